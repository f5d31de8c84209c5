import { describe, expect, it } from 'vitest';
import { DEFAULT_CALCULATOR_INPUT } from './defaults';

describe('DEFAULT_CALCULATOR_INPUT', () => {
  it('does match the spec defaults: both, 5 people, no add-ons, regular', () => {
    expect(DEFAULT_CALCULATOR_INPUT).toStrictEqual({
      kind: 'both',
      people: 5,
      performanceMarketing: false,
      extraHelp: false,
      speed: 'regular',
    });
  });

  it('does refuse mutation, since every calculator shares it', () => {
    expect(Object.isFrozen(DEFAULT_CALCULATOR_INPUT)).toBe(true);
  });
});
