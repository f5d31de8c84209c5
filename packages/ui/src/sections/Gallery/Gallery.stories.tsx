import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { reflowModes, responsiveModes } from '../../storybook/modes';
import { Gallery } from './Gallery';
import { galleryArgs, galleryImages } from './Gallery.fixtures';
import { withStaticMotion } from '../../storybook/decorators';

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

const parseStage = (transform: string) => {
  const match = /rotateX\((-?[\d.]+)deg\) scale\(([\d.]+)\)/.exec(transform);
  return match ? { rotation: Number(match[1]), scale: Number(match[2]) } : null;
};
const parseColumn = (transform: string) => {
  const match = /translate3d\(0(?:px)?, (-?[\d.]+)%, 0(?:px)?\) skewY\((-?[\d.]+)deg\)/.exec(
    transform,
  );
  return match ? { shift: Number(match[1]), skew: Number(match[2]) } : null;
};
const lastNumber = (value: string) => Number(/(-?[\d.]+)[a-z%]*\s*$/.exec(value)?.[1] ?? NaN);
/**
 * The stage's tilt and zoom as the visitor sees them: written by the frame loop, or, before its first frame and
 * where the browser runs scroll-driven animations, by CSS in the `rotate` and `scale` properties.
 */
const stageState = (stage: HTMLElement) => {
  if (stage.style.transform) return parseStage(stage.style.transform);
  const { rotate, scale } = getComputedStyle(stage);
  return { rotation: rotate === 'none' ? 0 : lastNumber(rotate), scale: lastNumber(scale) };
};
/** A column's drift (in % of its height) and lean: the drift from CSS's `translate` where it runs it. */
const columnState = (column: HTMLElement) => {
  const written = parseColumn(column.style.transform);
  const { translate } = getComputedStyle(column);
  if (!written || translate === 'none' || written.shift !== 0) return written;
  const drift = /%/.test(translate)
    ? lastNumber(translate)
    : (lastNumber(translate) / column.offsetHeight) * 100;
  return { shift: drift, skew: written.skew };
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
export const Default: Story = { parameters: { chromatic: { modes: reflowModes } } };

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
 * Scroll-driven in a real browser: at p = 0.25 the plane is tipped back 37.5°, at p = 0.75 it is upright at zoom 1.075
 * with the columns 5% apart in alternating directions.
 */
export const ScrollDriven: Story = {
  decorators: [withScrollRoom],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector<HTMLElement>('section#gallery')!;
    await expect(section.dataset.motion).toBe('live');
    const columns = [...section.querySelectorAll<HTMLElement>('ul')];
    const stage = columns[0]!.parentElement!;

    scrollToProgress(section, 0.25);
    await waitFor(
      () => {
        const state = stageState(stage);
        expect(state?.rotation).toBeCloseTo(-37.5, 0);
        expect(state?.scale).toBeCloseTo(1.2, 2);
      },
      { timeout: 3000 },
    );

    scrollToProgress(section, 0.75);
    await waitFor(
      () => {
        expect(stageState(stage)).toEqual({
          rotation: expect.closeTo(0, 1),
          scale: expect.closeTo(1.075, 2),
        });
        const [first, second, third] = columns.map(columnState);
        expect(first?.shift).toBeCloseTo(-5, 0);
        expect(second?.shift).toBeCloseTo(5, 0);
        expect(third?.shift).toBeCloseTo(-5, 0);
        // The lean from the jump has settled back to upright.
        expect(first?.skew).toBe(0);
      },
      { timeout: 3000 },
    );
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** Reduced motion: the upright, unscaled, unshifted grid, with no scroll listeners. */
export const ReducedMotion: Story = {
  parameters: { chromatic: { prefersReducedMotion: 'reduce' } },
  decorators: [withStaticMotion],
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector<HTMLElement>('section#gallery')!;
    await expect(section.dataset.motion).toBe('static');
    const stage = section.querySelector('ul')!.parentElement!;
    await expect(stage.style.transform).toBe('');
  },
};
