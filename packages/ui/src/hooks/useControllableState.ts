import { useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** The caller's value: when it is not `undefined` the caller owns the state (controlled). */
  prop: T | undefined;
  /** The first value while the component owns the state (uncontrolled). */
  defaultProp: T;
  /** Told every change asked for, controlled or not. */
  onChange?: (next: T) => void;
}

/**
 * State a caller may own or leave to the component, as Radix's hook of the same name: read the value, and set it
 * through the returned setter, which updates the component's own copy only while uncontrolled and always reports.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: UseControllableStateOptions<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const isControlled = prop !== undefined;
  const setValue = (next: T) => {
    if (!isControlled) setUncontrolled(next);
    onChange?.(next);
  };
  return [isControlled ? prop : uncontrolled, setValue];
}
