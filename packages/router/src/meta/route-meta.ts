/*
 * The current page's meta as a signal: the static `meta` and the `loadMeta` result of every
 * route on screen (the match chain, then an open modal route), merged so deeper routes win.
 *
 * A route's meta loader runs once its loaders have settled for the current params, so it sees
 * this page's data and never the previous page's. Until then the page shows its static meta.
 *
 * Nothing goes stale: a synchronous meta loader runs inside the computed, so the signals and
 * the loader data it reads are tracked and a change shows at once. An async one is cached per
 * params and data version (a new data object is a new version), so an edit that reloads the
 * data runs it again instead of serving the old title for the cache's 5 minutes.
 */
import { computed, signal, type ReadonlySignal } from '@tendril/signals';
import type { Router } from '../core/router.ts';
import { createMetaCache, isThenable, type MetaCache } from './cache.ts';
import { mergeMeta, toPageMeta } from './normalize.ts';
import type { PageMeta } from './types.ts';
import type { Route } from '../core/types.ts';

let sharedCache: MetaCache | undefined;

/**
 * The cache `routeMeta` uses when given none (created on first use, with the defaults).
 *
 * @example
 * defaultMetaCache().clear();
 */
export function defaultMetaCache(): MetaCache {
  return (sharedCache ??= createMetaCache());
}

const perRouter = new WeakMap<Router, WeakMap<MetaCache, ReadonlySignal<PageMeta>>>();
// The async meta loads each meta signal waits on (what `settledRouteMeta` awaits).
const inFlight = new WeakMap<ReadonlySignal<PageMeta>, Set<PromiseLike<PageMeta>>>();

/** Params as a stable string: key order does not matter. */
function paramsKey(params: Readonly<Record<string, string>>): string {
  return JSON.stringify(
    Object.keys(params)
      .sort()
      .map((key) => [key, params[key]]),
  );
}

// A number per loader data object: the version part of a meta cache key.
const versions = new WeakMap<object, number>();
let nextVersion = 0;

/** Which data a meta result was computed from: an object by identity, else its value. */
const dataVersion = (data: unknown): string =>
  data instanceof Object
    ? '#' + (versions.get(data) ?? (versions.set(data, ++nextVersion), nextVersion))
    : String(data);

/**
 * The route's loader data once every loader settled for `params` and the current query;
 * `ready: false` before. Function loaders and named ones (`loader: 'product'` or a list) alike:
 * a list gives its data by name.
 */
function loaderData(
  router: Router,
  route: Route,
  params: Readonly<Record<string, string>>,
): { ready: boolean; data?: unknown } {
  const loader = router.loaderOf(route);
  const names = loader ? [loader] : [];
  if (!names.length || !router.hasData) return { ready: true };
  const registry = router.data;
  const search = router.location.value?.search;
  const byName: Record<string, unknown> = {};
  for (const name of names) {
    const state = registry.loaderState(name).value;
    const settled = state.status === 'success' || state.status === 'error';
    const key = registry.keyFor(name, params, search);
    if (!settled || (state.key !== undefined && state.key !== key)) return { ready: false };
    byName[name.name] = state.data;
  }
  return { ready: true, data: names.length === 1 ? byName[names[0]!.name] : byName };
}

/**
 * The meta of what `router` shows now, as a signal (one per router and cache). It updates on
 * navigation, when a route's loader data arrives and when a meta loader resolves.
 *
 * @param cache Where meta loader results are kept. Default: {@link defaultMetaCache}
 *   (300000 ms).
 * @example
 * const meta = routeMeta(router);
 * effect(() => {
 *   document.title = meta.value.title ?? 'Tendril';
 * });
 */
export function routeMeta(
  router: Router,
  cache: MetaCache = defaultMetaCache(),
): ReadonlySignal<PageMeta> {
  let byCache = perRouter.get(router);
  if (!byCache) perRouter.set(router, (byCache = new WeakMap()));
  let meta = byCache.get(cache);
  if (!meta) byCache.set(cache, (meta = createRouteMeta(router, cache)));
  return meta;
}

