/*
 * A small LRU cache with a time-to-live, for loader results. A Map keeps insertion order, so
 * re-inserting on read makes the first key the least recently used. Expired entries are not
 * deleted on read: a loader that fails (offline, 5xx) may still fall back to them, marked
 * stale. They are swept when the cache is written and the last sweep is older than `sweepMs`.
 */
export interface CacheEntry<V> {
  value: V;
  storedAt: number;
}

export interface TtlCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  sweepMs?: number;
  now?: () => number;
}

export class TtlCache<V> {
  readonly maxEntries: number;
  readonly ttlMs: number;
  readonly #sweepMs: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, CacheEntry<V>>();
  #lastSweep: number;

  constructor({
    maxEntries = 1000,
    ttlMs = 300_000,
    sweepMs = 60_000,
    now = Date.now,
  }: TtlCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.ttlMs = ttlMs;
    this.#sweepMs = sweepMs;
    this.#now = now;
    this.#lastSweep = now();
  }

  /** A fresh entry, or undefined. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined || this.#now() - entry.storedAt > this.ttlMs) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Any entry, fresh or expired (for stale-if-error fallbacks). */
  getStale(key: string): CacheEntry<V> | undefined {
    return this.#entries.get(key);
  }

  set(key: string, value: V): void {
    const now = this.#now();
    if (now - this.#lastSweep > this.#sweepMs) this.#sweep(now);
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: now });
    while (this.#entries.size > this.maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value as string);
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Deletes every key for which `test` is true (all keys when omitted). */
  clear(test?: (key: string) => boolean): void {
    if (!test) this.#entries.clear();
    else for (const key of [...this.#entries.keys()]) if (test(key)) this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  keys(): string[] {
    return [...this.#entries.keys()];
  }

  #sweep(now: number): void {
    this.#lastSweep = now;
    // Keep expired entries a while longer as stale fallbacks, but not forever.
    for (const [key, entry] of this.#entries) {
      if (now - entry.storedAt > this.ttlMs * 12) this.#entries.delete(key);
    }
  }
}
