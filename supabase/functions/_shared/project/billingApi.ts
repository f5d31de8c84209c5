import type { Plan, Product, TablesInsert } from '../../../../packages/core/src/contracts/index.ts';
import { createServiceRest, type ProjectApiOptions } from './projectApi.ts';

/** What create-checkout reads of a template to sell it. */
export type SellableProduct = Pick<Product, 'id' | 'slug' | 'name' | 'price_type' | 'price_cents'>;

/** What create-checkout reads of a plan to sell it. */
export type SellablePlan = Pick<Plan, 'id' | 'name' | 'price_cents' | 'currency' | 'lookup_key'>;

export type PurchaseRow = Pick<
  TablesInsert<'purchases'>,
  | 'user_id'
  | 'product_id'
  | 'amount_cents'
  | 'currency'
  | 'receipt_url'
  | 'checkout_session_id'
  | 'payment_intent_id'
>;

/** What the database made of a paid checkout (record_purchase): `refund_due` when the account had it already. */
export type PurchaseState = 'paid' | 'refund_due' | 'refunded' | 'disputed';

/** What the database made of a provider subscription (record_subscription): `duplicate` when another is live. */
export type SubscriptionState = 'live' | 'ended' | 'duplicate' | 'refunded' | 'disputed';

export interface SubscriptionRecord {
  user_id: string;
  customer_id: string;
  id: string;
  status: string;
  tier: string | null;
  /** ISO 8601: the end of the paid period while active, when it ended once not. */
  ends_at: string | null;
  payment_intent: string | null;
}

/** The payment tables, read and written with the service role (the API roles cannot reach most of them). */
export interface BillingApi {
  product(slug: string): Promise<SellableProduct | null>;
  plan(id: string): Promise<SellablePlan | null>;
  /** The provider customer of the account, if it has one yet. */
  customerOf(userId: string): Promise<string | null>;
  /** The account of a provider customer, or null for a customer the site did not create. */
  userOfCustomer(customerId: string): Promise<string | null>;
  /**
   * Binds a new provider customer to the account; when a concurrent call bound one first, answers that one, so
   * an account never has two. `replace` rebinds (the provider no longer knows the stored one).
   */
  saveCustomer(userId: string, customerId: string, replace?: boolean): Promise<string>;
  /** The account's current address, or null when the account is gone. */
  userEmail(userId: string): Promise<string | null>;
  /**
   * Why the caller behind `accessToken` already has the template ('purchased', 'claimed', 'subscription'), or null:
   * the database's own answer (template_entitlement), asked as the caller, as RLS asks it.
   */
  entitlement(accessToken: string, productId: string): Promise<string | null>;
  /** Records a paid checkout once; the database decides whether it owns the template or is due a refund. */
  recordPurchase(row: PurchaseRow): Promise<PurchaseState>;
  /** Records a subscription as the provider has it; the database decides whether it is the account's live one. */
  recordSubscription(record: SubscriptionRecord): Promise<SubscriptionState | null>;
  /**
   * A refund or dispute of one payment: answers what the database took back for it (record_payment_reversal).
   */
  recordReversal(
    paymentIntent: string,
    reversal: 'refunded' | 'disputed',
    amountRefundedCents: number,
    amountCents: number,
  ): Promise<'purchase' | 'subscription' | 'nothing'>;
  /** The subscription a payment paid for, if it is one of ours. */
  subscriptionPaidBy(paymentIntent: string): Promise<string | null>;
  eventSeen(id: string): Promise<boolean>;
  recordEvent(id: string, type: string): Promise<void>;
}

