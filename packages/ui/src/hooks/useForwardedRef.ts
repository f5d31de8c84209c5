import { useImperativeHandle, useRef, type Ref, type RefObject } from 'react';

/** A ref the component reads itself, handed on to the ref its caller forwarded. Put it on the element. */
export function useForwardedRef<T>(forwarded: Ref<T> | undefined): RefObject<T | null> {
  const own = useRef<T | null>(null);
  // Runs after the element is attached, so the caller receives the element itself.
  useImperativeHandle(forwarded, () => own.current as T, []);
  return own;
}
