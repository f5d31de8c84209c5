import type { CheckoutOutcome } from '@outpace/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LiveStatus } from './useOwnRowChanges';

/** The query parameter the checkout's return pages carry (create-checkout's success and cancel URLs). */
export const CHECKOUT_PARAM = 'checkout';

/** How long to wait for the payment provider's confirmation before saying it is still on its way. */
const confirmationMs = 30_000;
/** How often to ask again while no realtime channel can tell (the fallback). */
const retryMs = 1000;

type Started = 'none' | 'paid' | 'cancelled';

/** How the page was opened: back from a paid checkout, a cancelled one, or neither; read once, on the first render. */
export function useCheckoutStart(): Started {
  const [params] = useSearchParams();
  const [started] = useState<Started>(() => {
    const outcome = params.get(CHECKOUT_PARAM);
    return outcome === 'success' ? 'paid' : outcome === 'cancelled' ? 'cancelled' : 'none';
  });
  return started;
}

/**
 * Where a visitor back from a checkout stands (`?checkout=success` or `?checkout=cancelled`), or null when the
 * page was not opened from one. After paying, what was bought counts once the provider's webhook has reached the
 * server. The page hears that write on its realtime channel (`live`, whose change calls `recheck`), so it asks
 * again only once the channel is joined, for a write that came before; while the channel is unavailable it asks
 * every second instead. Unconfirmed after 30 seconds, the outcome is `late`.
 */
export function useCheckoutReturn(
  confirmed: boolean,
  recheck: () => void,
  live: LiveStatus,
): CheckoutOutcome | null {
  const started = useCheckoutStart();
  const [late, setLate] = useState(false);
  const waiting = started === 'paid' && !confirmed && !late;

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setLate(true), confirmationMs);
    return () => clearTimeout(timer);
  }, [waiting]);

  useEffect(() => {
    if (!waiting || live === 'connecting') return;
    if (live === 'live') {
      recheck();
      return;
    }
    const timer = setInterval(recheck, retryMs);
    return () => clearInterval(timer);
  }, [waiting, live, recheck]);

  if (started === 'cancelled') return 'cancelled';
  if (started === 'none') return null;
  if (confirmed) return 'success';
  return late ? 'late' : 'pending';
}
