import { describe, expect, it } from 'vitest';
import type { Product } from '@outpace/core/products';
import { toTemplateDetail } from './templateModel';

const bucket = 'http://127.0.0.1:54321/storage/v1/object/public/product-thumbnails';
const row: Product = {
  id: '7d1c',
  slug: 'aurora-saas',
  name: 'Aurora',
  description: 'A launch page for B2B software.',
  page_type: 'SaaS',
  thumbnail_url: `${bucket}/aurora-saas.webp`,
  thumbnail_avif_url: `${bucket}/aurora-saas.avif`,
  price_type: 'Paid',
  price_cents: 2999,
  display_order: 1,
  preview_url: null,
  pages: ['Home', 'Pricing'],
  features: [],
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-12-01T09:00:00.000Z',
  template_updated_on: '2026-11-24',
  licence: 'Commercial use',
  // As the embed may return them: not in the gallery's order.
  shots: [
    {
      position: 2,
      viewport: 'mobile',
      page: 'Pricing',
      webp_url: `${bucket}/aurora-saas-mobile-2.webp`,
      avif_url: null,
    },
    {
      position: 1,
      viewport: 'desktop',
      page: 'Home',
      webp_url: `${bucket}/aurora-saas.webp`,
      avif_url: `${bucket}/aurora-saas.avif`,
    },
  ],
};

describe('toTemplateDetail', () => {
  it('lists the shots by position, each at its drawn size, AVIF first only where there is one', () => {
    expect(toTemplateDetail(row).shots).toEqual([
      {
        viewport: 'desktop',
        page: 'Home',
        image: {
          src: `${bucket}/aurora-saas.webp`,
          sources: [{ type: 'image/avif', srcSet: `${bucket}/aurora-saas.avif 640w` }],
          width: 640,
          height: 480,
          alt: 'Aurora: Home page on a desktop',
        },
      },
      {
        viewport: 'mobile',
        page: 'Pricing',
        image: {
          src: `${bucket}/aurora-saas-mobile-2.webp`,
          sources: undefined,
          width: 300,
          height: 600,
          alt: 'Aurora: Pricing page on a phone',
        },
      },
    ]);
  });

  it('dates the template by its own last change, not the row’s, and links its licence and refund terms', () => {
    expect(toTemplateDetail(row)).toMatchObject({
      updatedOn: '2026-11-24',
      licence: { name: 'Commercial use', termsHref: '/terms', refundsHref: '/refunds' },
    });
  });
});
