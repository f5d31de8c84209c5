import type { SupabaseClient } from '@supabase/supabase-js';
import { mapAuthError, mapFunctionsError } from '../auth/authErrors';
import type { AuthActionError } from '../auth/types';

/** What a checkout is for: a Paid template by its slug, or a plan by its id. Prices are the server's. */
export type CheckoutItem = { product: string } | { plan: string };

/** A template bought, as the account page lists it. */
export interface Purchase {
  id: string;
  /** The template's name; its slug when the template is gone from the catalogue. */
  name: string;
  slug: string | null;
  amountCents: number;
  currency: string;
  /** ISO 8601. */
  createdAt: string;
  receiptUrl: string | null;
  /** Decided by the database (`purchases.state`): only `paid` owns the template. */
  state: PurchaseState;
  /** Given back so far, in the currency's smallest unit. */
  amountRefundedCents: number;
}

/**
 * `paid` owns the template; `refund_due` is a second payment for a template the account had, being refunded;
 * `refunded` and `disputed` own nothing.
 */
export type PurchaseState = 'paid' | 'refund_due' | 'refunded' | 'disputed';

export type RedirectResult = { url: string; error: null } | { url: null; error: AuthActionError };
export type PurchasesResult =
  { purchases: Purchase[]; error: null } | { purchases: null; error: AuthActionError };

export interface PaymentActions {
  /** Opens a checkout (`create-checkout`): answers the hosted page to send the visitor to. */
  startCheckout(item: CheckoutItem): Promise<RedirectResult>;
  /** The billing portal of the account (`customer-portal`): cancel at period end, card, invoices. */
  openBillingPortal(): Promise<RedirectResult>;
  /** The account's purchases, newest first (row level security hands out the caller's own only). */
  listPurchases(): Promise<PurchasesResult>;
  /**
   * What the database recorded for one checkout of a template (its `session_id`): null until the provider's
   * webhook has recorded it. Throws when it cannot be read.
   */
  checkoutPurchaseState(sessionId: string): Promise<PurchaseState | null>;
}

async function redirectFrom(
  connect: () => Promise<SupabaseClient>,
  name: string,
  body?: CheckoutItem,
): Promise<RedirectResult> {
  try {
    const client = await connect();
    const { data, error } = await client.functions.invoke<{ url?: unknown }>(name, {
      method: 'POST',
      ...(body ? { body } : {}),
    });
    if (error) return { url: null, error: await mapFunctionsError(error) };
    if (typeof data?.url !== 'string') {
      return {
        url: null,
        error: { code: 'function_error', message: 'The server sent no page to open.' },
      };
    }
    return { url: data.url, error: null };
  } catch (error) {
    return { url: null, error: await mapFunctionsError(error) };
  }
}

interface PurchaseRow {
  id: string;
  product_id: string;
  amount_cents: number;
  currency: string;
  created_at: string;
  receipt_url: string | null;
  state: PurchaseState;
  amount_refunded_cents: number;
}

/** The account's payment actions, for the client `connect` answers once its auth events are subscribed to. */
export function createPaymentActions(connect: () => Promise<SupabaseClient>): PaymentActions {
  return {
    startCheckout: (item) => redirectFrom(connect, 'create-checkout', item),
    openBillingPortal: () => redirectFrom(connect, 'customer-portal'),
    async listPurchases() {
      try {
        const client = await connect();
        const bought = await client
          .from('purchases')
          .select(
            'id,product_id,amount_cents,currency,created_at,receipt_url,state,amount_refunded_cents',
          )
          .order('created_at', { ascending: false })
          .returns<PurchaseRow[]>();
        if (bought.error) return { purchases: null, error: mapAuthError(bought.error) };
        const ids = [...new Set(bought.data.map((row) => row.product_id))];
        const products = ids.length
          ? await client.from('products').select('id,name,slug').in('id', ids)
          : { data: [], error: null };
        if (products.error) return { purchases: null, error: mapAuthError(products.error) };
        const byId = new Map(
          (products.data as { id: string; name: string; slug: string }[]).map((p) => [p.id, p]),
        );
        return {
          error: null,
          purchases: bought.data.map((row) => ({
            id: row.id,
            name: byId.get(row.product_id)?.name ?? 'A template no longer listed',
            slug: byId.get(row.product_id)?.slug ?? null,
            amountCents: row.amount_cents,
            currency: row.currency,
            createdAt: row.created_at,
            receiptUrl: row.receipt_url,
            state: row.state,
            amountRefundedCents: row.amount_refunded_cents,
          })),
        };
      } catch (error) {
        return { purchases: null, error: mapAuthError(error) };
      }
    },
    async checkoutPurchaseState(sessionId) {
      const client = await connect();
      const { data, error } = await client
        .from('purchases')
        .select('state')
        .eq('checkout_session_id', sessionId)
        .maybeSingle<{ state: PurchaseState }>();
      if (error) throw error;
      return data?.state ?? null;
    },
  };
}
