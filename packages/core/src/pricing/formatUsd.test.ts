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
  ])('does format %s as %s', (amount, expected) => {
    expect(formatUsd(amount)).toBe(expected);
  });

  it.each([NaN, Infinity, -Infinity])('does refuse %s', (amount) => {
    expect(() => formatUsd(amount)).toThrow(RangeError);
  });
});
