import { describe, expect, it } from 'vitest';
import { PricingInputError } from './PricingInputError';

describe('PricingInputError', () => {
  it('does behave as a named Error carrying the field and value', () => {
    const error = new PricingInputError('speed', 'turbo', 'one of rush, fast, regular');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(PricingInputError);
    expect(error.name).toBe('PricingInputError');
    expect(error.field).toBe('speed');
    expect(error.value).toBe('turbo');
    expect(error.message).toBe('Invalid speed: "turbo". Expected one of rush, fast, regular.');
  });

  it.each([
    ['a string, quoted', '3', '"3"'],
    ['a number', 2.5, '2.5'],
    ['NaN', NaN, 'NaN'],
    ['Infinity', Infinity, 'Infinity'],
    ['a boolean', false, 'false'],
    ['null', null, 'null'],
    ['undefined', undefined, 'undefined'],
    ['a symbol', Symbol('x'), 'Symbol(x)'],
    ['a bigint', 3n, '3'],
    ['an object, by its tag', { people: 3 }, '[object Object]'],
    ['an array, by its tag', [3], '[object Array]'],
    ['a function, by its tag', () => 3, '[object Function]'],
  ])('does show %s in the message', (_name, value, shown) => {
    const error = new PricingInputError('people', value, 'a number');
    expect(error.message).toBe(`Invalid people: ${shown}. Expected a number.`);
    expect(error.value).toBe(value);
  });
});
