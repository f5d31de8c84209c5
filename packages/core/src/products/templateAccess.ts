import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../contracts/index.ts';

/**
 * Why the signed-in account may have a template, as the database decides it (`template_entitlement`, see
 * docs/product.md#getting-a-template): bought, asked for (Free), or included in an active subscription (Paid).
 */
export type TemplateEntitlement = 'purchased' | 'claimed' | 'subscription';

/** A template the account may have, with its remix link: a row of the `my_templates` view. */
export interface OwnedTemplate {
  product_id: string;
  slug: string;
  name: string;
  entitlement: TemplateEntitlement;
  remix_url: string;
  /** When it was bought or asked for; null when only a subscription includes it. */
  acquired_at: string | null;
}

const COLUMNS = 'product_id, slug, name, entitlement, remix_url, acquired_at';

/** The caller's entitlement to one template, with its link; null when the database gives them none. */
export async function fetchTemplateAccess(
  client: SupabaseClient<Database>,
  slug: string,
): Promise<OwnedTemplate | null> {
  const { data, error } = await client
    .from('my_templates')
    .select(COLUMNS)
    .eq('slug', slug)
    .maybeSingle();
  if (error) throw error;
  return data as OwnedTemplate | null;
}

/**
 * Every template the caller may open: those asked for or bought, newest first, then those an active subscription
 * includes (`entitlement` 'subscription', no `acquired_at`) in the catalogue's order. The database decides which.
 */
export async function fetchOwnedTemplates(
  client: SupabaseClient<Database>,
): Promise<OwnedTemplate[]> {
  const { data, error } = await client
    .from('my_templates')
    .select(COLUMNS)
    .order('acquired_at', { ascending: false, nullsFirst: false })
    .order('display_order', { ascending: true });
  if (error) throw error;
  return data as OwnedTemplate[];
}

/**
 * Asks for a Free template for the signed-in account. Only the product id is sent: the database takes the
 * account from the session and refuses a Paid product. Asking twice is not an error.
 */
export async function claimTemplate(
  client: SupabaseClient<Database>,
  productId: string,
): Promise<void> {
  const { error } = await client
    .from('template_claims')
    .upsert(
      { product_id: productId },
      { onConflict: 'user_id,product_id', ignoreDuplicates: true },
    );
  if (error) throw error;
}
