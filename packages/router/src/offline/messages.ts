/*
 * The messages page and service worker exchange (offline state, cache fallbacks, the queue,
 * routes to keep offline). No DOM types here, so the
 * worker can import them too.
 */

/** What the service worker posts to the pages it controls. */
export type WorkerMessage =
  | { type: 'CACHE_UPDATE'; url?: string }
  | { type: 'STALE_DATA'; url?: string }
  | { type: 'MUTATION_QUEUED'; count: number }
  | { type: 'SYNC_COMPLETE'; time: number; applied: number }
  | { type: 'ROUTES_UPDATED' }
  | { type: 'NETWORK_MODE'; simulatedOffline: boolean }
  | { type: 'REPLAY' };

/** What a page posts to its service worker. */
export type PageMessage =
  | {
      type: 'UPDATE_OFFLINE_ROUTES';
      staticRoutes: string[];
      dynamicPatterns: string[];
      portalPatterns: string[];
    }
  | { type: 'SIMULATE_OFFLINE' }
  | { type: 'ENABLE_NETWORK' }
  | { type: 'GET_NETWORK_MODE' }
  | { type: 'QUEUE_CHANGED'; count: number }
  | { type: 'SYNC_DONE'; time: number; applied: number }
  | { type: 'SKIP_WAITING' };
