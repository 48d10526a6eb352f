/// <reference lib="webworker" />
/*
 * The service worker (Workbox, built by vite-plugin-pwa `injectManifest`, served at /sw.js).
 *
 * - The built pages and assets are precached; every client route (deep links included) is
 *   answered with its prerendered page or the precached app shell, so the site loads offline
 *   after one visit. A page the server streams (a product's reviews) is asked of the network
 *   first, and answered with the app shell when that fails.
 * - Hacker News API responses go network-first with a cache fallback; serving the cache
 *   because the network failed tells the page (CACHE_UPDATE, and STALE_DATA when old).
 * - "Simulate offline" (SIMULATE_OFFLINE / ENABLE_NETWORK from any tab) makes this worker
 *   fail network requests as a real outage would, for every open tab, until switched off.
 * - It keeps the route set pages send (UPDATE_OFFLINE_ROUTES) and answers ROUTES_UPDATED only
 *   when that set changed, ROUTES_UNCHANGED otherwise: a plain reload announces nothing.
 * - It relays queue news between tabs (MUTATION_QUEUED, SYNC_COMPLETE) and, on a
 *   `mutation-sync` background sync, asks a page to replay the queue (the queue lives in the
 *   page's storage, next to the data it changes).
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
  PrecacheFallbackPlugin,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { STREAMED_PAGE } from './lib/streamed-pages.ts';
import {
  offlineRoutesKey,
  parsePageMessage,
  type OfflineRouteSet,
  type WorkerMessage,
} from '@tendril/router/offline/messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/** The page for an address the build did not render ahead of time (build/prerender.ts). */
const APP_SHELL = '/app-shell.html';
const STATE_CACHE = 'tendril-worker-state';
const MODE_KEY = '/__tendril/network-mode';
const ROUTES_KEY = '/__tendril/offline-routes';
const DATA_CACHE = 'hn-api';
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Where the build put the page for `href` if it rendered it ahead of time. */
function prerendered(href: string): string {
  const url = new URL(href);
  return `${url.origin}${url.pathname.replace(/\/?$/, '/')}index.html`;
}

let simulatedOffline = false;
// The mode survives the worker being stopped and restarted by the browser.
const modeLoaded = caches
  .open(STATE_CACHE)
  .then((cache) => cache.match(MODE_KEY))
  .then(async (response) => {
    if (response) simulatedOffline = (await response.json()) === true;
  })
  .catch(() => {});

async function setMode(offline: boolean): Promise<void> {
  simulatedOffline = offline;
  const cache = await caches.open(STATE_CACHE);
  await cache.put(MODE_KEY, new Response(JSON.stringify(offline)));
  await broadcast({ type: 'NETWORK_MODE', simulatedOffline: offline });
}

// Tabs send their routes at once on a restart: one comparison at a time, so only the first
// of them sees a change.
let routesWork: Promise<unknown> = Promise.resolve();

/** Stores the route set and says whether it differs from the one stored before. */
function storeRoutes(routes: OfflineRouteSet): Promise<boolean> {
  const work = routesWork.then(async () => {
    const key = offlineRoutesKey(routes);
    const cache = await caches.open(STATE_CACHE);
    const stored = await cache.match(ROUTES_KEY);
    if (stored && (await stored.text()) === key) return false;
    await cache.put(ROUTES_KEY, new Response(key));
    return true;
  });
  routesWork = work.catch(() => {});
  return work;
}

async function broadcast(message: WorkerMessage): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of clients) client.postMessage(message);
}

// While simulating an outage, answer from caches only. Registered before Workbox's routes,
// so it sees every request first.
self.addEventListener('fetch', (event) => {
  if (!simulatedOffline) return;
  const { request } = event;
  event.respondWith(
    (async () => {
      if (request.mode === 'navigate') {
        const page =
          (await matchPrecache(prerendered(request.url))) ?? (await matchPrecache(APP_SHELL));
        if (page) return page;
      }
      // Precached assets are stored under revisioned keys: ask the precache first.
      const cached = (await matchPrecache(request.url)) ?? (await caches.match(request));
      return cached ?? Response.error();
    })(),
  );
});

// A page the build rendered ahead of time (signals/docs/index.html, and index.html for `/`)
// answers its own URL; any other route gets the app shell.
precacheAndRoute(self.__WB_MANIFEST, {
  urlManipulation: ({ url }) => [new URL(prerendered(url.href))],
});
cleanupOutdatedCaches();
// Before the app shell's route: a streamed page shows its reviews as they arrive from the server.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && STREAMED_PAGE.test(url.pathname),
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: APP_SHELL })] }),
);
registerRoute(new NavigationRoute(createHandlerBoundToURL(APP_SHELL)));

let lastNotice = 0;
registerRoute(
  ({ url }) =>
    url.pathname.startsWith('/demo-data/') ||
    /\/v0\/(item|user|topstories|newstories|askstories|showstories|jobstories)/.test(url.pathname),
  new NetworkFirst({
    cacheName: DATA_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [
      new ExpirationPlugin({ maxEntries: 1000, maxAgeSeconds: 7 * 24 * 60 * 60 }),
      {
        // Called only when the network failed and the cache answers instead.
        cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
          if (cachedResponse && Date.now() - lastNotice > 5000) {
            lastNotice = Date.now();
            await broadcast({ type: 'CACHE_UPDATE', url: request.url });
            const date = Date.parse(cachedResponse.headers.get('date') ?? '');
            if (Number.isFinite(date) && Date.now() - date > STALE_AFTER_MS) {
              await broadcast({ type: 'STALE_DATA', url: request.url });
            }
          }
          return cachedResponse;
        },
      },
    ],
  }),
);

// Only a page of this origin may steer the worker, and only with a message that parses: any
// other is dropped with a warning before it can change anything.
self.addEventListener('message', (event) => {
  const source = event.source;
  const fromPage =
    source instanceof Client && event.origin === self.location.origin ? source : undefined;
  const message = fromPage ? parsePageMessage(event.data) : undefined;
  if (!fromPage || !message) {
    console.warn('Dropped a malformed or foreign message:', event.data);
    return;
  }
  const reply = (answer: WorkerMessage) => fromPage.postMessage(answer);
  const work = (async () => {
    await modeLoaded;
    switch (message.type) {
      case 'SIMULATE_OFFLINE':
        return setMode(true);
      case 'ENABLE_NETWORK':
        return setMode(false);
      case 'GET_NETWORK_MODE':
        return reply({ type: 'NETWORK_MODE', simulatedOffline });
      case 'QUEUE_CHANGED':
        return broadcast({ type: 'MUTATION_QUEUED', count: message.count });
      case 'SYNC_DONE':
        return broadcast({ type: 'SYNC_COMPLETE', time: message.time, applied: message.applied });
      case 'UPDATE_OFFLINE_ROUTES': {
        // Every route is served by the precached app shell, so knowing them is enough.
        // A set that could not be stored was not updated either.
        const changed = await storeRoutes(message).catch(() => false);
        return reply({ type: changed ? 'ROUTES_UPDATED' : 'ROUTES_UNCHANGED' });
      }
      case 'SKIP_WAITING':
        return self.skipWaiting();
    }
  })();
  event.waitUntil(work);
});

// Background sync: the queue lives in the page's storage, so a page replays it.
self.addEventListener('sync', ((
  event: Event & { tag: string; waitUntil(p: Promise<unknown>): void },
) => {
  if (event.tag !== 'mutation-sync') return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((clients) => clients[0]?.postMessage({ type: 'REPLAY' } satisfies WorkerMessage)),
  );
}) as EventListener);

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
