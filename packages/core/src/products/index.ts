export { fetchProducts } from './fetchProducts';
export { productPriceUsd } from './productPriceUsd';
export { productKeys } from './queryKeys';
export { productsQuery, useProducts } from './useProducts';
export { relatedProducts } from './relatedProducts';
export { claimTemplate, fetchOwnedTemplates, fetchTemplateAccess } from './templateAccess';
export type { OwnedTemplate, TemplateEntitlement } from './templateAccess';
export type { Product } from './types';
