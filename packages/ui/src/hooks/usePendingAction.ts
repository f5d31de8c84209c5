import { useEffect, useRef, useState } from 'react';

/**
 * Runs an action at most once at a time and says whether it is running, for a button that shows 'Signing out…'
 * and ignores presses meanwhile. A rejection only ends the pending state: reporting it is the caller's job.
 */
export function usePendingAction(action: () => Promise<unknown> | void) {
  const [isPending, setIsPending] = useState(false);
  // A ref, not state: two presses in the same tick both see the state from before the first one.
  const pendingRef = useRef(false);
  const mountedRef = useRef(false);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const run = async () => {
    if (pendingRef.current) return;
    pendingRef.current = true;
    setIsPending(true);
    try {
      await action();
    } catch {
      // Reported by the caller (a toast); here it only ends the pending state.
    } finally {
      pendingRef.current = false;
      // The page may have moved on (signed out); only a button still on screen needs its label back.
      if (mountedRef.current) setIsPending(false);
    }
  };

  return { isPending, run };
}
