import type { StripeApi, StripePriceLike, StripeSubscriptionLike } from './api.ts';

/** What the payment provider knows about one customer's subscription. */
export interface SubscriptionSnapshot {
  customerId: string | null;
  subscribed: boolean;
  tier: string | null;
  /** ISO 8601, or null when there is no active subscription. */
  end: string | null;
}

export const notSubscribed = (customerId: string | null): SubscriptionSnapshot => ({
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
