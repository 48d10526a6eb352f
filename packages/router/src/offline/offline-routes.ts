/*
 * What the service worker needs to know of the route table to serve it offline: static
 * paths (precached as navigations), dynamic patterns (`:id` becomes an any-segment pattern)
 * and modal (portal) patterns. Sent as UPDATE_OFFLINE_ROUTES once the app has started.
 */
import type { CompiledRoute } from '../core/route-types.ts';
import type { OfflineRouteSet } from './messages.ts';
import type { Route } from '../core/types.ts';

/** The route table as the service worker needs it (`OfflineClient.sendRoutes`). */
export type OfflineRoutes = OfflineRouteSet;

const ANY_SEGMENT = '[^/]+';

function toPattern(fullPath: string): string {
  const body = fullPath
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return ANY_SEGMENT;
      if (segment === '*' || segment.startsWith('*')) return '.*';
      if (segment.endsWith('*'))
        return segment.slice(0, -1).replace(/[.+?^${}()|[\]\\]/g, '\\$&') + '.*';
      return segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return `^${body}$`;
}

/**
 * Splits compiled routes into what the service worker caches: static paths, dynamic patterns
 * and modal patterns. Groups, regex routes and global routes are left out.
 *
 * @example
 * ```ts
 * client.sendRoutes(extractOfflineRoutes(router.routes));
 * ```
 */
export function extractOfflineRoutes(routes: readonly CompiledRoute<Route>[]): OfflineRoutes {
  const out: OfflineRoutes = { staticRoutes: [], dynamicPatterns: [], portalPatterns: [] };
  for (const compiled of routes) {
    if (compiled.kind === 'group' || compiled.kind === 'regex' || compiled.global) continue;
    if (compiled.route.portal) out.portalPatterns.push(toPattern(compiled.fullPath));
    else if (compiled.kind === 'static') out.staticRoutes.push(compiled.fullPath);
    else out.dynamicPatterns.push(toPattern(compiled.fullPath));
  }
  return out;
}
