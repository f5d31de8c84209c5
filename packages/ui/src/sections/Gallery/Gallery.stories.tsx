import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { expect, waitFor } from 'storybook/test';
import { responsiveModes } from '../../storybook/modes';
import { ThemeProvider } from '../../theme';
import { Gallery } from './Gallery';
import { galleryArgs, galleryImages } from './Gallery.fixtures';

// Keeps the toolbar's brand and forces the static state, so the reduced-motion story is static locally too.
function StaticMotion({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={useTheme()} reducedMotion withGlobalStyle={false}>
      {children}
    </ThemeProvider>
  );
}

// A screen of page above and below, so the whole 0 → 1 scroll progress can be reached.
const Spacer = ({ label }: { label: string }) => (
  <div style={{ height: '100vh', display: 'grid', placeItems: 'center', opacity: 0.6 }}>
    <p>{label}</p>
  </div>
);
const withScrollRoom: Decorator = (Story) => (
  <>
    <Spacer label="Scroll down: the gallery tilts up, settles its zoom, then its columns drift apart." />
    <Story />
    <Spacer label="End of the page" />
  </>
);

/** The stage, a column's track (its shift) and its lean, from the column lists. */
const partsOf = (section: HTMLElement) => {
  const lists = [...section.querySelectorAll<HTMLElement>('ul')];
  const tracks = lists.map((list) => list.parentElement!.parentElement!);
  return {
    stage: tracks[0]!.parentElement!,
    tracks,
    leans: lists.map((list) => list.parentElement!),
  };
};

/** Expects the element's computed transform to be, within rounding, the given CSS transform. */
const expectTransform = (element: HTMLElement, transform: string) => {
  const computed = getComputedStyle(element).transform;
  const actual = new DOMMatrix(computed).toFloat64Array();
  const expected = new DOMMatrix(transform).toFloat64Array();
  const close = actual.every((value, i) => Math.abs(value - expected[i]!) < 0.01);
  expect({ computed, close, expected: transform }).toEqual({
    computed,
    close: true,
    expected: transform,
  });
};

/** Scrolls the page so that the section's progress is `p` (0: top enters the viewport bottom; 1: bottom leaves its top). */
function scrollToProgress(section: HTMLElement, p: number) {
  const rect = section.getBoundingClientRect();
  const top = rect.top + window.scrollY;
  const viewport = document.documentElement.clientHeight;
  window.scrollTo({ top: top - viewport + p * (rect.height + viewport), behavior: 'instant' });
}

const meta = {
  title: 'Sections/Gallery',
  component: Gallery,
  parameters: { layout: 'fullscreen', chromatic: { modes: responsiveModes } },
  args: galleryArgs,
  argTypes: {
    images: { control: false },
    children: { control: false },
    progress: { control: { type: 'range', min: 0, max: 1, step: 0.01 } },
  },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the page's scroll. (Snapshots show the resting state: the preview forces reduced motion there.) */
export const Default: Story = {};

/** Still frame at p = 0: the plane is tipped back 75° from its top edge, zoomed to 1.2. */
export const StillAtStart: Story = { args: { progress: 0 } };

/** Still frame at p = 0.25: halfway up, 37.5°. */
export const StillTilting: Story = {
  args: { progress: 0.25 },
  // Images resampled on a plane at this angle come out a few dozen pixels different on another CPU (38–54 on an
  // AVX2-only AMD host against baselines from another); a changed colour or position differs in thousands.
  parameters: { screenshot: { maxDiffPixels: 120 } },
};

/** Still frame at p = 0.5: upright, still at 1.2 zoom. */
export const StillUpright: Story = { args: { progress: 0.5 } };

/** Still frame at p = 0.7: zoom 1.1, columns 40% of the way apart. */
export const StillZooming: Story = { args: { progress: 0.7 } };

/** Still frame at p = 1: zoom 1, columns fully apart (1 and 3 up, 2 down). */
export const StillDrifted: Story = { args: { progress: 1 } };

/** The heading is visually hidden but still the section's h2, for layouts that need the images alone. */
export const HiddenHeading: Story = {
  args: { hideHeading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Work that moves numbers' }),
    ).toBeInTheDocument();
  },
};

/** Built from its parts: `Gallery.Column` and `Gallery.Item`. */
export const CustomColumns: Story = {
  args: { images: undefined, progress: 0.5 },
  render: (args) => (
    <Gallery {...args}>
      {[0, 1, 2].map((column) => (
        <Gallery.Column key={column} index={column}>
          {galleryImages
            .slice(column * 4, column * 4 + 4)
            .reverse()
            .map((image) => (
              <Gallery.Item key={image.src} image={image} />
            ))}
        </Gallery.Column>
      ))}
    </Gallery>
  ),
};

/**
 * Scroll-driven in a real browser: the stage and the columns' shift run on the browser's view timeline (off the
 * main thread) where it has one. At p = 0.25 the plane is tipped back 37.5°, at p = 0.75 it is upright at zoom
 * 1.075 with the columns 5% apart in alternating directions.
 */
export const ScrollDriven: Story = {
  decorators: [withScrollRoom],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector<HTMLElement>('section#gallery')!;
    await expect(section.dataset.motion).toBe('live');
    const { stage, tracks, leans } = partsOf(section);
    if ('ViewTimeline' in window) {
      await waitFor(() => {
        for (const element of [stage, ...tracks]) {
          const timelines = element.getAnimations().map((animation) => animation.timeline);
          expect(timelines.map((timeline) => timeline?.constructor.name)).toContain('ViewTimeline');
        }
      });
    }

    scrollToProgress(section, 0.25);
    await waitFor(() => expectTransform(stage, 'rotateX(-37.5deg) scale(1.2)'), { timeout: 3000 });

    scrollToProgress(section, 0.75);
    await waitFor(
      () => {
        expectTransform(stage, 'rotateX(0deg) scale(1.075)');
        tracks.forEach((track, index) => {
          const shiftPx = (index % 2 ? 0.05 : -0.05) * track.offsetHeight;
          expectTransform(track, `translateY(${shiftPx}px)`);
        });
        // The lean from the jump has settled back to upright.
        leans.forEach((lean) => expect(getComputedStyle(lean).transform).toBe('none'));
      },
      { timeout: 3000 },
    );
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** Reduced motion: the upright, unscaled, unshifted grid, with no scroll listeners. */
export const ReducedMotion: Story = {
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
  decorators: [
    (Story) => (
      <StaticMotion>
        <Story />
      </StaticMotion>
    ),
  ],
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector<HTMLElement>('section#gallery')!;
    await expect(section.dataset.motion).toBe('static');
    const { stage, tracks, leans } = partsOf(section);
    for (const element of [stage, ...tracks, ...leans]) {
      await expect(getComputedStyle(element).transform).toBe('none');
    }
  },
};
