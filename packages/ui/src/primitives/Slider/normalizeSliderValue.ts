export interface SliderBounds {
  min: number;
  max: number;
  /** Positive step; values snap to `min + k * step`. */
  step: number;
}

const decimalsOf = (value: number): number => {
  const [mantissa = '', exponent] = value.toString().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
};

/**
 * Clamps a value to `[min, max]` and rounds it to the nearest step counted from `min`. When the nearest step lies
 * beyond `max` (a range that is not a whole number of steps), the last step inside the range wins. Results are
 * rounded to the step's decimals, so `0.1 + 0.2` style float noise never reaches the UI. `NaN` becomes `min`.
 */
export function normalizeSliderValue(value: number, { min, max, step }: SliderBounds): number {
  if (Number.isNaN(value)) return min;
  const clamped = Math.min(max, Math.max(min, value));
  const steps = Math.round((clamped - min) / step);
  const precision = 10 ** Math.max(decimalsOf(step), decimalsOf(min));
  const toPrecision = (n: number) => Math.round(n * precision) / precision;
  const snapped = toPrecision(min + steps * step);
  return snapped > max ? toPrecision(snapped - step) : snapped;
}
