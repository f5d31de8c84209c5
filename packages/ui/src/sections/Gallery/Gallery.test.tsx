import { act, screen, within } from '@testing-library/react';
import { Gallery, type GalleryProps } from './Gallery';
import { galleryArgs, galleryImages } from './Gallery.fixtures';
import { renderInTheme } from '../../../test/render';

/** The section's nearness to the viewport, as the test sets it, reported to every IntersectionObserver. */
function stubViewport() {
  const reports: Array<(near: boolean) => void> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(report: IntersectionObserverCallback) {
        reports.push((near) =>
          report([{ isIntersecting: near } as IntersectionObserverEntry], this as never),
        );
      }
      observe() {}
      disconnect() {}
    },
  );
  return { bringNear: (near: boolean) => act(() => reports.forEach((report) => report(near))) };
}

const scrollListeners = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([type]) => type === 'scroll').length;

const renderGallery = (props: Partial<GalleryProps> = {}, reducedMotion = false) =>
  renderInTheme(<Gallery {...galleryArgs} {...props} />, { reducedMotion });

/** The CSS rules that reach `element` through one of its classes, as styled-components wrote them. */
function rulesFor(element: Element): string[] {
  const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '');
  const rules = css.join('\n').split('}');
  return rules.filter((rule) => Array.from(element.classList).some((c) => rule.includes(`.${c}`)));
}

