import { columnShiftAt, rotationAt, scaleAt } from './galleryMotion';

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
