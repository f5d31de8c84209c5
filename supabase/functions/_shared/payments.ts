/** What the payment provider knows about one customer's subscription. */
export interface SubscriptionSnapshot {
  customerId: string | null;
  subscribed: boolean;
  tier: string | null;
  /** ISO 8601, or null when there is no active subscription. */
  end: string | null;
}

/**
 * The payment provider, behind an interface so tests can stand in for the outside world (a fake
 * provider) and the functions never depend on one vendor's SDK.
 */
export interface PaymentProvider {
  /**
   * The subscription of the customer `customerId` when it is known (stored from an earlier sync), else
   * of the customer who paid with `email`.
   */
  findSubscription(email: string, customerId?: string | null): Promise<SubscriptionSnapshot>;
}

const notSubscribed = (customerId: string | null): SubscriptionSnapshot => ({
  customerId,
  subscribed: false,
  tier: null,
  end: null,
});

interface StripePrice {
  nickname?: string | null;
  lookup_key?: string | null;
  unit_amount?: number | null;
}

interface StripeSubscription {
  current_period_end?: number;
  items: { data: { price: StripePrice; current_period_end?: number }[] };
}

/** Plan names by monthly price when the Stripe price carries no nickname or lookup key. */
export function tierFromAmount(unitAmountCents: number): string {
  if (unitAmountCents <= 999) return 'Basic';
  if (unitAmountCents <= 1999) return 'Pro';
  return 'Enterprise';
}

/** Stripe's REST API over fetch (no SDK: it must run unchanged in Deno and Node). */
export function createStripeProvider(
  secretKey: string,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  async function get<T>(path: string): Promise<T> {
    const response = await fetchImpl(`https://api.stripe.com/v1/${path}`, {
      headers: { Authorization: `Bearer ${secretKey}` },
    });
    if (!response.ok) throw new Error(`Stripe ${path.split('?')[0]} answered ${response.status}`);
    return (await response.json()) as T;
  }

  async function customerByEmail(email: string): Promise<string | undefined> {
    const customers = await get<{ data: { id: string }[] }>(
      `customers?email=${encodeURIComponent(email)}&limit=1`,
    );
    return customers.data[0]?.id;
  }

  return {
    async findSubscription(email, knownCustomerId) {
      const customerId = knownCustomerId ?? (await customerByEmail(email));
      if (!customerId) return notSubscribed(null);
      const subscriptions = await get<{ data: StripeSubscription[] }>(
        `subscriptions?customer=${encodeURIComponent(customerId)}&status=active&limit=1`,
      );
      const subscription = subscriptions.data[0];
      const item = subscription?.items.data[0];
      if (!subscription || !item) return notSubscribed(customerId);
      // Newer API versions moved the period end from the subscription onto its items.
      const periodEnd = subscription.current_period_end ?? item.current_period_end;
      const price = item.price;
      return {
        customerId,
        subscribed: true,
        tier: price.nickname || price.lookup_key || tierFromAmount(price.unit_amount ?? 0),
        end: periodEnd === undefined ? null : new Date(periodEnd * 1000).toISOString(),
      };
    },
  };
}
