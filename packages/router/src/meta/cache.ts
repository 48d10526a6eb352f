/*
 * Async meta loader results, cached per route and key (params and data version) for a while,
 * so going back to a page does not run its meta loader again. A synchronous result is not
 * kept: it is cheap to compute again, and computing it again is what lets it follow the
 * signals it reads. A loader that fails is logged and gives empty meta;
 * a failure is not cached, so the next visit tries again.
 */
import { toPageMeta } from './normalize.ts';
import type { PageMeta } from './types.ts';

/**
 * How a {@link MetaCache} keeps results.
 *
 * @example
 * const options: MetaCacheOptions = { ttlMs: 60_000, log: (message) => report(message) };
 */
export interface MetaCacheOptions {
  /**
   * How long a result is reused.
   * @default 300000
   */
  ttlMs?: number;
  /**
   * Results kept at most; the least recently used go first.
   * @default 500
   */
  maxEntries?: number;
  /**
   * The clock.
   * @default Date.now
   */
  now?: () => number;
  /**
   * Where a failed meta loader is reported.
   * @default console.error
   */
  log?: (message: string, error: unknown) => void;
}

/**
 * A cache of async meta loader results keyed by an owner object (the route) and a string (its
 * params and data version). Made by {@link createMetaCache}.
 *
 * @example
 * const cache: MetaCache = createMetaCache();
 * cache.get(route, '{"id":"1"}'); // the fresh result, or undefined
 */
export interface MetaCache {
  /** How long a result is reused, in ms. */
  readonly ttlMs: number;
  /** The cached result when still fresh. */
  get(owner: object, key: string): PageMeta | undefined;
  /**
   * The cached result when fresh (synchronously), the run already in flight for the same key,
   * or the result of `load`: an async result is stored when it succeeds, a synchronous one is
   * returned as it is (never stored). Never throws or rejects: a failing `load` is logged and
   * gives `{}`.
   */
  resolve(
    owner: object,
    key: string,
    load: () => PageMeta | PromiseLike<PageMeta>,
  ): PageMeta | Promise<PageMeta>;
  /** Forgets every result (runs in flight still finish and are stored). */
  clear(): void;
}

/**
 * Whether a value is a promise or any other thenable (internal).
 *
 * @example
 * isThenable(Promise.resolve(1)); // true
 */
export function isThenable<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * Makes a {@link MetaCache}.
 *
 * @example
 * const cache = createMetaCache({ ttlMs: 60_000 });
 * const meta = await cache.resolve(route, '{"id":"1"}', () => loadProductMeta('1'));
 */
export function createMetaCache({
  ttlMs = 300_000,
  maxEntries = 500,
  now = Date.now,
  log = (message, error) => console.error(message, error),
}: MetaCacheOptions = {}): MetaCache {
  const ids = new WeakMap<object, number>();
  // Insertion order is recency order: a read re-inserts its entry.
  const entries = new Map<string, { meta: PageMeta; at: number }>();
  const pending = new Map<string, Promise<PageMeta>>();
  let nextId = 0;

  const keyOf = (owner: object, key: string): string => {
    let id = ids.get(owner);
    if (id === undefined) ids.set(owner, (id = nextId++));
    return id + '\u0000' + key;
  };
  const store = (full: string, raw: unknown): PageMeta => {
    const meta = toPageMeta(raw);
    entries.delete(full);
    entries.set(full, { meta, at: now() });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return meta;
  };
  const fail = (error: unknown): PageMeta => {
    log('Meta loader failed; the page gets empty meta.', error);
    return {};
  };
  const get = (owner: object, key: string): PageMeta | undefined => {
    const full = keyOf(owner, key);
    const entry = entries.get(full);
    entries.delete(full);
    if (!entry || now() - entry.at >= ttlMs) return undefined;
    entries.set(full, entry);
    return entry.meta;
  };

  return {
    ttlMs,
    get,
    resolve(owner, key, load) {
      const cached = get(owner, key);
      if (cached) return cached;
      const full = keyOf(owner, key);
      let run = pending.get(full);
      if (run) return run;
      let result: PageMeta | PromiseLike<PageMeta>;
      try {
        result = load();
      } catch (error) {
        return fail(error);
      }
      if (!isThenable(result)) return toPageMeta(result);
      run = Promise.resolve(result)
        .then((meta) => store(full, meta), fail)
        .finally(() => pending.delete(full));
      pending.set(full, run);
      return run;
    },
    clear: () => entries.clear(),
  };
}
