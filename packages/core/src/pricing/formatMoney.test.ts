import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it.each([
    [2999, 'usd', '$29.99'],
    [2999, 'USD', '$29.99'],
    [1900, 'usd', '$19'],
    [123456789, 'usd', '$1,234,567.89'],
    [0, 'usd', '$0'],
  ])('does format %s %s as formatUsd does: %s', (cents, currency, expected) => {
    expect(formatMoney(cents, currency)).toBe(expected);
  });

  it("does format another currency in its own minor unit, with en-US's symbols", () => {
    expect(formatMoney(2999, 'eur')).toBe('€29.99');
    // The yen has no minor unit: a Stripe amount of 500 is ¥500.
    expect(formatMoney(500, 'jpy')).toBe('¥500');
  });

  it('does refuse an amount that is not a whole number of minor units', () => {
    expect(() => formatMoney(29.99, 'usd')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'usd')).toThrow(RangeError);
  });
});
