export type BezierPoints = [number, number, number, number];

/** The theme keeps its easings as CSS `cubic-bezier()` strings; framer-motion takes the four numbers. */
export function bezierPoints(cssEasing: string): BezierPoints {
  const inner = /^cubic-bezier\(([^)]*)\)$/.exec(cssEasing.trim())?.[1];
  const points = inner?.split(',').map((point) => Number(point.trim())) ?? [];
  if (points.length !== 4 || points.some((point) => !Number.isFinite(point)))
    throw new Error(`Not a cubic-bezier() easing: ${cssEasing}`);
  return points as BezierPoints;
}
