import { useAuthActions } from '@outpace/core/auth';
import { CheckoutNotice } from '@outpace/ui';
import { useCheckoutReturn } from '../payments/useCheckoutReturn';

const planLabels = {
  successTitle: 'Your plan is active.',
  successBody: 'Every Paid template is in your templates while it lasts.',
  lateBody: 'It can take a minute; reload this page to see your plan.',
};

/**
 * Back on /account from a plan's checkout (`?checkout=success`; a cancelled one returns to /plans): a calm word
 * on what happened, rechecking the subscription until the provider's confirmation has reached the server.
 */
export function CheckoutReturn({ subscribed }: { subscribed: boolean }) {
  const { refreshSubscription } = useAuthActions();
  const outcome = useCheckoutReturn(subscribed, refreshSubscription);
  return outcome && <CheckoutNotice outcome={outcome} labels={planLabels} />;
}
