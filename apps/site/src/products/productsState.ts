import type { Product } from '@outpace/core/products';
import type { ProductCardModel, ProductsState } from '@outpace/ui';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * The kit's view of the products query. A list the page already shows (prerendered, or an earlier answer) stays
 * when asking again fails. A retry after an error shows the loading state again, so the visitor sees that the
 * button did something.
 */
export function productsState(
  query: UseQueryResult<Product[]>,
  cards: readonly ProductCardModel[],
): ProductsState {
  if (query.data) return { status: 'success', products: cards };
  if (query.isError && !query.isFetching)
    return { status: 'error', onRetry: () => void query.refetch() };
  return { status: 'loading' };
}
