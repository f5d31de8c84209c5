import type { SupabaseClient } from '@supabase/supabase-js';

/** A monthly tier, a row of the public `plans` table; its price is the one create-checkout charges. */
export interface Plan {
  id: string;
  name: string;
  summary: string;
  price_cents: number;
  /** ISO 4217, lower case, e.g. 'usd'. */
  currency: string;
  features: string[];
}

/** react-query keys of the plans. */
export const planKeys = { all: ['plans'] as const };

/** The plans, cheapest first as the studio orders them (anyone may read them). */
export async function fetchPlans(client: SupabaseClient): Promise<Plan[]> {
  const { data, error } = await client
    .from('plans')
    .select('id,name,summary,price_cents,currency,features')
    .order('display_order', { ascending: true })
    .retry(false);
  if (error) throw error;
  return data as Plan[];
}
