import type { CalculatorField } from './types';

/**
 * Thrown when a calculator input cannot be priced: an unknown kind or speed, a people value that is
 * not a number (or is NaN), or an add-on that is not a boolean. Out-of-range people are not an
 * error; they are clamped, as the slider does.
 */
export class PricingInputError extends Error {
  /** The field that was rejected. */
  readonly field: CalculatorField;
  /** The rejected value, exactly as received. */
  readonly value: unknown;

  /**
   * @param field - the rejected field
   * @param value - the rejected value
   * @param expected - what the field accepts, in words, appended to the message
   */
  constructor(field: CalculatorField, value: unknown, expected: string) {
    super(`Invalid ${field}: ${describeValue(value)}. Expected ${expected}.`);
    this.name = 'PricingInputError';
    this.field = field;
    this.value = value;
  }
}

function describeValue(value: unknown): string {
  // Quote strings so '3' is visibly a string, not the number 3.
  if (typeof value === 'string') return JSON.stringify(value);
  // String() on objects can throw or dump a whole function body; the tag is enough to spot the mistake.
  if ((typeof value === 'object' && value !== null) || typeof value === 'function') {
    return Object.prototype.toString.call(value);
  }
  // Unlike JSON.stringify, String() keeps NaN, Infinity, undefined and symbols readable.
  return String(value);
}
