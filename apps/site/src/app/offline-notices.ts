/*
 * Turns offline events into their toasts (offline, back online, queued, synced…), and
 * tells the worker about the routes (UPDATE_OFFLINE_ROUTES) once they are extracted, 1 s
 * after start. The worker answers ROUTES_UPDATED, hence "Offline routes updated!", only
 * when the route set differs from the one it stored.
 */
import type { Router } from '@tendril/router';
import { extractOfflineRoutes } from '@tendril/router/offline';
import { offline } from '../lib/offline.ts';
import { toast } from '../lib/toast-store.ts';

const ROUTE_EXTRACTION_DELAY_MS = 1000;

export function startOfflineNotices(router: Router): void {
  offline.subscribe((event) => {
    switch (event.type) {
      case 'offline':
        return void toast.info("You're offline. App will continue to work!");
      case 'online':
        return void toast.success('Back online! Syncing data...');
      case 'queued':
        return void toast.info('Request saved. Will sync when online.');
      case 'queue-full':
        return void toast.error(event.message);
      case 'synced':
        return void toast.success('Synced with server!');
      case 'sync-failed':
        return void toast.error(
          `Sync failed: ${event.error.message}. ${event.remaining} change(s) still queued.`,
        );
      case 'cache-update':
        return void toast.info('Offline: Showing cached data');
      case 'stale-data':
        return void toast.info('Data may be outdated');
      case 'routes-updated':
        return void toast.success('Offline routes updated!');
      case 'update-available':
        return void toast.info('App updated! Refresh to get the latest version.', {
          duration: 0,
          action: { label: 'Refresh', onClick: event.activate },
        });
    }
  });
  // Changes queued in an earlier visit go out now if the connection is up (otherwise when it
  // comes back).
  if (offline.isOnline.peek() && offline.queue.size > 0) void offline.sync();
  const routes = extractOfflineRoutes(router.routes);
  // The client posts them now if a worker controls the page, else once one takes control.
  setTimeout(() => offline.sendRoutes(routes), ROUTE_EXTRACTION_DELAY_MS);
}
