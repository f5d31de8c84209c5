import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Product } from './types';

/** What can read the products: the REST client alone (see createRestLoader) or supabase-js's, which wraps it. */
export type ProductsReader = Pick<PostgrestClient, 'from'>;

/**
 * Every product, all columns, in display order. Throws the API error so react-query can show and retry it;
 * postgrest-js's own retries are off so that one policy (the query's) decides how long a visitor waits.
 */
export async function fetchProducts(client: ProductsReader): Promise<Product[]> {
  const { data, error } = await client
    .from('products')
    .select('*')
    .order('display_order', { ascending: true })
    .retry(false);
  if (error) throw error;
  return data as Product[];
}
