import type { StripeApi, StripeCustomerLike } from '../_shared/stripe/api.ts';
import {
  currentSubscription,
  notSubscribed,
  type SubscriptionSnapshot,
} from '../_shared/stripe/subscriptions.ts';

/** The payment provider as check-subscription asks it, so the handler never depends on one vendor's SDK. */
export interface PaymentProvider {
  /**
   * The subscription the provider holds for the account `userId` with the confirmed address `email`: that of a
   * customer whose metadata names the account, or of one with that address that belongs to no account yet (bought
   * before signing up), which the account then adopts. A customer of another account, living or deleted, is never
   * the answer, whatever its address (docs/product.md#payments).
   */
  findSubscription(email: string, userId: string): Promise<SubscriptionSnapshot>;
}

const belongsTo = (customer: StripeCustomerLike, userId: string) =>
  customer.metadata.user_id === userId;
const belongsToNobody = (customer: StripeCustomerLike) =>
  !customer.metadata.user_id && !customer.metadata.deleted_user_id;

/** Stripe through the official client (built by _shared/stripe/client.ts). */
export function createStripeProvider(stripe: StripeApi): PaymentProvider {
  return {
    async findSubscription(email, userId) {
      const { data } = await stripe.customers.list({ email, limit: 10 });
      const customer =
        data.find((c) => belongsTo(c, userId)) ?? data.find((c) => belongsToNobody(c));
      if (!customer) return notSubscribed(null);
      const snapshot = await currentSubscription(stripe, customer.id);
      if (!snapshot.subscribed) return notSubscribed(customer.id);
      if (belongsToNobody(customer)) {
        await stripe.customers.update(customer.id, { metadata: { user_id: userId } });
      }
      return snapshot;
    },
  };
}