export function createBillingApi(options: ProjectApiOptions): BillingApi {
  const { headers, call, fail } = createServiceRest(options);
  const q = encodeURIComponent;

  async function rows<T>(path: string, what: string): Promise<T[]> {
    const response = await call(`/rest/v1/${path}`, { headers });
    if (!response.ok) return fail(response, what);
    return (await response.json()) as T[];
  }

  /** Inserts a row; false when a unique key says it is there already. */
  async function insert(table: string, row: object, what: string): Promise<boolean> {
    const response = await call(`/rest/v1/${table}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify(row),
    });
    if (response.status === 409) return false;
    if (!response.ok) return fail(response, what);
    return true;
  }

  async function rpc<T>(name: string, args: object, what: string): Promise<T> {
    const response = await call(`/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    });
    if (!response.ok) return fail(response, what);
    return (await response.json()) as T;
  }

  const customerOf = async (userId: string) =>
    (
      await rows<{ customer_id: string }>(
        `payment_customers?select=customer_id&user_id=eq.${q(userId)}`,
        'Reading the customer',
      )
    )[0]?.customer_id ?? null;

  return {
    async product(slug) {
      const found = await rows<SellableProduct>(
        `products?select=id,slug,name,price_type,price_cents&slug=eq.${q(slug)}`,
        'Reading the template',
      );
      return found[0] ?? null;
    },
    async plan(id) {
      const found = await rows<SellablePlan>(
        `plans?select=id,name,price_cents,currency,lookup_key&id=eq.${q(id)}`,
        'Reading the plan',
      );
      return found[0] ?? null;
    },
    customerOf,
    async userOfCustomer(customerId) {
      const found = await rows<{ user_id: string }>(
        `payment_customers?select=user_id&customer_id=eq.${q(customerId)}`,
        'Reading the customer',
      );
      return found[0]?.user_id ?? null;
    },
    async saveCustomer(userId, customerId, replace = false) {
      if (replace) {
        const response = await call(`/rest/v1/payment_customers?user_id=eq.${q(userId)}`, {
          method: 'PATCH',
          headers: { ...headers, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
          body: JSON.stringify({ customer_id: customerId }),
        });
        if (!response.ok) return fail(response, 'Saving the customer');
        return customerId;
      }
      if (
        await insert(
          'payment_customers',
          { user_id: userId, customer_id: customerId },
          'Saving the customer',
        )
      ) {
        return customerId;
      }
      return (await customerOf(userId)) ?? customerId;
    },
    async userEmail(userId) {
      const response = await call(`/auth/v1/admin/users/${q(userId)}`, { headers });
      if (response.status === 404) return null;
      if (!response.ok) return fail(response, 'Reading the account');
      const user = (await response.json()) as { email?: unknown };
      return typeof user.email === 'string' ? user.email.toLowerCase() : null;
    },
    async entitlement(accessToken, productId) {
      const response = await call('/rest/v1/rpc/template_entitlement', {
        method: 'POST',
        headers: {
          apikey: headers.apikey ?? options.serviceKey,
          Authorization: `Bearer ${accessToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ product: productId }),
      });
      if (!response.ok) return fail(response, 'Reading the entitlement');
      const answer = (await response.json()) as unknown;
      return typeof answer === 'string' ? answer : null;
    },
    recordPurchase: (row) =>
      rpc<PurchaseState>(
        'record_purchase',
        {
          buyer: row.user_id,
          product: row.product_id,
          amount_cents: row.amount_cents,
          currency: row.currency,
          receipt_url: row.receipt_url,
          checkout_session_id: row.checkout_session_id,
          payment_intent_id: row.payment_intent_id,
        },
        'Recording the purchase',
      ),
    recordSubscription: (record) =>
      rpc<SubscriptionState | null>(
        'record_subscription',
        {
          buyer: record.user_id,
          customer: record.customer_id,
          subscription: record.id,
          provider_status: record.status,
          plan_tier: record.tier,
          plan_ends_at: record.ends_at,
          payment_intent: record.payment_intent,
        },
        'Recording the subscription',
      ),
    recordReversal: (paymentIntent, reversal, amountRefundedCents, amountCents) =>
      rpc(
        'record_payment_reversal',
        {
          payment_intent: paymentIntent,
          reversal,
          amount_refunded_cents: amountRefundedCents,
          amount_cents: amountCents,
        },
        'Recording the refund',
      ),
    async subscriptionPaidBy(paymentIntent) {
      const found = await rows<{ id: string }>(
        `subscriptions?select=id&latest_payment_intent_id=eq.${q(paymentIntent)}&limit=1`,
        'Reading the subscription',
      );
      return found[0]?.id ?? null;
    },
    async eventSeen(id) {
      return (
        (await rows(`payment_events?select=id&id=eq.${q(id)}`, 'Reading the event')).length > 0
      );
    },
    async recordEvent(id, type) {
      await insert('payment_events', { id, type }, 'Recording the event');
    },
  };
}
