/**
 * The gallery's scroll choreography as pure functions of the section's scroll progress `p`.
 *
 * Definition of `p`: 0 when the section's top edge reaches the bottom of the viewport (it starts to enter),
 * 1 when its bottom edge passes the top of the viewport (it has just left); linear in the scroll position in
 * between. This is framer-motion's `offset: ['start end', 'end start']` and CSS's `view()` timeline `cover` range.
 *
 * Spec section 4: rotation 75° → 0 over p 0 → 0.5; scale 1.2 → 1 over p 0.5 → 0.9; the columns shift vertically
 * over p 0.5 → 1. Every value is clamped outside its range.
 */
export const GALLERY_MOTION = {
  rotation: { from: 75, to: 0, start: 0, end: 0.5 },
  scale: { from: 1.2, to: 1, start: 0.5, end: 0.9 },
  shift: { start: 0.5, end: 1 },
} as const;

/** Where `p` lies between `start` and `end`, clamped to 0…1. */
export function progressBetween(p: number, start: number, end: number): number {
  if (Number.isNaN(p)) return 0;
  if (p <= start) return 0;
  if (p >= end) return 1;
  return (p - start) / (end - start);
}

const mix = (from: number, to: number, t: number) => from + (to - from) * t;

/** Tilt of the gallery in degrees (`rotateX`): 75 at p ≤ 0, falling linearly to 0 at p ≥ 0.5. */
export function rotationAt(p: number): number {
  const { from, to, start, end } = GALLERY_MOTION.rotation;
  return mix(from, to, progressBetween(p, start, end));
}

/** Zoom of the gallery: 1.2 up to p = 0.5, falling linearly to 1 at p ≥ 0.9. */
export function scaleAt(p: number): number {
  const { from, to, start, end } = GALLERY_MOTION.scale;
  return mix(from, to, progressBetween(p, start, end));
}

/** +1 or −1: the first and third columns travel one way, the second (and any even-numbered one) the other. */
export function columnDirection(columnIndex: number): 1 | -1 {
  return columnIndex % 2 === 0 ? -1 : 1;
}

/**
 * Vertical offset of a column, in the unit of `distance`: 0 up to p = 0.5, then linearly to the full
 * `distance` at p ≥ 1; negative (up) for columns 1 and 3 (indexes 0 and 2), positive (down) for column 2.
 */
export function columnShiftAt(p: number, columnIndex: number, distance: number): number {
  const { start, end } = GALLERY_MOTION.shift;
  // `+ 0` turns -0 into 0 so the resting state reads as "no shift".
  return columnDirection(columnIndex) * distance * progressBetween(p, start, end) + 0;
}
