/**
 * The four control points of a CSS `cubic-bezier(x1, y1, x2, y2)` easing, as framer-motion takes them, so the
 * theme's easing tokens stay the one source for CSS and framer-motion alike. Throws on anything else.
 */
export function cubicBezier(easing: string): [number, number, number, number] {
  const match = /^cubic-bezier\(([^)]+)\)$/.exec(easing.trim());
  const points = match?.[1]?.split(',').map(Number);
  if (!points || points.length !== 4 || points.some(Number.isNaN)) {
    throw new Error(`Not a cubic-bezier() easing: ${easing}`);
  }
  return points as [number, number, number, number];
}
