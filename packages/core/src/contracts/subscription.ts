import type { Tables } from './database.types.ts';

/**
 * The `check-subscription` function's answer (docs/local-backend.md#check-subscription): the caller's subscriber
 * row reduced to what the site shows, with `subscribed` false once `subscription_end` has passed.
 */
export type SubscriptionStatus = Pick<
  Tables<'subscribers'>,
  'subscribed' | 'subscription_tier' | 'subscription_end'
>;
