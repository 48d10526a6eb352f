import { DataRegistry } from './loaders.ts';
import { Router, type RouterOptions } from './router.ts';

/**
 * A router with its data registry: the one way to start an app that has loaders or actions.
 * (`new Router(options)` without `data` leaves the registry's code out of the first load, for
 * apps that attach one later with `attachData`.)
 *
 * @example
 * ```ts
 * const router = createRouter({ routes, retries: 1, pendingComponent: Spinner });
 * ```
 */
export function createRouter(options: RouterOptions): Router {
  return new Router({ ...options, data: options.data ?? new DataRegistry(options) });
}
