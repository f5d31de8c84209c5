import type { Product } from './types';

/** The product's price in US dollars, from its `price_cents` (0 for a Free template). */
export function productPriceUsd(product: Pick<Product, 'price_cents'>): number {
  return product.price_cents / 100;
}
