import { useAuthActions } from '@outpace/core/auth';
import { CheckoutNotice } from '@outpace/ui';
import { useCheckoutReturn } from '../payments/useCheckoutReturn';
import { checkoutReturnLabels } from '../content/account';
import type { LiveStatus } from '../payments/useOwnRowChanges';

/**
 * Back on /account from a plan's checkout (`?checkout=success`; a cancelled one returns to /plans): a calm word
 * on what happened, until the provider's confirmation has reached the server: heard on the account page's channel
 * (`live`), or asked for every second while that channel is unavailable.
 */
export function CheckoutReturn({ subscribed, live }: { subscribed: boolean; live: LiveStatus }) {
  const { refreshSubscription } = useAuthActions();
  const outcome = useCheckoutReturn(subscribed, refreshSubscription, live);
  return outcome && <CheckoutNotice outcome={outcome} labels={checkoutReturnLabels} />;
}
