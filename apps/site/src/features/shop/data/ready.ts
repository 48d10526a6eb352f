/*
 * The site's router starts without a data registry (the news reader, on the first load, has
 * no use for one). The shop's pages wait for `shopDataReady()`: the registry's code and the
 * shop's loaders and actions are loaded, registered and attached, once.
 */
import type { Router } from '@tendril/router';

let shopRouter: Router | undefined;
let ready: Promise<void> | undefined;

export function setShopRouter(router: Router): void {
  shopRouter = router;
}

export function shopDataReady(): Promise<void> {
  ready ??= (async () => {
    const router = shopRouter;
    if (!router) throw new Error('The shop was not registered with the router');
    const [{ DataRegistry }, { registerShopData }] = await Promise.all([
      import('@tendril/router/data'),
      import('./handlers.ts'),
    ]);
    // Loaders first, so the routes on screen find them when the registry is attached.
    const registry = router.hasData ? router.data : new DataRegistry();
    registerShopData(registry);
    if (!router.hasData) router.attachData(registry);
  })();
  // A failed load (offline, no cached code) is tried again next time.
  ready.catch(() => (ready = undefined));
  return ready;
}
