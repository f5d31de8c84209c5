import type { SupabaseClient } from '@supabase/supabase-js';
import type { Product } from './types';

/**
 * Every product, all columns, in display order. Throws the API error so react-query can show and retry it;
 * postgrest-js's own retries are off so that one policy (the query's) decides how long a visitor waits.
 */
export async function fetchProducts(client: SupabaseClient): Promise<Product[]> {
  const { data, error } = await client
    .from('products')
    .select('*')
    .order('display_order', { ascending: true })
    .retry(false);
  if (error) throw error;
  return data as Product[];
}
