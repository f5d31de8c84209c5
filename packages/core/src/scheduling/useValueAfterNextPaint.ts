import { useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

/**
 * `value` as it was when the browser last painted: a change reaches the caller in the task after the next paint.
 * What is derived from it renders then, so the input that made the change paints its new state without waiting for
 * that work (Interaction to Next Paint counts only what runs before the first paint).
 */
export function useValueAfterNextPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => afterNextPaint(() => setPainted(value)), [value]);
  return painted;
}
