import type { ProductCardModel } from '../Products';

/** The filter value that shows every product. */
export const ALL_PAGE_TYPES = 'all';

/** One filter option with the number of products it would show. */
export interface PageTypeOption {
  /** A page type, or {@link ALL_PAGE_TYPES}. */
  value: string;
  count: number;
}

/** The page types present in a list, each once, in the order they first appear (the list's display order). */
export function derivePageTypes(products: readonly ProductCardModel[]): string[] {
  return [...new Set(products.map((product) => product.pageType))];
}

/**
 * Filter options with counts: 'all' first (the whole list), then each page type in the given order.
 * Types that no product has are kept with a count of 0, so the page decides which types it offers.
 */
export function countPageTypes(
  products: readonly ProductCardModel[],
  pageTypes: readonly string[] = derivePageTypes(products),
): PageTypeOption[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    counts.set(product.pageType, (counts.get(product.pageType) ?? 0) + 1);
  }
  return [
    { value: ALL_PAGE_TYPES, count: products.length },
    ...[...new Set(pageTypes)].map((value) => ({ value, count: counts.get(value) ?? 0 })),
  ];
}

/** The products of one page type, in their original order; 'all' returns the list unchanged. */
export function filterByPageType(
  products: readonly ProductCardModel[],
  selected: string,
): readonly ProductCardModel[] {
  if (selected === ALL_PAGE_TYPES) return products;
  return products.filter((product) => product.pageType === selected);
}
