import { bearerToken, errorResponse, jsonResponse, serveJson, type Handler } from './http.ts';
import type { PaymentProvider } from './payments.ts';
import type { ProjectApi, SubscriberRow } from './projectApi.ts';

export interface SubscriptionStatus {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
}

export interface CheckSubscriptionDeps {
  api: Pick<ProjectApi, 'getUser' | 'findSubscriber' | 'upsertSubscriber'>;
  /** Present only when a payment provider is configured; the stored row is the truth otherwise. */
  payments?: PaymentProvider;
  now?: () => Date;
  log?: (message: string) => void;
}

/** A subscription counts only until its end date, whatever the stored flag says. */
export function statusFromRow(row: SubscriberRow | null, now: Date): SubscriptionStatus {
  const end = row?.subscription_end ?? null;
  const active =
    Boolean(row?.subscribed) && (end === null || new Date(end).getTime() > now.getTime());
  return {
    subscribed: active,
    subscription_tier: active ? (row?.subscription_tier ?? null) : null,
    subscription_end: end === null ? null : new Date(end).toISOString(),
  };
}

/**
 * POST /functions/v1/check-subscription with the user's access token: answers the caller's subscription
 * state, first syncing it from the payment provider when one is configured.
 */
export function createCheckSubscriptionHandler(deps: CheckSubscriptionDeps): Handler {
  const now = deps.now ?? (() => new Date());
  return serveJson(
    ['POST', 'GET'],
    async (request) => {
      const token = bearerToken(request);
      if (!token) return errorResponse(request, 401, 'Missing bearer token');
      const user = await deps.api.getUser(token);
      if (!user) return errorResponse(request, 401, 'Invalid or expired session');

      if (deps.payments) {
        const snapshot = await deps.payments.findSubscription(user.email);
        const row: SubscriberRow = {
          email: user.email,
          user_id: user.id,
          stripe_customer_id: snapshot.customerId,
          subscribed: snapshot.subscribed,
          subscription_tier: snapshot.tier,
          subscription_end: snapshot.end,
        };
        await deps.api.upsertSubscriber(row);
        return jsonResponse(request, 200, statusFromRow(row, now()));
      }

      const row = await deps.api.findSubscriber(user);
      return jsonResponse(request, 200, statusFromRow(row, now()));
    },
    deps.log,
  );
}
