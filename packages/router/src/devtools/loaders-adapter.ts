/*
 * Everything the devtools know about the data registry, in one place: only its public
 * members (loaders, cache, invalidate), so changes inside the registry stay
 * out of the panel.
 */
import type { ReadonlySignal } from '@tendril/signals';
import type { LoaderState } from '../core/loaders.ts';
import type { DataRegistry } from '../core/loaders.ts';
import type { Router } from '../core/router.ts';

/**
 * The attached registry, if any: only a registry has a cache (the idle source a router reads
 * before `attachData` has none). Kept here so the router itself carries no devtools getter.
 */
function registryOf(router: Router): DataRegistry | undefined {
  const data = router.data;
  return 'cache' in data ? (data as DataRegistry) : undefined;
}

/** A loader as the Loaders tab shows it. */
export interface LoaderRow {
  readonly name: string;
  /** Its status, and which attempt its load is on (or took) out of how many it may take. */
  readonly status: ReadonlySignal<
    Pick<LoaderState, 'status' | 'stale' | 'attempt' | 'maxAttempts'>
  >;
}

/**
 * A load's attempts as the Loaders tab words them: "attempt 2 of 4", or "" when no attempt
 * ran for what is shown (never loaded, or served from the cache).
 *
 * @example
 * ```ts
 * describeAttempts({ attempt: 2, maxAttempts: 4 }); // 'attempt 2 of 4'
 * ```
 */
export function describeAttempts({
  attempt,
  maxAttempts,
}: Pick<LoaderState, 'attempt' | 'maxAttempts'>): string {
  return attempt > 0 ? `attempt ${attempt} of ${maxAttempts}` : '';
}

/** A cached result as the Loaders tab shows it. */
export interface CacheRow {
  readonly key: string;
  readonly ageMs: number;
  /** Past its time-to-live (kept as a fallback if a fresh load fails). */
  readonly expired: boolean;
}

/** The registry's cache counters. */
export interface CacheStats {
  readonly size: ReadonlySignal<number>;
  readonly hits: ReadonlySignal<number>;
  readonly misses: ReadonlySignal<number>;
}

/**
 * Whether the router has a data registry (tracked when read in a computed or effect).
 *
 * @example
 * ```ts
 * const ready = computed(() => hasRegistry(router));
 * ```
 */
export const hasRegistry = (router: Router): boolean => router.hasData;

/**
 * The registered loaders with their live state (empty without a registry).
 *
 * @example
 * ```ts
 * for (const row of loaderRows(router)) console.log(row.name, row.status.value.status);
 * ```
 */
export function loaderRows(router: Router): LoaderRow[] {
  const registry = registryOf(router);
  if (!registry) return [];
  // Every route's loader is listed from the start, not only once it has run.
  for (const { route } of router.routes) {
    const loader = router.loaderOf(route);
    if (loader) registry.loaderState(loader);
  }
  return registry.loaders.map(({ name, state }) => ({ name, status: state }));
}

/**
 * The cached results with their age at `now` (empty without a registry).
 *
 * @param now - the time ages are measured at. @default Date.now()
 * @example
 * ```ts
 * cacheRows(router); // [{ key: 'product-1', ageMs: 4200, expired: false }]
 * ```
 */
export function cacheRows(router: Router, now: number = Date.now()): CacheRow[] {
  const cache = registryOf(router)?.cache;
  if (!cache) return [];
  return cache.keys().flatMap((key) => {
    const entry = cache.getStale(key);
    return entry ? [{ key, ageMs: now - entry.storedAt, expired: entry.expiresAt <= now }] : [];
  });
}

/**
 * The cache's size, hits and misses, or undefined without a registry.
 *
 * @example
 * ```ts
 * const stats = cacheStats(router);
 * stats?.hits.value; // 3
 * ```
 */
export function cacheStats(router: Router): CacheStats | undefined {
  const cache = registryOf(router)?.cache;
  if (!cache) return undefined;
  return { size: cache.size, hits: cache.hits, misses: cache.misses };
}

/**
 * Drops one cached result (the next load of it fetches afresh).
 *
 * @example
 * ```ts
 * invalidateEntry(router, 'product-1');
 * ```
 */
export function invalidateEntry(router: Router, key: string): void {
  registryOf(router)?.invalidate((k) => k === key);
}

/**
 * Drops every cached result.
 *
 * @example
 * ```ts
 * clearCache(router);
 * ```
 */
export function clearCache(router: Router): void {
  registryOf(router)?.invalidate();
}
