import { GALLERY_MOTION, columnShiftAt, rotationAt, scaleAt } from './galleryMotion';

// Three decimals are far below a pixel and keep the style strings short.
const round = (value: number) => Math.round(value * 1000) / 1000 + 0;

/**
 * The tilted, zoomed plane that holds the columns. The spec's angle tips the plane back: it is hinged at its top
 * edge (`transform-origin: 50% 0`) and its lower part leans away from the viewer, hence the negative `rotateX`.
 * This keeps the plane's top edge under the heading while it unfolds, instead of sinking out of view.
 */
export function stageTransform(p: number): string {
  return `rotateX(${round(-rotationAt(p))}deg) scale(${round(scaleAt(p))})`;
}

/** One column: its scroll shift (in % of its height) and the velocity lean. */
export function columnTransform(
  p: number,
  columnIndex: number,
  distance: number,
  skewDeg = 0,
): string {
  return `translate3d(0, ${round(columnShiftAt(p, columnIndex, distance))}%, 0) skewY(${round(skewDeg)}deg)`;
}

/** A scroll-linked transform as keyframes: the transform at each progress in `times`, linear in between. */
export interface TransformKeyframes {
  times: number[];
  transforms: string[];
}

/** 0, 1 and every start and end of the given ranges: where the choreography changes pace. */
function breakpoints(ranges: readonly { start: number; end: number }[]): number[] {
  const points = new Set([0, 1, ...ranges.flatMap(({ start, end }) => [start, end])]);
  return [...points].sort((a, b) => a - b);
}

/**
 * The stage's transform at the progress where rotation or zoom start or stop. Every part of it is linear between
 * these points, so interpolating the keyframes reproduces `stageTransform` at any progress, and the browser can
 * run them itself on a scroll-driven timeline.
 */
export function stageKeyframes(): TransformKeyframes {
  const times = breakpoints([GALLERY_MOTION.rotation, GALLERY_MOTION.scale]);
  return { times, transforms: times.map((p) => stageTransform(p)) };
}

/** A column's shift as keyframes (see `stageKeyframes`); its lean is applied to its items, apart from these. */
export function columnKeyframes(columnIndex: number, distance: number): TransformKeyframes {
  const times = breakpoints([GALLERY_MOTION.shift]);
  return { times, transforms: times.map((p) => columnTransform(p, columnIndex, distance)) };
}
