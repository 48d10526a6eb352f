import { DataRegistry } from './loaders.ts';
import type { RouterOf } from './register.ts';
import type { Route } from './route.ts';
import { Router, type RouterOptions } from './router.ts';

/**
 * A router with its data registry: the one way to start an app that has loaders or actions.
 * (`new Router(options)` without `data` leaves the registry's code out of the first load, for
 * apps that attach one later with `attachData`.) The router's type carries the route table's
 * (`RouterOf`), so registering `typeof router` (`Register`) types the app's links; a table
 * declared `as const satisfies readonly Route[]` keeps its literal paths.
 *
 * @example
 * ```ts
 * const router = createRouter({ routes, retries: 1, pendingComponent: Spinner });
 * ```
 */
export function createRouter<R extends readonly Route[]>(
  options: RouterOptions & { readonly routes: R },
): RouterOf<R> {
  return new Router({ ...options, data: options.data ?? new DataRegistry(options) });
}
