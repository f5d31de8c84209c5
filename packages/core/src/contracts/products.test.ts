import { describe, expect, it } from 'vitest';
import { isFree } from './products.ts';

describe('isFree', () => {
  it('is true for a Free template and false for a Paid one', () => {
    expect(isFree({ price_type: 'Free' })).toBe(true);
    expect(isFree({ price_type: 'Paid' })).toBe(false);
  });
});
