import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Database, Plan } from '../contracts/index.ts';

/** react-query keys of the plans. */
export const planKeys = { all: ['plans'] as const };

/** The plans, cheapest first as the studio orders them (anyone may read them). */
export async function fetchPlans(client: Pick<PostgrestClient<Database>, 'from'>): Promise<Plan[]> {
  const { data, error } = await client
    .from('plans')
    .select('*')
    .order('display_order', { ascending: true })
    .retry(false);
  if (error) throw error;
  return data;
}
