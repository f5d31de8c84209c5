export { fetchProducts } from './fetchProducts';
export { productPriceUsd } from './productPriceUsd';
export { productKeys } from './queryKeys';
export { productsQuery, useProducts } from './useProducts';
export type { Product } from './types';
