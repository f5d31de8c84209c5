import { describe, expect, it } from 'vitest';
import { formatUsd } from './formatUsd';

describe('formatUsd', () => {
  it.each([
    [0, '$0'],
    [999, '$999'],
    [1000, '$1,000'],
    [12500, '$12,500'],
    [1234567, '$1,234,567'],
    [-1200, '-$1,200'],
    [-1234567, '-$1,234,567'],
    [12.5, '$12.50'],
    [1234.05, '$1,234.05'],
    [-0.5, '-$0.50'],
    [12.999, '$13'],
    [-0, '$0'],
    [-0.004, '$0'],
    [1e21, '$1,000,000,000,000,000,000,000'],
  ])('does format %s as %s', (amount, expected) => {
    expect(formatUsd(amount)).toBe(expected);
  });

  it('does agree with Intl en-US currency formatting, from cents to trillions', () => {
    const intl = (fractionDigits: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      });
    const whole = intl(0);
    const withCents = intl(2);
    // A fixed spread of magnitudes and cent values (a linear congruential sequence, so every run checks the same).
    let seed = 12345;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const magnitude = 10 ** ((i % 15) + 1);
      const cents = Math.floor((seed / 2 ** 31) * magnitude) * (i % 2 === 0 ? 1 : -1);
      // `+ 0`: Intl prints -0 as "-$0", which formatUsd deliberately does not.
      const amount = cents / 100 + 0;
      const expected = (cents % 100 === 0 ? whole : withCents).format(amount);
      expect(formatUsd(amount)).toBe(expected);
    }
  });

  it.each([NaN, Infinity, -Infinity])('does refuse %s', (amount) => {
    expect(() => formatUsd(amount)).toThrow(RangeError);
  });
});
