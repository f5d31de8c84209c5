import type { SubscriptionStatus } from '../../../../packages/core/src/contracts/index.ts';

/**
 * The answer for an account without a plan. Whether a plan counts (its flag, its end) is decided in SQL, by the
 * subscription_answers view (supabase/migrations), never here.
 */
export const noSubscription: SubscriptionStatus = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
};
