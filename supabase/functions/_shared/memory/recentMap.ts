/** Bounds of a per-instance, in-memory store, and the clock it reads (tests pass their own). */
export interface BoundedStoreOptions {
  /**
   * Keys remembered at most. Past it the key written least recently is forgotten: spreading over more
   * keys than this takes as many source addresses or accounts.
   */
  capacity?: number;
  now?: () => number;
}

/**
 * A Map that keeps at most `capacity` keys, in the order they were last written, and forgets the
 * oldest first. Every operation is O(1): a caller with endlessly new keys can neither grow it nor make
 * later calls slower.
 */
export class RecentMap<V> {
  readonly #entries = new Map<string, V>();
  readonly #capacity: number;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError('capacity must be a positive integer');
    this.#capacity = capacity;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    return this.#entries.get(key);
  }

  /** Stores `value` as the newest entry, evicting the oldest when full. */
  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#capacity) this.#dropOldest();
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Drops entries from the oldest end while `stale` says so; stops at the first fresh one. */
  dropStale(stale: (value: V) => boolean): void {
    for (const [key, value] of this.#entries) {
      if (!stale(value)) return;
      this.#entries.delete(key);
    }
  }

  #dropOldest(): void {
    const oldest = this.#entries.keys().next();
    if (!oldest.done) this.#entries.delete(oldest.value);
  }
}
