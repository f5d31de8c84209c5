import { describe, expect, it } from 'vitest';
import { productPriceUsd } from './productPriceUsd';

describe('productPriceUsd', () => {
  it('does turn the stored cents into dollars', () => {
    expect(productPriceUsd({ price_cents: 2999 })).toBe(29.99);
    expect(productPriceUsd({ price_cents: 4900 })).toBe(49);
  });

  it('does price a Free template at 0', () => {
    expect(productPriceUsd({ price_cents: 0 })).toBe(0);
  });
});
