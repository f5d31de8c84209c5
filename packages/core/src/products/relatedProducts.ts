import type { Product } from './types';

/**
 * Up to `limit` other templates to show beside `product`: those of the same page type first, then the rest, each
 * group in display order (the order of `products`).
 */
export function relatedProducts(
  product: Product,
  products: readonly Product[],
  limit = 3,
): Product[] {
  const others = products.filter((candidate) => candidate.id !== product.id);
  const samePageType = others.filter((candidate) => candidate.page_type === product.page_type);
  const rest = others.filter((candidate) => candidate.page_type !== product.page_type);
  return [...samePageType, ...rest].slice(0, limit);
}
