import { RecentMap, type BoundedStoreOptions } from '../_shared/memory/recentMap.ts';

export interface SharedAnswers<V> {
  /** The answer for `key` computed within the last `ttlSeconds`, or still being computed; else `compute()`'s. */
  get(key: string, compute: () => Promise<V>): Promise<V>;
}

/**
 * Shares one computation per key among concurrent and repeated callers for `ttlSeconds` after it
 * started. A failed computation is forgotten at once, so the next caller tries again.
 */
export function createSharedAnswers<V>(
  ttlSeconds: number,
  { capacity = 10_000, now = Date.now }: BoundedStoreOptions = {},
): SharedAnswers<V> {
  const entries = new RecentMap<{ answer: Promise<V>; expiresAt: number }>(capacity);
  const ttlMs = ttlSeconds * 1000;
  return {
    get(key, compute) {
      const at = now();
      // Entries are written in time order with one lifetime, so the expired ones are the oldest.
      entries.dropStale((entry) => entry.expiresAt <= at);
      const cached = entries.get(key);
      if (cached && cached.expiresAt > at) return cached.answer;
      const entry = { answer: compute(), expiresAt: at + ttlMs };
      entries.set(key, entry);
      entry.answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.answer;
    },
  };
}
