import { DataRegistry } from './loaders.ts';
import { Router, type RouterOf, type RouterOptions } from './router.ts';
import type { Route, RouteComponents } from './types.ts';

/**
 * A router with its data registry: the one way to start an app that has loaders or actions.
 * (`new Router(options)` without `data` leaves the registry's code out of the first load, for
 * apps that attach one later with `attachData`.) The router's type carries the route table's
 * (`RouterOf`), so registering `typeof router` (`Register`) types the app's links; a table
 * declared `as const satisfies readonly Route[]` keeps its literal paths. What routes render is
 * open here: a React app starts with the `createRouter` of `@tendril/router/react`, whose
 * routes are React components.
 *
 * @example
 * ```ts
 * const router = createRouter({ routes, retries: 1 });
 * ```
 */
export function createRouter<
  R extends readonly Route<K>[],
  K extends RouteComponents = RouteComponents,
>(options: RouterOptions<K> & { readonly routes: R }): RouterOf<R, K> {
  return new Router<K>({ ...options, data: options.data ?? new DataRegistry(options) });
}
