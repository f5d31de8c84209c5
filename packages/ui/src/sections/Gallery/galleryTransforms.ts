import { GALLERY_MOTION, columnShiftAt, rotationAt, scaleAt } from './galleryMotion';

// Three decimals are far below a pixel and keep the style strings short.
const round = (value: number) => Math.round(value * 1000) / 1000 + 0;

/**
 * The tilted, zoomed plane that holds the columns. The angle tips the plane back: it is hinged at its top edge
 * (`transform-origin: 50% 0`) and its lower part leans away from the viewer, hence the negative `rotateX`. This
 * keeps the plane's top edge under the heading while it unfolds, instead of sinking out of view.
 */
export function stageTransform(p: number): string {
  return `rotateX(${round(-rotationAt(p))}deg) scale(${round(scaleAt(p))})`;
}

/** One column's scroll shift, in % of its own height. */
export function columnShiftTransform(p: number, columnIndex: number, distance: number): string {
  return `translate3d(0, ${round(columnShiftAt(p, columnIndex, distance))}%, 0)`;
}

/**
 * Keyframes for framer-motion's `useTransform(progress, input, output)`: the transform at every progress where
 * the choreography changes slope. Between two of them each value is linear, so linear interpolation of the
 * strings (in JavaScript or by the browser's scroll timeline) gives exactly the transform for every progress.
 */
export interface TransformKeyframes {
  input: number[];
  output: string[];
}

const breakpoints = (...points: number[]) => [...new Set(points)].sort((a, b) => a - b);

/** The stage's keyframes: 0 → 0.5 (tilt), 0.5 → 0.9 (zoom). */
export function stageKeyframes(): TransformKeyframes {
  const { rotation, scale } = GALLERY_MOTION;
  const input = breakpoints(rotation.start, rotation.end, scale.start, scale.end);
  return { input, output: input.map(stageTransform) };
}

/** A column's keyframes: at rest until 0.5, fully shifted at 1. */
export function columnShiftKeyframes(columnIndex: number, distance: number): TransformKeyframes {
  const { start, end } = GALLERY_MOTION.shift;
  const input = [start, end];
  return { input, output: input.map((p) => columnShiftTransform(p, columnIndex, distance)) };
}
