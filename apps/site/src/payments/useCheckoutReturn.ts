import type { CheckoutOutcome } from '@outpace/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter the checkout's return pages carry (create-checkout's success and cancel URLs). */
export const CHECKOUT_PARAM = 'checkout';

/** How long to wait for the payment provider's confirmation before saying it is still on its way. */
const confirmationTries = 30;
const retryMs = 1000;

type Started = 'none' | 'paid' | 'cancelled';

/**
 * Where a visitor back from a checkout stands (`?checkout=success` or `?checkout=cancelled`), or null when the
 * page was not opened from one. After paying, what was bought counts once the provider's webhook has reached the
 * server: until `confirmed`, `recheck` runs every second, for up to 30 seconds, then the outcome is `late`.
 */
export function useCheckoutReturn(confirmed: boolean, recheck: () => void): CheckoutOutcome | null {
  const [params] = useSearchParams();
  const [started] = useState<Started>(() => {
    const outcome = params.get(CHECKOUT_PARAM);
    return outcome === 'success' ? 'paid' : outcome === 'cancelled' ? 'cancelled' : 'none';
  });
  const [late, setLate] = useState(false);
  const waiting = started === 'paid' && !confirmed && !late;

  useEffect(() => {
    if (!waiting) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (tries > confirmationTries) setLate(true);
      else recheck();
    }, retryMs);
    return () => clearInterval(timer);
  }, [waiting, recheck]);

  if (started === 'cancelled') return 'cancelled';
  if (started === 'none') return null;
  if (confirmed) return 'success';
  return late ? 'late' : 'pending';
}
