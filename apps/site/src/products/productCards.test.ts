import { describe, expect, it } from 'vitest';
import type { Product } from '@outpace/core/products';
import { toProductCard } from './productCards';

const row: Product = {
  id: '7d1c',
  slug: 'aurora-saas',
  name: 'Aurora',
  description: 'A launch page for B2B software.',
  page_type: 'SaaS',
  thumbnail_url: 'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/aurora.webp',
  thumbnail_avif_url: null,
  price_type: 'Paid',
  price_cents: 2999,
  display_order: 1,
  preview_url: 'https://aurora-saas.framer.website',
  pages: ['Home'],
  features: [],
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  template_updated_on: '2026-11-20',
  licence: 'Commercial use',
  shots: [],
};

describe('toProductCard', () => {
  it('labels a paid template with its price in dollars', () => {
    expect(toProductCard(row)).toMatchObject({
      isFree: false,
      priceLabel: '$29.99',
      pageType: 'SaaS',
    });
  });

  it('labels a Free template as Free', () => {
    expect(toProductCard({ ...row, price_type: 'Free', price_cents: 0 })).toMatchObject({
      isFree: true,
      priceLabel: 'Free',
    });
  });

  it("links to the template's page", () => {
    expect(toProductCard(row).href).toBe('/all-framer-templates/aurora-saas');
  });

  it('describes the thumbnail for screen readers and reserves its size', () => {
    expect(toProductCard(row).thumbnail).toEqual({
      src: row.thumbnail_url,
      width: 640,
      height: 480,
      alt: 'Aurora: SaaS template preview',
    });
  });

  it('offers the AVIF before the WebP when the row has one, at its stored width', () => {
    const avif = 'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails/aurora.avif';
    expect(toProductCard({ ...row, thumbnail_avif_url: avif }).thumbnail).toMatchObject({
      src: row.thumbnail_url,
      sources: [{ type: 'image/avif', srcSet: `${avif} 640w` }],
    });
  });

  it('offers no other format when the row has no AVIF, so the WebP is all a browser can pick', () => {
    expect(toProductCard(row).thumbnail.sources ?? []).toEqual([]);
  });
});
