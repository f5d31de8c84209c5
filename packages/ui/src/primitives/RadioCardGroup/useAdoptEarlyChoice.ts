import { useLayoutEffect, useRef } from 'react';

/**
 * Runs `adopt` once, right after the first commit. On a prerendered page a visitor can tick a native radio or
 * checkbox before React hydrates it: React then keeps the checked state the DOM has but reports no change, so the
 * card would show one choice while the state behind it holds another. `adopt` reads the DOM and reports the
 * difference through the component's usual callback.
 */
export function useAdoptEarlyChoice(adopt: () => void): void {
  // The first render's `adopt` is the one that runs: it sees the props the page hydrated with.
  const adoptOnMount = useRef(adopt);
  useLayoutEffect(() => adoptOnMount.current(), []);
}
