/**
 * WCAG 2.x contrast, computed from the theme's own values so that the Foundations page and the colour tests state
 * ratios instead of copying them.
 */

/** Relative luminance of an sRGB colour written as `#rgb` or `#rrggbb` (WCAG 2.x definition). */
export function relativeLuminance(hex: string): number {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!digits) throw new Error(`Not a hex colour: ${hex}`);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [red = 0, green = 0, blue = 0] = [0, 2, 4].map((start) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** Contrast ratio between two colours, from 1 (none) to 21 (black on white); the order does not matter. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  );
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** Text needs 4.5:1 (AA) or 7:1 (AAA); focus rings, borders and icons that carry meaning need 3:1. */
export type ContrastUse = 'text' | 'non-text';

export const minimumContrast: Record<ContrastUse, number> = { text: 4.5, 'non-text': 3 };

/** The highest WCAG level a ratio reaches for its use, or `fail`. */
export function contrastGrade(ratio: number, use: ContrastUse): 'AAA' | 'AA' | 'fail' {
  if (use === 'text' && ratio >= 7) return 'AAA';
  return ratio >= minimumContrast[use] ? 'AA' : 'fail';
}

/** `4.56:1`: two decimals, truncated, so a ratio just under a threshold never reads as meeting it. */
export const formatRatio = (ratio: number): string =>
  `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