/**
 * The meta of what `router` shows once every async meta loader it started has settled: a
 * server renders after it, so the page's head holds the loaded title, not the static one.
 *
 * @param cache Where meta loader results are kept. Default: {@link defaultMetaCache}.
 * @example
 * const meta = await settledRouteMeta(router); // then render: useRouteMeta() reads the same
 */
export async function settledRouteMeta(
  router: Router,
  cache: MetaCache = defaultMetaCache(),
): Promise<PageMeta> {
  const meta = routeMeta(router, cache);
  for (;;) {
    const value = meta.value;
    const waiting = inFlight.get(meta)!;
    if (!waiting.size) return value;
    await Promise.all(waiting);
  }
}

function createRouteMeta(router: Router, cache: MetaCache): ReadonlySignal<PageMeta> {
  const waiting = new Set<PromiseLike<PageMeta>>();
  // Bumped when a meta loader settles, so the computed reads its result.
  const tick = signal(0);
  // Results that arrived for what is on screen, failures included: a failed loader is not
  // cached, and re-reading must not run it again in a loop.
  let settled = new Map<Route, Map<string, PageMeta>>();
  const watched = new WeakSet<PromiseLike<PageMeta>>();
  // The page this meta was first computed for, and whether the server's head may still stand in
  // for it: only until its own meta is whole, its data changes or the router leaves it (after an
  // edit, or on a return to the page, the server's meta would be out of date).
  let first: string | undefined;
  let served = true;
  // The data each route had while the server's head stood in.
  const seen = new Map<Route, string>();
  const meta = computed(
    () => {
      tick.value;
      const href = router.location.value?.href ?? '';
      first ??= href;
      const modal = router.portal.value.route;
      const layers = [...(router.match.value?.chain ?? []), ...(modal ? [modal] : [])];
      const metas: PageMeta[] = [];
      const kept = new Map<Route, Map<string, PageMeta>>();
      let complete = true;
      for (const route of layers) {
        const params = router.paramsOf(route);
        metas.push(toPageMeta(route.meta));
        const load = route.loadMeta;
        if (!load) continue;
        const { ready, data } = loaderData(router, route, params);
        if (!ready) {
          complete = false;
          continue;
        }
        const version = dataVersion(data);
        // New data (an edit, a reload) outdates the server's meta.
        if (served && (seen.get(route) ?? version) !== version) served = false;
        seen.set(route, version);
        const key = paramsKey(params) + version;
        const arrived = settled.get(route)?.get(key);
        if (arrived) kept.set(route, new Map([[key, arrived]]));
        const known = cache.get(route, key) ?? arrived;
        if (known) {
          metas.push(known);
          continue;
        }
        const result = cache.resolve(route, key, () => load({ params, data }));
        if (!isThenable(result)) {
          metas.push(result);
          continue;
        }
        complete = false;
        if (!watched.has(result)) {
          watched.add(result);
          waiting.add(result);
          void result.then((value) => {
            waiting.delete(result);
            const forRoute = settled.get(route) ?? new Map<string, PageMeta>();
            settled.set(route, forRoute.set(key, value));
            tick.value++;
          });
        }
      }
      settled = kept;
      if (complete || href !== first) served = false;
      if (served && router.hasData) {
        // The page a server rendered: its head holds the whole meta, which the browser's first
        // render must repeat for React to take those tags over (rather than add a second set).
        // It fills in what the browser's own meta lacks yet; what the browser has wins (a
        // static title that follows a signal shows an edit at once).
        const head = router.data.hydrationHead?.();
        if (head) return mergeMeta(head, ...metas);
      }
      return mergeMeta(...metas);
    },
    { equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
  );
  inFlight.set(meta, waiting);
  return meta;
}
