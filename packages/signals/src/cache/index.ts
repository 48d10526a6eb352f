/*
 * A TTL cache with a size limit (least recently used goes first) and hit/miss stats as
 * signals. A Map keeps insertion order, so re-inserting on read makes the first key the least
 * recently used. Expired entries can be kept a while longer (`staleMs`) for stale-if-error
 * fallbacks; a timer sweeps what is past that every `sweepMs`. The timer runs only while the
 * cache holds entries, is stopped by `dispose()`, and is owned by the effect scope (or effect)
 * the cache was created in, so disposing that scope stops it too.
 */
import { effect, signal, untracked, type ReadonlySignal } from '../index.ts';

/**
 * One stored value and when it was stored (ms since the epoch).
 *
 * @example
 * ```ts
 * const entry = cache.getStale('user:1'); // { value, storedAt, expiresAt } or undefined
 * if (entry && Date.now() > entry.expiresAt) showAsOutdated(entry.value, entry.storedAt);
 * ```
 */
export interface CacheEntry<V> {
  value: V;
  storedAt: number;
  /** When `get` stops returning it (ms since the epoch). */
  expiresAt: number;
}

/**
 * Limits and timings of a cache; every field is optional.
 *
 * @example
 * ```ts
 * const options: CacheOptions = { maxSize: 100, ttlMs: 10_000, staleMs: 60_000 };
 * ```
 */
export interface CacheOptions {
  /**
   * Entries kept; beyond it the least recently used is evicted.
   * @default 1000
   */
  maxSize?: number;
  /**
   * How long an entry is fresh, in ms.
   * @default 300000
   */
  ttlMs?: number;
  /**
   * How long an expired entry is still kept for {@link TtlCache.getStale}, in ms.
   * @default 0
   */
  staleMs?: number;
  /**
   * How often expired entries are swept, in ms.
   * @default 60000
   */
  sweepMs?: number;
}

/**
 * The cache {@link createCache} returns.
 *
 * @example
 * ```ts
 * const prices: TtlCache<number> = createCache({ ttlMs: 60_000 });
 * effect(() => console.log(`hit rate ${prices.hits.value}/${prices.misses.value}`));
 * ```
 */
export interface TtlCache<V, K = string> {
  /** The size limit in use. */
  readonly maxSize: number;
  /** The default time-to-live in use, in ms. */
  readonly ttlMs: number;
  /** Entries currently held (fresh or kept stale). */
  readonly size: ReadonlySignal<number>;
  /** Reads that found a fresh entry. */
  readonly hits: ReadonlySignal<number>;
  /** Reads that found nothing fresh. */
  readonly misses: ReadonlySignal<number>;
  /** A fresh value, or undefined (counted as a hit or a miss; a hit counts as a use). */
  get(key: K): V | undefined;
  /** Whether a fresh value is stored (not counted, not a use). */
  has(key: K): boolean;
  /** Any entry still held, fresh or expired (not counted, not a use): for fallbacks. */
  getStale(key: K): CacheEntry<V> | undefined;
  /**
   * Stores a value as the most recently used, fresh for `ttlMs` (the cache's by default) from
   * `storedAt` (now by default): a value loaded elsewhere earlier (a server render's data) keeps
   * its age, and expires when it would have there.
   */
  set(key: K, value: V, ttlMs?: number, storedAt?: number): void;
  /** Removes one entry; returns whether it was there. */
  delete(key: K): boolean;
  /** Removes every entry whose key passes `test` (all entries when omitted). */
  clear(test?: (key: K) => boolean): void;
  /** Keys held, least recently used first. */
  keys(): K[];
  /** Drops expired entries now (past `staleMs`). The timer calls it every `sweepMs`. */
  sweep(): void;
  /** Stops the sweep timer for good. Reads and writes keep working. */
  dispose(): void;
}

/**
 * Creates a TTL cache with a maximum size, a periodic sweep and hit/miss stats as signals.
 * Create it inside an effect scope to have the sweep timer stop with the scope.
 *
 * @example
 * ```ts
 * const users = createCache<User>({ ttlMs: 10_000 });
 * users.set('ada', ada);
 * users.get('ada'); // ada, counted in users.hits.value
 * users.get('bob'); // undefined, counted in users.misses.value
 * ```
 */
export function createCache<V, K = string>({
  maxSize = 1000,
  ttlMs = 300_000,
  staleMs = 0,
  sweepMs = 60_000,
}: CacheOptions = {}): TtlCache<V, K> {
  const entries = new Map<K, CacheEntry<V>>();
  const size = signal(0);
  const hits = signal(0);
  const misses = signal(0);
  let timer: ReturnType<typeof setInterval> | undefined;
  let disposed = false;

  // Stats are bookkeeping, not reads: counting with `peek` lets `get` run inside a computed, an
  // effect or a render without subscribing it to (or looping on) its own counters.
  const count = (s: typeof hits) => void (s.value = s.peek() + 1);
  const changed = () => {
    untracked(() => (size.value = entries.size));
    if (!entries.size) stop();
  };
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const fresh = (entry: CacheEntry<V> | undefined) =>
    entry !== undefined && Date.now() <= entry.expiresAt;

  const cache: TtlCache<V, K> = {
    maxSize,
    ttlMs,
    size,
    hits,
    misses,
    get(key) {
      const entry = entries.get(key);
      if (!fresh(entry)) {
        count(misses);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry!);
      count(hits);
      return entry!.value;
    },
    has: (key) => fresh(entries.get(key)),
    getStale: (key) => entries.get(key),
    set(key, value, ttl = ttlMs, storedAt = Date.now()) {
      entries.delete(key);
      entries.set(key, { value, storedAt, expiresAt: storedAt + ttl });
      while (entries.size > maxSize) entries.delete(entries.keys().next().value as K);
      if (!timer && !disposed) {
        timer = setInterval(cache.sweep, sweepMs);
        // In Node a sweep timer alone must not keep the process alive.
        (timer as { unref?: () => void }).unref?.();
      }
      changed();
    },
    delete(key) {
      const had = entries.delete(key);
      changed();
      return had;
    },
    clear(test) {
      for (const key of [...entries.keys()]) if (!test || test(key)) entries.delete(key);
      changed();
    },
    keys: () => [...entries.keys()],
    sweep() {
      const now = Date.now();
      for (const [key, entry] of entries) if (now > entry.expiresAt + staleMs) entries.delete(key);
      changed();
    },
    dispose() {
      disposed = true;
      stop();
    },
  };
  // Owned by the current scope, if any: its disposal stops the sweep timer.
  effect(() => cache.dispose);
  return cache;
}
