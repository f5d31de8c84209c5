import type { StripeApi, StripePriceLike, StripeSubscriptionLike } from './stripeApi.ts';

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

/** Plan names by monthly price when the Stripe price carries no nickname or lookup key. */
export function tierFromAmount(unitAmountCents: number): string {
  if (unitAmountCents <= 999) return 'Basic';
  if (unitAmountCents <= 1999) return 'Pro';
  return 'Enterprise';
}

export const tierOf = (price: StripePriceLike): string =>
  price.nickname || price.lookup_key || tierFromAmount(price.unit_amount ?? 0);

const grantsAccess = (subscription: StripeSubscriptionLike) =>
  subscription.status === 'active' || subscription.status === 'trialing';

/**
 * What a customer's subscriptions say now, whatever order their events came in: the one that grants access if
 * any (a customer has at most one through the site), else the newest, which has ended or lapsed.
 */
export async function currentSubscription(
  stripe: StripeApi,
  customerId: string,
): Promise<SubscriptionSnapshot> {
  const { data } = await stripe.subscriptions.list({
    customer: customerId,
    status: 'all',
    limit: 10,
  });
  const subscription = data.find(grantsAccess) ?? data[0];
  const item = subscription?.items.data[0];
  if (!subscription || !item) return notSubscribed(customerId);
  const active = grantsAccess(subscription);
  const end = active ? item.current_period_end : (subscription.ended_at ?? item.current_period_end);
  return {
    customerId,
    subscribed: active,
    tier: tierOf(item.price),
    end: new Date(end * 1000).toISOString(),
  };
}

/** Stripe through the official client (see stripeApi.ts for how it is loaded in Deno and in Node). */
export function createStripeProvider(stripe: StripeApi): PaymentProvider {
  return {
    async findSubscription(email, knownCustomerId) {
      const customerId =
        knownCustomerId ?? (await stripe.customers.list({ email, limit: 1 })).data[0]?.id;
      if (!customerId) return notSubscribed(null);
      const snapshot = await currentSubscription(stripe, customerId);
      return snapshot.subscribed ? snapshot : notSubscribed(customerId);
    },
  };
}
