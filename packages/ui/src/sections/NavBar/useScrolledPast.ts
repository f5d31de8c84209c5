import { useCallback, useSyncExternalStore } from 'react';

const noop = () => {};

/**
 * True once the page has scrolled more than `threshold` px. Reads `window.scrollY` on a passive scroll
 * listener; the server (and the hydration render) always report `false`, the state at the top of the page.
 * Pass `isEnabled: false` to skip the listener entirely (e.g. when the state is given as a prop).
 */
export function useScrolledPast(threshold: number, isEnabled = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!isEnabled) return noop;
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    [isEnabled],
  );
  const getSnapshot = () => isEnabled && window.scrollY > threshold;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
