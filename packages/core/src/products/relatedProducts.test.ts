import { describe, expect, it } from 'vitest';
import { relatedProducts } from './relatedProducts';
import type { Product } from './types';

const product = (id: string, page_type: string): Product => ({
  id,
  slug: id,
  name: id,
  description: '',
  page_type,
  thumbnail_url: '',
  thumbnail_avif_url: null,
  price_type: 'Free',
  price_cents: 0,
  display_order: 0,
  preview_url: null,
  pages: [],
  features: [],
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  template_updated_on: '2026-11-20',
  licence: 'Commercial use',
  shots: [],
});

describe('relatedProducts', () => {
  const list = [
    product('a', 'SaaS'),
    product('b', 'Agency'),
    product('c', 'SaaS'),
    product('d', 'Portfolio'),
    product('e', 'SaaS'),
    product('f', 'SaaS'),
  ];

  it('puts the same page type first, in list order, and never the product itself', () => {
    expect(relatedProducts(list[0]!, list).map((p) => p.id)).toEqual(['c', 'e', 'f']);
  });

  it('fills up with other page types when too few share it', () => {
    expect(relatedProducts(list[1]!, list).map((p) => p.id)).toEqual(['a', 'c', 'd']);
  });

  it('returns what there is when the catalog is small', () => {
    expect(relatedProducts(list[0]!, list.slice(0, 2))).toEqual([list[1]]);
  });
});
