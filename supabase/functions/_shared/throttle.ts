export interface Throttle {
  /** Records an attempt for `key`; returns 0 when allowed, else the seconds until the next one is. */
  hit(key: string): number;
}

/**
 * At most `limit` attempts per key within a sliding `windowSeconds`. In-memory: each function instance
 * throttles on its own, which is enough to stop a single client from hammering the mail transport.
 */
export function createThrottle(
  limit: number,
  windowSeconds: number,
  now: () => number = Date.now,
): Throttle {
  const attempts = new Map<string, number[]>();
  const windowMs = windowSeconds * 1000;
  return {
    hit(key) {
      const at = now();
      if (attempts.size > 10_000) {
        for (const [k, times] of attempts)
          if (times.every((t) => at - t >= windowMs)) attempts.delete(k);
      }
      const recent = (attempts.get(key) ?? []).filter((t) => at - t < windowMs);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return Math.max(1, Math.ceil(((recent[0] ?? at) + windowMs - at) / 1000));
      }
      recent.push(at);
      attempts.set(key, recent);
      return 0;
    },
  };
}
