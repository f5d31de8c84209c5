const ROOT_PX = 16;
const REM = /^(-?\d*\.?\d+)rem$/;
const CLAMP = /^clamp\(\s*([\d.]+)rem\s*,\s*([\d.]+)rem\s*\+\s*([\d.]+)vw\s*,\s*([\d.]+)rem\s*\)$/;

/**
 * The pixel size a font-size token has at a viewport width, for the kit's two forms: `1.125rem` and
 * `clamp(MINrem, BASErem + SLOPEvw, MAXrem)`. Any other form throws, so a new kind of token cannot be shown wrong.
 */
export function fontSizeAt(value: string, viewportPx: number): number {
  const rem = REM.exec(value);
  if (rem) return Number(rem[1]) * ROOT_PX;
  const clamp = CLAMP.exec(value);
  if (!clamp) throw new Error(`Cannot work out the size of ${value}`);
  const [min, base, slope, max] = clamp.slice(1).map(Number) as [number, number, number, number];
  const preferred = base * ROOT_PX + (slope * viewportPx) / 100;
  return Math.min(Math.max(preferred, min * ROOT_PX), max * ROOT_PX);
}
