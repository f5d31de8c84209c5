import { createServiceRest, type ProjectApiOptions } from './projectApi.ts';

export interface SellableProduct {
  id: string;
  slug: string;
  name: string;
  price_type: 'Free' | 'Paid';
  price_cents: number;
}

export interface Plan {
  id: string;
  name: string;
  price_cents: number;
  currency: string;
  lookup_key: string;
}

export interface PurchaseRow {
  user_id: string;
  product_id: string;
  amount_cents: number;
  currency: string;
  receipt_url: string | null;
  checkout_session_id: string;
}

/** The payment tables, read and written with the service role (the API roles cannot reach most of them). */
export interface BillingApi {
  product(slug: string): Promise<SellableProduct | null>;
  plan(id: string): Promise<Plan | null>;
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
  owns(userId: string, productId: string): Promise<boolean>;
  /** False when that checkout's purchase was recorded already. */
  recordPurchase(row: PurchaseRow): Promise<boolean>;
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
      const found = await rows<Plan>(
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
    async owns(userId, productId) {
      const found = await rows<{ id: string }>(
        `purchases?select=id&user_id=eq.${q(userId)}&product_id=eq.${q(productId)}&limit=1`,
        'Reading purchases',
      );
      return found.length > 0;
    },
    recordPurchase: (row) => insert('purchases', row, 'Recording the purchase'),
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
