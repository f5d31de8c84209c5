import { useQuery } from '@tanstack/react-query';
import { useSupabaseLoader } from '../supabase';
import { fetchProducts } from './fetchProducts';
import { productKeys } from './queryKeys';

/** The products list under the query key `products`. */
export function useProducts() {
  const loadClient = useSupabaseLoader();
  return useQuery({
    queryKey: productKeys.all,
    queryFn: async () => fetchProducts(await loadClient()),
  });
}
