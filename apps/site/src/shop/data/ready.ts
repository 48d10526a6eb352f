/*
 * The site's router starts without a data registry (the news reader, on the first load, has
 * no use for one). The shop's pages wait for `shopDataReady()`: the registry's code is
 * loaded and attached, and the shop's loaders and actions registered, once.
 */
import type { Router } from '@tendril/router';
import { registerShopData } from './register.ts';

let shopRouter: Router | undefined;
let ready: Promise<void> | undefined;

export function setShopRouter(router: Router): void {
  shopRouter = router;
}

export function shopDataReady(): Promise<void> {
  ready ??= (async () => {
    const router = shopRouter;
    if (!router) throw new Error('The shop was not registered with the router');
    if (router.hasData) return registerShopData(router.data);
    const { DataRegistry } = await import('@tendril/router/data');
    if (router.hasData) return registerShopData(router.data);
    // Loaders first, so the routes on screen find them when the registry is attached.
    const registry = new DataRegistry();
    registerShopData(registry);
    router.attachData(registry);
  })();
  // A failed load (offline, no cached code) is tried again next time.
  ready.catch(() => (ready = undefined));
  return ready;
}
