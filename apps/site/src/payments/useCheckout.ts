import { usePaymentActions, type CheckoutItem } from '@outpace/core/payments';
import { useCallback, useMemo, useState } from 'react';

export interface Checkout {
  /** Opens the hosted checkout of `item` (the page is left for the provider's). */
  start: (item: CheckoutItem) => void;
  /** The item whose checkout is being opened, until the page is left or it failed. */
  starting: CheckoutItem | null;
  isStarting: boolean;
  /** Why the last checkout did not open, in words for the visitor. */
  error: string | null;
}

/**
 * Starting a checkout from a page: only what is bought is sent (a template's slug or a plan's id); price, mode and
 * customer are the server's (create-checkout). On success the visitor goes to the provider's hosted page.
 */
export function useCheckout(): Checkout {
  const actions = usePaymentActions();
  const [starting, setStarting] = useState<CheckoutItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = useCallback(
    (item: CheckoutItem) => {
      setStarting(item);
      setError(null);
      void actions.startCheckout(item).then(({ url, error: failure }) => {
        if (url) {
          window.location.assign(url);
          return;
        }
        setStarting(null);
        setError(failure?.message ?? 'The checkout could not be opened. Try again in a moment.');
      });
    },
    [actions],
  );
  return useMemo(
    () => ({ start, starting, isStarting: starting !== null, error }),
    [start, starting, error],
  );
}
