export { fetchProducts } from './fetchProducts';
export { productKeys } from './queryKeys';
export { useProducts } from './useProducts';
export type { Product } from './types';
