import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestLoader } from './createRestLoader';
import { fetchProducts } from './fetchProducts';
import { productKeys } from './queryKeys';

/**
 * The products list query, under the key `products`: for `useQuery` and for prefetching alike. A list fetched
 * within the last minute (a prefetch, or the page before) is used as it is, without asking again.
 */
export function productsQuery(loadClient: RestLoader) {
  return queryOptions({
    queryKey: productKeys.all,
    queryFn: async () => fetchProducts(await loadClient()),
    staleTime: 60_000,
  });
}

/**
 * The products list under the query key `products`, read through the REST client alone: they are public, so a
 * visitor who only looks at them never loads supabase-js (see createRestLoader).
 */
export function useProducts(loadClient: RestLoader) {
  return useQuery(productsQuery(loadClient));
}
