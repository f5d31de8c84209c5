export interface RateLimiter {
  /** Takes one request from `key`'s allowance; false means the caller is over the limit. */
  take(key: string): boolean;
}

/**
 * Token bucket per key, like Supabase Auth's per-IP limiters: holds `burst` requests and refills at
 * `perFiveMinutes` per 300 s. A non-positive rate disables the limit.
 */
export function createTokenBucket(
  perFiveMinutes: number,
  burst: number,
  now: () => number = Date.now,
): RateLimiter {
  if (perFiveMinutes <= 0) return { take: () => true };
  const refillPerMs = perFiveMinutes / 300_000;
  const capacity = Math.max(1, burst);
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key) {
      const at = now();
      if (buckets.size > 10_000) {
        for (const [k, b] of buckets)
          if (b.tokens + (at - b.at) * refillPerMs >= capacity) buckets.delete(k);
      }
      const bucket = buckets.get(key) ?? { tokens: capacity, at };
      const tokens = Math.min(capacity, bucket.tokens + (at - bucket.at) * refillPerMs);
      if (tokens < 1) {
        buckets.set(key, { tokens, at });
        return false;
      }
      buckets.set(key, { tokens: tokens - 1, at });
      return true;
    },
  };
}

/** Project-wide quota of auth mails in a sliding hour. A non-positive quota disables it. */
export function createHourlyQuota(perHour: number, now: () => number = Date.now): RateLimiter {
  if (perHour <= 0) return { take: () => true };
  const sent: number[] = [];
  return {
    take() {
      const at = now();
      while (sent.length > 0 && at - (sent[0] ?? at) >= 3_600_000) sent.shift();
      if (sent.length >= perHour) return false;
      sent.push(at);
      return true;
    },
  };
}
