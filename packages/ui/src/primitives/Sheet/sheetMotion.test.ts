import { sheetMotion } from './sheetMotion';

const phases = {
  enter: { duration: 500, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  exit: { duration: 300, easing: 'cubic-bezier(0.4, 0, 1, 1)' },
};

describe('sheetMotion', () => {
  it('slides the panel in from its edge over the enter phase and out over the exit phase', () => {
    const { panel } = sheetMotion({ side: 'right', still: false, ...phases });
    expect(panel.initial).toEqual({ transform: 'translateX(100%)' });
    expect(panel.animate).toEqual({
      transform: 'translateX(0%)',
      transition: { duration: 0.5, ease: [0.2, 0, 0, 1] },
    });
    expect(panel.exit).toEqual({
      transform: 'translateX(100%)',
      transition: { duration: 0.3, ease: [0.4, 0, 1, 1] },
    });
  });

  it('slides from the left edge on the left side', () => {
    const { panel } = sheetMotion({ side: 'left', still: false, ...phases });
    expect(panel.initial).toEqual({ transform: 'translateX(-100%)' });
    expect(panel.exit.transform).toBe('translateX(-100%)');
  });

  it('fades the overlay with the same timing', () => {
    const { overlay } = sheetMotion({ side: 'right', still: false, ...phases });
    expect(overlay.initial).toEqual({ opacity: 0 });
    expect(overlay.animate.transition).toEqual({ duration: 0.5, ease: [0.2, 0, 0, 1] });
    expect(overlay.exit.transition).toEqual({ duration: 0.3, ease: [0.4, 0, 1, 1] });
  });

  it('under reduced motion starts in place and changes at once', () => {
    const { overlay, panel } = sheetMotion({ side: 'right', still: true, ...phases });
    expect(panel.initial).toBe(false);
    expect(overlay.initial).toBe(false);
    for (const phase of [panel.animate, panel.exit, overlay.animate, overlay.exit])
      expect(phase.transition).toEqual({ duration: 0 });
  });
});
