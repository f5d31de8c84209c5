export { Catalog } from './Catalog';
export type { CatalogProps } from './Catalog';
export { ALL_PAGE_TYPES, countPageTypes, derivePageTypes, filterByPageType } from './catalogFilter';
export type { PageTypeOption } from './catalogFilter';
