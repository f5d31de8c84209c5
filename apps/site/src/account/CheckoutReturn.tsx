import { useAuthActions } from '@outpace/core/auth';
import { SettingsNotice } from '@outpace/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for the payment provider's confirmation before saying it is still on its way. */
const confirmationTries = 30;
const retryMs = 1000;

type ReturnState = 'none' | 'pending' | 'late' | 'cancelled';

/**
 * Back on /account from a plan's checkout (`?checkout=success` or `?checkout=cancelled`): a calm word on what
 * happened. After a payment the plan counts once the provider's webhook has reached the server, so the
 * subscription is checked again every second until it shows, for up to 30 seconds.
 */
export function CheckoutReturn({ subscribed }: { subscribed: boolean }) {
  const { search } = useLocation();
  const outcome = new URLSearchParams(search).get('checkout');
  const { refreshSubscription } = useAuthActions();
  const [state, setState] = useState<ReturnState>(
    outcome === 'success' ? 'pending' : outcome === 'cancelled' ? 'cancelled' : 'none',
  );

  const waiting = state === 'pending' && !subscribed;

  useEffect(() => {
    if (!waiting) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (tries > confirmationTries) {
        clearInterval(timer);
        setState('late');
      } else void refreshSubscription();
    }, retryMs);
    return () => clearInterval(timer);
  }, [waiting, refreshSubscription]);

  if (waiting) return <SettingsNotice tone="pending" title="Confirming your payment…" />;
  if (state === 'pending') return <SettingsNotice tone="success" title="Your plan is active." />;
  if (state === 'late')
    return (
      <SettingsNotice tone="pending" title="Your payment is still being confirmed.">
        It can take a minute; reload this page to see your plan.
      </SettingsNotice>
    );
  if (state === 'cancelled')
    return (
      <SettingsNotice tone="pending" title="Checkout cancelled.">
        Nothing was charged.
      </SettingsNotice>
    );
  return null;
}
