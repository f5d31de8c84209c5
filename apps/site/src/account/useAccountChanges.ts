import { useAuthActions, useSession, type SubscriptionState } from '@outpace/core/auth';
import { queryClient } from '../lib/queryClient';
import { useOwnRowChanges, type LiveStatus, type OwnTable } from '../payments/useOwnRowChanges';
import { templateAccessKeys } from '../pages/template/templateAccessKeys';

const accountTables = ['subscribers', 'purchases', 'template_claims'] as const;

function sameSubscription(a: SubscriptionState, b: SubscriptionState): boolean {
  const end = (value: string | null) => (value === null ? null : Date.parse(value));
  return (
    a.subscribed === b.subscribed &&
    a.subscriptionTier === b.subscriptionTier &&
    end(a.subscriptionEnd) === end(b.subscriptionEnd)
  );
}

/**
 * Keeps `/account` in step with the account's rows while it is open, without asking on a timer: a plan the webhook
 * starts, changes or ends (the `subscribers` row) checks the subscription again, and a template bought or claimed
 * (`purchases`, `template_claims`) reads "Your templates" again. The subscription is checked only when the row says
 * something the page does not show yet: the check itself may save the row again, and an unchanged row must not start
 * another.
 */
export function useAccountChanges(userId: string | undefined): LiveStatus {
  const { subscription } = useSession();
  const { refreshSubscription } = useAuthActions();
  return useOwnRowChanges(userId, accountTables, (table: OwnTable, row) => {
    if (table !== 'subscribers') {
      void queryClient.invalidateQueries({ queryKey: templateAccessKeys.all });
      return;
    }
    const written = subscriptionOfRow(row);
    if (!written || !sameSubscription(written, subscription)) void refreshSubscription();
  });
}

function subscriptionOfRow(row: Record<string, unknown>): SubscriptionState | undefined {
  if (typeof row.subscribed !== 'boolean') return undefined;
  return {
    subscribed: row.subscribed,
    subscriptionTier: typeof row.subscription_tier === 'string' ? row.subscription_tier : null,
    subscriptionEnd: typeof row.subscription_end === 'string' ? row.subscription_end : null,
  };
}
