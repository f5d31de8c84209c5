import { normalizeSliderValue } from './normalizeSliderValue';

const people = { min: 1, max: 6, step: 1 };

describe('normalizeSliderValue', () => {
  it.each([
    [0, 1],
    [-40, 1],
    [7, 6],
    [1e9, 6],
    [3, 3],
  ])('does clamp %s into [1, 6] as %s', (input, expected) => {
    expect(normalizeSliderValue(input, people)).toBe(expected);
  });

  it.each([
    [2.4, 2],
    [2.5, 3],
    [5.51, 6],
  ])('does round %s to the nearest whole step as %s', (input, expected) => {
    expect(normalizeSliderValue(input, people)).toBe(expected);
  });

  it('does count steps from min, not from zero', () => {
    const bounds = { min: 3, max: 23, step: 5 };
    expect(normalizeSliderValue(9, bounds)).toBe(8);
    expect(normalizeSliderValue(11, bounds)).toBe(13);
  });

  it('does fall back to the last step inside the range when max is off the step grid', () => {
    expect(normalizeSliderValue(10, { min: 0, max: 10, step: 4 })).toBe(8);
    expect(normalizeSliderValue(9.9, { min: 0, max: 10, step: 3 })).toBe(9);
  });

  it('does handle fractional steps without float noise', () => {
    expect(normalizeSliderValue(0.30000000000000004, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
    expect(normalizeSliderValue(0.7, { min: 0, max: 1, step: 0.1 })).toBe(0.7);
    expect(normalizeSliderValue(1.26, { min: 0.5, max: 2, step: 0.25 })).toBe(1.25);
    expect(normalizeSliderValue(0.00035, { min: 0, max: 0.001, step: 1e-4 })).toBe(0.0004);
    expect(normalizeSliderValue(0.15, { min: 0.05, max: 1, step: 0.1 })).toBe(0.15);
  });

  it('does treat NaN as min and clamp infinities to the bounds', () => {
    expect(normalizeSliderValue(Number.NaN, people)).toBe(1);
    expect(normalizeSliderValue(Number.POSITIVE_INFINITY, people)).toBe(6);
    expect(normalizeSliderValue(Number.NEGATIVE_INFINITY, people)).toBe(1);
  });
});
