import { jsonResponse, type Handler } from '../_shared/http/answers.ts';
import type { BillingApi } from '../_shared/project/billingApi.ts';
import type { ProjectApi } from '../_shared/project/projectApi.ts';
import { serveFunction } from '../_shared/http/serveFunction.ts';
import type { StripeApi } from '../_shared/stripe/api.ts';
import { activeAtProvider, endPlan, unusedShare } from '../_shared/stripe/endPlan.ts';

export interface DeleteAccountDeps {
  api: Pick<ProjectApi, 'getUser' | 'deleteUser'>;
  /** Present only when a payment provider is configured: the account's plans end with it. */
  payments?: { stripe: StripeApi; billing: Pick<BillingApi, 'customerOf'> };
  /** Unix seconds. */
  now?: () => number;
  log?: (message: string) => void;
}

const isMissing = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'resource_missing';

/**
 * The account's billing ends before its rows go (docs/product.md#payments): each plan is cancelled at the provider
 * at once with the unused days of its month refunded, and the customer is marked as a deleted account's, so no
 * later account is ever given it.
 */
async function endBilling(
  { stripe, billing }: NonNullable<DeleteAccountDeps['payments']>,
  userId: string,
  now: number,
): Promise<void> {
  const customer = await billing.customerOf(userId);
  if (!customer) return;
  try {
    const { data } = await stripe.subscriptions.list({ customer, status: 'all', limit: 10 });
    for (const subscription of data.filter(activeAtProvider)) {
      await endPlan(stripe, subscription, unusedShare(subscription, now), 'account-deleted');
    }
    await stripe.customers.update(customer, {
      metadata: { user_id: '', deleted_user_id: userId },
    });
  } catch (error) {
    // A customer deleted at the provider has nothing left to end.
    if (!isMissing(error)) throw error;
  }
}

/**
 * POST /functions/v1/delete-account with the user's access token: ends the account's billing, then deletes the
 * account, and with it (by foreign key) every row bound to it. Whom to delete comes from the token alone; a body is
 * never read, so no id in it can point elsewhere. A provider that fails answers 500 and deletes nothing, so the
 * account can try again. Session: `user` (aal2 once the account has a verified factor).
 */
export function createDeleteAccountHandler(deps: DeleteAccountDeps): Handler {
  const now = deps.now ?? (() => Math.floor(Date.now() / 1000));
  return serveFunction({
    methods: ['POST'],
    session: 'user',
    api: deps.api,
    handle: async (request, user) => {
      if (deps.payments) await endBilling(deps.payments, user.id, now());
      await deps.api.deleteUser(user.id);
      return jsonResponse(request, 200, { deleted: true });
    },
    log: deps.log ?? console.error,
  });
}
