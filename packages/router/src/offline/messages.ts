/*
 * The messages page and service worker exchange (offline state, cache fallbacks, the queue,
 * routes to keep offline), and the parsers each side runs on what it receives. No DOM types here, so the
 * worker can import them too.
 */

/** What the service worker posts to the pages it controls. */
export type WorkerMessage =
  | { type: 'CACHE_UPDATE'; url?: string }
  | { type: 'STALE_DATA'; url?: string }
  | { type: 'MUTATION_QUEUED'; count: number }
  | { type: 'SYNC_COMPLETE'; time: number; applied: number }
  | { type: 'ROUTES_UPDATED' }
  | { type: 'ROUTES_UNCHANGED' }
  | { type: 'NETWORK_MODE'; simulatedOffline: boolean }
  | { type: 'REPLAY' };

/**
 * The routes a page sends its worker to keep offline (UPDATE_OFFLINE_ROUTES): static paths,
 * and regex sources for routes with params and for modal (portal) routes.
 */
export interface OfflineRouteSet {
  /** Full paths of routes without params (`/products`). */
  staticRoutes: string[];
  /** Regex sources for routes with params, `:id` as an any-segment pattern (`^/product/[^/]+$`). */
  dynamicPatterns: string[];
  /** Regex sources for modal (portal) routes (`^/product/[^/]+/preview$`). */
  portalPatterns: string[];
}

/** What a page posts to its service worker. */
export type PageMessage =
  | ({ type: 'UPDATE_OFFLINE_ROUTES' } & OfflineRouteSet)
  | { type: 'SIMULATE_OFFLINE' }
  | { type: 'ENABLE_NETWORK' }
  | { type: 'GET_NETWORK_MODE' }
  | { type: 'QUEUE_CHANGED'; count: number }
  | { type: 'SYNC_DONE'; time: number; applied: number }
  | { type: 'SKIP_WAITING' };

// Messages cross a context boundary (page ↔ service worker), so each side rebuilds what it
// receives from known fields only, or drops it: never a partly applied message.

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
/** -0 as 0: it is a valid count, but posting it (structured clone, JSON) may not keep the sign. */
const plain = (n: number): number => n + 0;
const optionalUrl = (value: unknown): value is string | undefined =>
  value === undefined || (typeof value === 'string' && value.length <= 4096);
const isPathList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length <= 1000 &&
  value.every((item) => typeof item === 'string' && item.length <= 2048);

/**
 * Rebuilds a worker-to-page message from untrusted input (`event.data`), keeping only the
 * known fields, or returns `undefined` when its type or any field is wrong.
 *
 * @example
 * ```ts
 * navigator.serviceWorker.addEventListener('message', (event) => {
 *   const message = parseWorkerMessage(event.data);
 *   if (!message) return console.warn('Dropped a malformed service worker message');
 * });
 * ```
 */
export function parseWorkerMessage(value: unknown): WorkerMessage | undefined {
  if (!isObject(value)) return undefined;
  switch (value.type) {
    case 'CACHE_UPDATE':
    case 'STALE_DATA':
      return optionalUrl(value.url)
        ? value.url === undefined
          ? { type: value.type }
          : { type: value.type, url: value.url }
        : undefined;
    case 'MUTATION_QUEUED':
      return isCount(value.count) ? { type: value.type, count: plain(value.count) } : undefined;
    case 'SYNC_COMPLETE':
      return isTime(value.time) && isCount(value.applied)
        ? { type: value.type, time: plain(value.time), applied: plain(value.applied) }
        : undefined;
    case 'NETWORK_MODE':
      return typeof value.simulatedOffline === 'boolean'
        ? { type: value.type, simulatedOffline: value.simulatedOffline }
        : undefined;
    case 'ROUTES_UPDATED':
    case 'ROUTES_UNCHANGED':
    case 'REPLAY':
      return { type: value.type };
    default:
      return undefined;
  }
}

/**
 * Rebuilds a page-to-worker message from untrusted input, keeping only the known fields, or
 * returns `undefined` when its type or any field is wrong. For the service worker's
 * `message` listener.
 *
 * @example
 * ```ts
 * self.addEventListener('message', (event) => {
 *   const message = parsePageMessage(event.data);
 *   if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
 * });
 * ```
 */
export function parsePageMessage(value: unknown): PageMessage | undefined {
  if (!isObject(value)) return undefined;
  switch (value.type) {
    case 'UPDATE_OFFLINE_ROUTES': {
      const { staticRoutes, dynamicPatterns, portalPatterns } = value;
      return isPathList(staticRoutes) && isPathList(dynamicPatterns) && isPathList(portalPatterns)
        ? {
            type: value.type,
            staticRoutes: [...staticRoutes],
            dynamicPatterns: [...dynamicPatterns],
            portalPatterns: [...portalPatterns],
          }
        : undefined;
    }
    case 'QUEUE_CHANGED':
      return isCount(value.count) ? { type: value.type, count: plain(value.count) } : undefined;
    case 'SYNC_DONE':
      return isTime(value.time) && isCount(value.applied)
        ? { type: value.type, time: plain(value.time), applied: plain(value.applied) }
        : undefined;
    case 'SIMULATE_OFFLINE':
    case 'ENABLE_NETWORK':
    case 'GET_NETWORK_MODE':
    case 'SKIP_WAITING':
      return { type: value.type };
    default:
      return undefined;
  }
}

/**
 * A route set as one string, the same for the same routes in any order or repeated: what a
 * service worker stores and compares, so that it answers ROUTES_UPDATED only when the set a
 * page sends differs from the one it has (and ROUTES_UNCHANGED otherwise).
 *
 * @example
 * ```ts
 * const key = offlineRoutesKey(message);
 * const changed = key !== (await storedKey());
 * if (changed) await storeKey(key);
 * reply({ type: changed ? 'ROUTES_UPDATED' : 'ROUTES_UNCHANGED' });
 * ```
 */
export function offlineRoutesKey(routes: OfflineRouteSet): string {
  const sorted = (list: string[]) => [...new Set(list)].sort();
  return JSON.stringify([
    sorted(routes.staticRoutes),
    sorted(routes.dynamicPatterns),
    sorted(routes.portalPatterns),
  ]);
}
