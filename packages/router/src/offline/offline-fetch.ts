/*
 * Reads that keep working offline (`OfflineClient.fetch`): the network (or the service worker
 * standing in for it) first, then a stored answer from Cache Storage, and when there is none
 * while offline, one clear error instead of the browser's "Failed to fetch".
 */

/** The error of a request made offline that has no cached answer. */
export const NO_OFFLINE_FALLBACK_MESSAGE = 'No offline fallback available';

/**
 * Thrown by `OfflineClient.fetch` for a request made offline that nothing cached can answer
 * ("No offline fallback available"). Trying again before the connection returns cannot help,
 * hence `retryable: false`.
 *
 * @example
 * ```ts
 * try {
 *   await offline.fetch('/api/users');
 * } catch (error) {
 *   if (error instanceof NoOfflineFallbackError) showNotice("You're offline and nothing is cached");
 * }
 * ```
 */
export class NoOfflineFallbackError extends Error {
  /** Retrying while offline gives the same answer. */
  readonly retryable = false;
  constructor() {
    super(NO_OFFLINE_FALLBACK_MESSAGE);
    this.name = 'NoOfflineFallbackError';
  }
}

/** What `offlineFetch` needs from the client and the page (injected, for tests). */
export interface OfflineFetchContext {
  /** Online as the client sees it (simulated offline counts as offline). */
  isOnline: () => boolean;
  /** A service worker controls the page: it answers from its caches, or fails as an outage. */
  viaWorker: () => boolean;
  /** The page's `fetch`. */
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** The page's Cache Storage (the service worker's caches included), if it has one. */
  caches: Pick<CacheStorage, 'match'> | undefined;
}

const isAbort = (error: unknown, init?: RequestInit) =>
  init?.signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');

function methodOf(input: RequestInfo | URL, init?: RequestInit): string {
  const method =
    init?.method ??
    (typeof input === 'object' && input !== null && 'method' in input ? input.method : 'GET');
  return method.toUpperCase();
}

async function cached(
  context: OfflineFetchContext,
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response | undefined> {
  // Only reads have a stored answer; a change made offline belongs in the queue (`perform`).
  if (!context.caches || !['GET', 'HEAD'].includes(methodOf(input, init))) return undefined;
  try {
    return await context.caches.match(input instanceof URL ? input.href : input);
  } catch {
    return undefined; // Cache Storage refused (an opaque origin): no stored answer.
  }
}

/**
 * Online: the network, and a stored answer only if the request fails before the browser
 * noticed the outage (else the network's own error). Offline: the service worker when one
 * controls the page (it answers from its caches), then Cache Storage, then
 * `NoOfflineFallbackError`. An aborted request always rejects with its abort error.
 */
export async function offlineFetch(
  context: OfflineFetchContext,
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const online = context.isOnline();
  if (online || context.viaWorker()) {
    try {
      return await context.fetch(input, init);
    } catch (error) {
      if (isAbort(error, init)) throw error;
      if (online) {
        const stored = await cached(context, input, init);
        if (stored) return stored;
        throw error;
      }
    }
  }
  const stored = await cached(context, input, init);
  if (stored) return stored;
  throw new NoOfflineFallbackError();
}
