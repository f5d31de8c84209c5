import { fireEvent, screen } from '@testing-library/react';
import { Slider } from './Slider';
import { renderInTheme } from '../../../test/render';

describe('Slider', () => {
  it('does name the thumb by the visible label and speak the formatted value', () => {
    renderInTheme(
      <Slider
        label="Team size"
        min={1}
        max={6}
        value={2}
        formatValue={(n) => `${n} people`}
        onValueChange={() => {}}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Team size' });
    expect(slider.getAttribute('aria-valuetext')).toBe('2 people');
    expect(slider.getAttribute('aria-valuemin')).toBe('1');
    expect(slider.getAttribute('aria-valuemax')).toBe('6');
  });

  it('does show an out-of-range value clamped and snapped', () => {
    renderInTheme(<Slider label="Team size" min={1} max={6} value={-3} onValueChange={() => {}} />);
    expect(screen.getByRole('slider', { name: 'Team size' }).getAttribute('aria-valuenow')).toBe(
      '1',
    );
  });

  it('does report key steps as plain numbers', () => {
    const onValueChange = vi.fn();
    renderInTheme(
      <Slider
        label="Opacity"
        min={0}
        max={1}
        step={0.1}
        value={0.2}
        onValueChange={onValueChange}
      />,
    );
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Opacity' }), { key: 'ArrowRight' });
    expect(onValueChange).toHaveBeenCalledWith(0.3);
  });
});
