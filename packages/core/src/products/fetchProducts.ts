import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../contracts/index.ts';
import type { Product } from './types';

/** What can read the products: the REST client alone (see createRestLoader) or supabase-js's, which wraps it. */
export type ProductsReader = Pick<PostgrestClient<Database>, 'from'>;

/**
 * Every product, all columns and its gallery's shots, in display order. Throws the API error so react-query can show and retry it;
 * postgrest-js's own retries are off so that one policy (the query's) decides how long a visitor waits.
 */
export async function fetchProducts(client: ProductsReader): Promise<Product[]> {
  const { data, error } = await client
    .from('products')
    .select('*, shots:product_shots(position, viewport, page, webp_url, avif_url)')
    .order('display_order', { ascending: true })
    .retry(false);
  if (error) throw error;
  // The generated row types `price_type` as text; its check constraint holds it to PriceType.
  return data as Product[];
}
