/*
 * The core's createRouter typed for React routes. A module of its own: it brings the data
 * registry, which an app that starts with `new Router` keeps off its first load.
 */
import { createRouter as createCoreRouter } from '../core/create-router.ts';
import type { ReactRouteComponents, Route, RouterOf, RouterOptions } from './routes.ts';

/**
 * A router of React routes with its data registry: the way to start a React app that has
 * loaders or actions. A route table written inline is checked as React routes.
 *
 * @param options - the routes, the route views, the data options and the history.
 * @example
 * ```tsx
 * const router = createRouter({ routes: [{ path: '/', component: Home }], pendingComponent: Spinner });
 * createRoot(root).render(<RouterProvider router={router}><Outlet /></RouterProvider>);
 * ```
 */
export function createRouter<R extends readonly Route[]>(
  options: RouterOptions & { readonly routes: R },
): RouterOf<R> {
  return createCoreRouter<R, ReactRouteComponents>(options);
}
