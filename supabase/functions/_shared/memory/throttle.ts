import { RecentMap, type BoundedStoreOptions } from './recentMap.ts';

export interface Throttle {
  /** Records an attempt for `key`; returns 0 when allowed, else the seconds until the next one is. */
  hit(key: string): number;
  /** How many keys it currently remembers. */
  readonly size: number;
}

/**
 * At most `limit` attempts per key within a sliding `windowSeconds`, in O(limit) per attempt whatever
 * the number of keys. In-memory: each function instance throttles on its own, which is enough to stop a
 * single client from hammering the mail transport or the payment provider.
 */
export function createThrottle(
  limit: number,
  windowSeconds: number,
  { capacity = 10_000, now = Date.now }: BoundedStoreOptions = {},
): Throttle {
  const attempts = new RecentMap<number[]>(capacity);
  const windowMs = windowSeconds * 1000;
  return {
    get size() {
      return attempts.size;
    },
    hit(key) {
      const at = now();
      attempts.dropStale((times) => at - (times.at(-1) ?? 0) >= windowMs);
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
