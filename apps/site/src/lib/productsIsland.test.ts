// @vitest-environment happy-dom
import type { Product } from '@outpace/core/products';
import { describe, expect, it } from 'vitest';
import { productsIsland, readProductsIsland } from './productsIsland';

const product: Product = {
  id: 'p1',
  slug: 'p1',
  name: '</script><script>window.__pwned = true</script>',
  description: 'A name that tries to end the island & a line separator: \u2028.',
  page_type: 'SaaS',
  thumbnail_url: '/products/p1.webp',
  thumbnail_avif_url: null,
  price_type: 'Paid',
  price_cents: 2999,
  display_order: 1,
  preview_url: null,
  pages: [],
  features: [],
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  template_updated_on: '2026-11-20',
  licence: 'Commercial use',
  shots: [],
};

describe('the products island', () => {
  it('gives back the products it was written with, whatever their text', () => {
    document.head.innerHTML = productsIsland([product]);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(document.head.querySelector('script')?.type).toBe('application/json');
    expect(readProductsIsland(document)).toEqual([product]);
  });

  it('gives nothing on a page prerendered without products', () => {
    document.head.innerHTML = '';
    expect(readProductsIsland(document)).toBeUndefined();
  });
});
