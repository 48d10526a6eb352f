/*
 * The router's types instantiated with React's components: a React app declares its routes
 * with this `Route` (or `defineRoute`) and starts its router with `new Router` (or
 * `createRouter`, in create-router.ts, which brings the data registry), so a route's
 * `component`, its views and its named outlets are checked as React components where they are
 * written, and the outlets render them as they are typed. The core's code; only the types
 * differ.
 */
import type { ComponentType } from 'react';
import {
  Router as CoreRouter,
  type RouterOf as CoreRouterOf,
  type RouterOptions as CoreRouterOptions,
} from '../core/router.ts';
import type {
  DefineRoute,
  Route as CoreRoute,
  RouteComponents,
  RouteErrorProps,
} from '../core/types.ts';

/**
 * What React routes render: a component without props for pages, pending and not-found views
 * and named outlets; one given `RouteErrorProps` for error views.
 *
 * @example
 * ```ts
 * const spinner: ReactRouteComponents['component'] = () => <p>Loading…</p>;
 * ```
 */
export interface ReactRouteComponents extends RouteComponents {
  readonly component: ComponentType;
  readonly errorComponent: ComponentType<RouteErrorProps>;
}

/**
 * A route of a React app: the core's `Route` whose `component`, `pendingComponent`,
 * `errorComponent` (given `RouteErrorProps`), `notFoundComponent` and named outlets are React
 * components. `{ path: '/', component: 42 }` does not compile.
 *
 * @example
 * ```tsx
 * const routes: Route[] = [
 *   { path: '/', component: Home },
 *   { path: '/product/:id', loader: product, component: ProductPage, errorComponent: Failed },
 * ];
 * ```
 */
export type Route = CoreRoute<ReactRouteComponents>;

/**
 * The options of this package's `createRouter` and `new Router`: the core's, with React route
 * views (`pendingComponent`, `errorComponent`, `notFoundComponent`) as router-wide defaults.
 *
 * @example
 * ```tsx
 * const options: RouterOptions = { routes, pendingComponent: Spinner };
 * ```
 */
export type RouterOptions = CoreRouterOptions<ReactRouteComponents>;

/**
 * A router of React routes: what `RouterProvider` takes and `useRouter` returns.
 *
 * @example
 * ```tsx
 * function App({ router }: { router: Router }) {
 *   return <RouterProvider router={router}><Outlet /></RouterProvider>;
 * }
 * ```
 */
export type Router = CoreRouter<ReactRouteComponents>;

/**
 * The router class, for React routes: `new Router({ routes })` starts a router without a data
 * registry (attach one later with `attachData`), as the core's does.
 *
 * @example
 * ```ts
 * const router = new Router({ routes, history: createMemoryHistory(['/']) });
 * ```
 */
export const Router: new (options: RouterOptions) => Router = CoreRouter;

/**
 * A router of React routes that carries its route table's type (what `createRouter` returns),
 * so registering `typeof router` types the app's links.
 *
 * @example
 * ```ts
 * const router: RouterOf<typeof routes> = createRouter({ routes });
 * ```
 */
export type RouterOf<R extends readonly Route[]> = CoreRouterOf<R, ReactRouteComponents>;

/**
 * A React route whose path and loader keep their types, so `useParams({ from })`,
 * `useLoader(route)` and its own `loadMeta` are typed from it; its components are checked as
 * React components. With or without a loader (inline, or a handle), a meta loader or views,
 * under `exactOptionalPropertyTypes` too. Returns the route unchanged.
 *
 * @example
 * ```tsx
 * const item = defineRoute({
 *   path: '/item/:id',
 *   loader: ({ params, signal }) => fetchItem(params.id, signal), // params: { id: string }
 *   loadMeta: ({ params, data }) => ({ title: data?.title ?? `Item ${params.id}` }),
 *   component: ItemPage,
 * });
 * // in ItemPage: useLoader(item).data is `Item | undefined`
 * ```
 */
export const defineRoute: DefineRoute<ReactRouteComponents> = <R>(route: R): R => route;
