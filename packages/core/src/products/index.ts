export { fetchProducts } from './fetchProducts';
export { productKeys } from './queryKeys';
export { productsQuery, useProducts } from './useProducts';
export type { Product } from './types';
