import { GROWTH_KINDS, PEOPLE_RANGE, SPEEDS } from './constants';
import { PricingInputError } from './PricingInputError';
import type { CalculatorInput, GrowthKind, Speed, UncheckedCalculatorInput } from './types';

/** True when `value` is one of the known growth kinds; lets a radio group's string value be narrowed. */
export function isGrowthKind(value: unknown): value is GrowthKind {
  return (GROWTH_KINDS as readonly unknown[]).includes(value);
}

/** True when `value` is one of the known delivery speeds; lets a radio group's string value be narrowed. */
export function isSpeed(value: unknown): value is Speed {
  return (SPEEDS as readonly unknown[]).includes(value);
}

/**
 * Clamps a team size into 1–6 and rounds it to the slider step, the way the slider itself does
 * (round to the step first, then clamp), so a price never depends on a value the slider could not show.
 * ±Infinity clamps to the nearest bound.
 */
export function normalizePeople(people: number): number {
  const { min, max, step } = PEOPLE_RANGE;
  const stepped = min + Math.round((people - min) / step) * step;
  return Math.min(max, Math.max(min, stepped));
}

/**
 * Checks every field and returns a frozen, priceable input with people clamped and rounded.
 *
 * @throws {PricingInputError} for an unknown kind or speed, a people value that is not a number or is
 * NaN (a string such as '3' is refused rather than coerced, to catch form wiring mistakes early), or an
 * add-on that is not a boolean. The error's `field` and `value` name the culprit.
 */
export function normalizeInput(input: UncheckedCalculatorInput): CalculatorInput {
  const { kind, people, performanceMarketing, extraHelp, speed } = input;

  if (!isGrowthKind(kind)) {
    throw new PricingInputError('kind', kind, `one of ${GROWTH_KINDS.join(', ')}`);
  }
  if (typeof people !== 'number' || Number.isNaN(people)) {
    throw new PricingInputError('people', people, 'a number');
  }
  if (typeof performanceMarketing !== 'boolean') {
    throw new PricingInputError('performanceMarketing', performanceMarketing, 'a boolean');
  }
  if (typeof extraHelp !== 'boolean') {
    throw new PricingInputError('extraHelp', extraHelp, 'a boolean');
  }
  if (!isSpeed(speed)) {
    throw new PricingInputError('speed', speed, `one of ${SPEEDS.join(', ')}`);
  }

  return Object.freeze({
    kind,
    people: normalizePeople(people),
    performanceMarketing,
    extraHelp,
    speed,
  });
}