describe('Gallery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a section with the id "gallery" headed by an h2', () => {
    const { container } = renderGallery();
    expect(container.querySelector('section')?.id).toBe('gallery');
    expect(screen.getByRole('heading', { level: 2, name: 'Work that moves numbers' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Work that moves numbers' })).toBeTruthy();
  });

  it('keeps a default h2 when hidden visually', () => {
    renderGallery({ heading: undefined, hideHeading: true });
    expect(screen.getByRole('heading', { level: 2, name: 'Work that moves numbers' })).toBeTruthy();
    expect(screen.queryByText(galleryArgs.description)).toBeNull();
  });

  it('lays twelve images out as three columns of four, in reading order', () => {
    renderGallery();
    const columns = screen.getAllByRole('list');
    expect(columns).toHaveLength(3);
    columns.forEach((column, columnIndex) => {
      const alts = within(column)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt'));
      expect(alts).toEqual(
        galleryImages.slice(columnIndex * 4, columnIndex * 4 + 4).map((i) => i.alt),
      );
    });
  });

  it('lazy-loads every image with its size and alt text', () => {
    renderGallery();
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(12);
    for (const img of images) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
      expect(img.getAttribute('width')).toBe('480');
      expect(img.getAttribute('height')).toBe('600');
      expect(img.getAttribute('alt')).toBeTruthy();
    }
  });

  it('under reduced motion shows the resting state and attaches no scroll listener', () => {
    const addWindowListener = vi.spyOn(window, 'addEventListener');
    const addDocumentListener = vi.spyOn(document, 'addEventListener');
    const { container } = renderGallery({}, true);
    const section = container.querySelector('section')!;
    expect(section.dataset.motion).toBe('static');
    const events = [...addWindowListener.mock.calls, ...addDocumentListener.mock.calls].map(
      ([type]) => type,
    );
    expect(events).not.toContain('scroll');
    for (const element of section.querySelectorAll<HTMLElement>('[style]')) {
      expect(element.style.transform).toBe('');
    }
    addWindowListener.mockRestore();
    addDocumentListener.mockRestore();
  });

  it("takes the tilt, zoom and drift over from CSS's scroll-driven animations in its first frame, and gives them back", async () => {
    stubViewport();
    const { container, unmount } = renderGallery();
    const section = container.querySelector('section')!;
    const stage = section.querySelector('ul')!.parentElement!;
    const moved = [stage, ...section.querySelectorAll('ul')];
    // Before the loop's first frame, CSS runs the choreography (where the browser can).
    expect(moved.map((element) => element.style.animation)).toEqual(['', '', '', '']);
    // Its first frame writes the whole of it and stops CSS's, so that the two never both run.
    await vi.waitFor(() => expect(stage.style.transform).toMatch(/^rotateX\(.+\) scale\(.+\)$/));
    expect(moved.map((element) => element.style.animation)).toEqual([
      'none',
      'none',
      'none',
      'none',
    ]);
    for (const column of section.querySelectorAll('ul')) {
      expect(column.style.transform).toMatch(/^translate3d\(.+\) skewY\(.+\)$/);
    }
    unmount();
    expect(moved.map((element) => element.style.animation)).toEqual(['', '', '', '']);
  });

  it('follows the scroll when motion is allowed, only while the section is near the viewport', async () => {
    const viewport = stubViewport();
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { container, unmount } = renderGallery();
    const section = container.querySelector('section')!;
    expect(section.dataset.motion).toBe('live');
    expect(scrollListeners(add)).toBe(0);

    viewport.bringNear(true);
    expect(scrollListeners(add)).toBe(1);
    // The first frame places the stage from the section's progress at once.
    const stage = section.querySelector('ul')!.parentElement!;
    await vi.waitFor(() => expect(stage.style.transform).toMatch(/^rotateX\(.+\) scale\(.+\)$/));

    viewport.bringNear(false);
    expect(scrollListeners(remove)).toBe(1);
    viewport.bringNear(true);
    unmount();
    expect(scrollListeners(remove)).toBe(2);
    expect(stage.style.transform).toBe('');
    add.mockRestore();
    remove.mockRestore();
  });

  it('renders a frozen still frame from the spec’s mapping', () => {
    const { container } = renderGallery({ progress: 0.25, shiftDistance: 10 });
    const section = container.querySelector('section')!;
    expect(section.dataset.motion).toBe('still');
    const [first, second] = screen.getAllByRole('list');
    const stage = first!.parentElement!;
    expect(stage.style.transform).toBe('rotateX(-37.5deg) scale(1.2)');

    renderGallery({ progress: 0.75, shiftDistance: 10 });
    const lists = screen.getAllByRole('list');
    expect(lists[3]!.parentElement!.style.transform).toBe('rotateX(0deg) scale(1.075)');
    expect(lists[3]!.style.transform).toBe('translate3d(0, -5%, 0) skewY(0deg)');
    expect(lists[4]!.style.transform).toBe('translate3d(0, 5%, 0) skewY(0deg)');
    expect(lists[5]!.style.transform).toBe('translate3d(0, -5%, 0) skewY(0deg)');
    expect(second!.style.transform).toBe('translate3d(0, 0%, 0) skewY(0deg)');
  });

  it('leaves the CSS scroll-driven motion out when the theme forces reduced motion', () => {
    const scrollDriven = (forced: boolean) => {
      const { container, unmount } = renderGallery({}, forced);
      const stage = container.querySelector('section ul')!.parentElement!;
      const column = container.querySelector('section ul')!;
      const found = [stage, column].map((part) =>
        rulesFor(part).some((rule) => rule.includes('animation-timeline')),
      );
      unmount();
      return found;
    };
    expect(scrollDriven(false)).toEqual([true, true]);
    expect(scrollDriven(true)).toEqual([false, false]);
  });

  it('accepts custom columns built from its parts', () => {
    renderInTheme(
      <Gallery>
        {[0, 1, 2].map((index) => (
          <Gallery.Column key={index} index={index}>
            <Gallery.Item image={galleryImages[index]!} />
          </Gallery.Column>
        ))}
      </Gallery>,
      { reducedMotion: true },
    );
    expect(screen.getAllByRole('list')).toHaveLength(3);
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });

  it('throws a clear error when its parts are used outside <Gallery>', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderInTheme(<Gallery.Item image={galleryImages[0]!} />)).toThrow(
      '<Gallery.Item> must be used inside <Gallery>',
    );
    expect(() => renderInTheme(<Gallery.Column index={0}>nothing</Gallery.Column>)).toThrow(
      '<Gallery.Column> must be used inside <Gallery>',
    );
    quiet.mockRestore();
  });
});
