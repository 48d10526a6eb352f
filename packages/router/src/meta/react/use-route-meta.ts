import type { MetaCache } from '../cache.ts';
import { routeMeta } from '../route-meta.ts';
import type { PageMeta } from '../types.ts';
import { useRouterState } from '../../react/router-state.ts';

/**
 * The meta of what the router shows now (routes' static `meta` and `loadMeta` results,
 * deeper routes and an open modal winning). Re-renders when it changes.
 *
 * @param cache Where meta loader results are kept. Default: the shared cache (300000 ms).
 * @example
 * function PageHeading() {
 *   const { title = 'Untitled' } = useRouteMeta();
 *   return <h1>{title}</h1>;
 * }
 */
export function useRouteMeta(cache?: MetaCache): PageMeta {
  return useRouterState((router) => routeMeta(router, cache).value, Object.is, [cache]);
}
