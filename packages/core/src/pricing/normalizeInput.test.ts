import { describe, expect, it } from 'vitest';
import { isGrowthKind, isSpeed, normalizeInput, normalizePeople } from './normalizeInput';
import { PricingInputError } from './PricingInputError';
import type { UncheckedCalculatorInput } from './types';

const valid = {
  kind: 'development',
  people: 3,
  performanceMarketing: true,
  extraHelp: false,
  speed: 'rush',
} as const;

function caught(input: UncheckedCalculatorInput): PricingInputError {
  try {
    normalizeInput(input);
  } catch (error) {
    if (error instanceof PricingInputError) return error;
    throw error;
  }
  throw new Error('expected normalizeInput to throw');
}

describe('normalizePeople', () => {
  it.each([
    [1, 1],
    [6, 6],
    [0, 1],
    [7, 6],
    [-3, 1],
    [2.4, 2],
    [2.5, 3],
    [5.49, 5],
    [0.5, 1],
    [6.6, 6],
    [Infinity, 6],
    [-Infinity, 1],
  ])('does turn %s into %s', (people, expected) => {
    expect(normalizePeople(people)).toBe(expected);
  });
});

describe('normalizeInput', () => {
  it('does return a valid input unchanged in value', () => {
    expect(normalizeInput(valid)).toEqual(valid);
  });

  it('does return a frozen copy and leave the argument alone', () => {
    const input = { ...valid, people: 9 };
    const normalized = normalizeInput(input);
    expect(normalized).not.toBe(input);
    expect(Object.isFrozen(normalized)).toBe(true);
    expect(normalized.people).toBe(6);
    expect(input.people).toBe(9);
  });

  it.each([
    [0, 1],
    [7, 6],
    [2.4, 2],
    [2.5, 3],
    [-3, 1],
    [Infinity, 6],
  ])('does clamp and round people %s to %s', (people, expected) => {
    expect(normalizeInput({ ...valid, people }).people).toBe(expected);
  });

  it.each([
    ['the string "3"', '3', '"3"'],
    ['NaN', NaN, 'NaN'],
    ['undefined', undefined, 'undefined'],
    ['null', null, 'null'],
  ])('does refuse people as %s', (_name, people, shown) => {
    const error = caught({ ...valid, people });
    expect(error.field).toBe('people');
    expect(error.value).toBe(people);
    expect(error.message).toBe(`Invalid people: ${shown}. Expected a number.`);
  });

  it('does refuse an unknown kind and name it', () => {
    const error = caught({ ...valid, kind: 'seo' });
    expect(error).toBeInstanceOf(PricingInputError);
    expect(error.field).toBe('kind');
    expect(error.value).toBe('seo');
    expect(error.message).toBe('Invalid kind: "seo". Expected one of design, development, both.');
  });

  it('does refuse a kind in the wrong case', () => {
    expect(caught({ ...valid, kind: 'Design' }).field).toBe('kind');
  });

  it('does refuse an unknown speed and name it', () => {
    const error = caught({ ...valid, speed: 'turbo' });
    expect(error.field).toBe('speed');
    expect(error.value).toBe('turbo');
    expect(error.message).toBe('Invalid speed: "turbo". Expected one of rush, fast, regular.');
  });

  it('does refuse a prototype key as a kind or speed', () => {
    expect(caught({ ...valid, kind: 'toString' }).field).toBe('kind');
    expect(caught({ ...valid, speed: 'constructor' }).field).toBe('speed');
  });

  it.each([
    ['performanceMarketing', 'true', '"true"'],
    ['performanceMarketing', 1, '1'],
    ['extraHelp', undefined, 'undefined'],
    ['extraHelp', 0, '0'],
  ] as const)('does refuse %s = %s', (field, value, shown) => {
    const error = caught({ ...valid, [field]: value });
    expect(error.field).toBe(field);
    expect(error.value).toBe(value);
    expect(error.message).toBe(`Invalid ${field}: ${shown}. Expected a boolean.`);
  });

  it('does report the first bad field in declaration order', () => {
    const error = caught({
      kind: 'x',
      people: 'y',
      performanceMarketing: 1,
      extraHelp: 2,
      speed: 'z',
    });
    expect(error.field).toBe('kind');
  });
});

describe('isGrowthKind', () => {
  it('does accept exactly design, development and both', () => {
    expect(['design', 'development', 'both'].every(isGrowthKind)).toBe(true);
    expect([undefined, null, '', 'Both', 'seo', 1].some(isGrowthKind)).toBe(false);
  });
});

describe('isSpeed', () => {
  it('does accept exactly rush, fast and regular', () => {
    expect(['rush', 'fast', 'regular'].every(isSpeed)).toBe(true);
    expect([undefined, null, '', 'Rush', 'slow', 0].some(isSpeed)).toBe(false);
  });
});
