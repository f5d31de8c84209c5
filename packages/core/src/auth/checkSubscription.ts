import type { SupabaseClient } from '@supabase/supabase-js';
import type { SubscriptionStatus } from '../contracts/index.ts';
import { mapFunctionsError } from './authErrors';
import type { AuthActionError, SubscriptionState } from './types';

/** The state of a signed-out visitor, and of any session until its first check answers. */
export const NOT_SUBSCRIBED: SubscriptionState = Object.freeze({
  subscribed: false,
  subscriptionTier: null,
  subscriptionEnd: null,
});

/** Whether a body is the `check-subscription` answer (docs/local-backend.md#check-subscription). */
function isCheckSubscriptionResponse(data: unknown): data is SubscriptionStatus {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  const isNullableString = (v: unknown) => v === null || v === undefined || typeof v === 'string';
  return (
    typeof d.subscribed === 'boolean' &&
    isNullableString(d.subscription_tier) &&
    isNullableString(d.subscription_end)
  );
}

/** Outcome of one `check-subscription` call: the new state, or the error that leaves the old one in place. */
export type CheckSubscriptionResult =
  { subscription: SubscriptionState; error: null } | { subscription: null; error: AuthActionError };

/**
 * Asks the `check-subscription` function for the subscription of the session with `accessToken`. Never throws.
 *
 * The token is sent explicitly instead of letting supabase-js attach "the current" one: the answer then belongs to
 * the session the check was started for, which is what makes discarding stale answers sound, and invoke does not
 * need to take the auth lock to read the session.
 */
export async function checkSubscription(
  client: SupabaseClient,
  accessToken: string,
): Promise<CheckSubscriptionResult> {
  try {
    const { data, error } = await client.functions.invoke<unknown>('check-subscription', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    if (error) return { subscription: null, error: await mapFunctionsError(error) };
    if (!isCheckSubscriptionResponse(data)) {
      return {
        subscription: null,
        error: {
          code: 'unexpected_response',
          message: 'check-subscription answered with an unexpected body.',
        },
      };
    }
    return {
      subscription: {
        subscribed: data.subscribed,
        subscriptionTier: data.subscription_tier ?? null,
        subscriptionEnd: data.subscription_end ?? null,
      },
      error: null,
    };
  } catch (error) {
    return { subscription: null, error: await mapFunctionsError(error) };
  }
}
