import { DataRegistry } from './loaders.ts';
import { Router, type RouterOptions } from './router.ts';

/**
 * A router with its registry of named loaders and actions. (`new Router(options)` without
 * `data` leaves the registry out, for apps that attach one later or never need it.)
 */
export function createRouter(options: RouterOptions): Router {
  return new Router({ ...options, data: options.data ?? new DataRegistry(options) });
}
