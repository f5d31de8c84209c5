import { useLayoutEffect, useRef, type RefObject } from 'react';

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

/**
 * `useAdoptEarlyChoice` for a group of native radios: reports the radio checked in `group` before hydration through
 * `onSelect`, when it is one of `values` and not already `selected`.
 */
export function useAdoptEarlyRadio<T extends string>(
  group: RefObject<HTMLElement | null>,
  values: readonly T[],
  selected: T | undefined,
  onSelect: (value: T) => void,
): void {
  useAdoptEarlyChoice(() => {
    const picked = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const value = values.find((candidate) => candidate === picked?.value);
    if (value !== undefined && value !== selected) onSelect(value);
  });
}
