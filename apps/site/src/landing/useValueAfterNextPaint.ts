import { useEffect, useState } from 'react';

/**
 * `value` as it was when the browser last painted: a change reaches the caller in the task after the next paint.
 * What is derived from it renders then, so the input that made the change paints its new state without waiting for
 * that work (Interaction to Next Paint counts only what runs before the first paint).
 */
export function useValueAfterNextPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(value), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [value]);
  return painted;
}
