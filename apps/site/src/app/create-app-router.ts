import { afterFirstScreen } from '@tendril/router';
import type { LinkRoutes } from './link-routes.ts';
import { onOfflineClient } from '../lib/connection.ts';
import { appOf, setActiveApp } from '../lib/active-app.ts';
import { features } from './features.ts';
import { buildRoutes } from './routes.ts';
import { Router, type RouterOf } from '@tendril/router/react';

/**
 * Gives the router its data registry (data-registry.ts). Its code is not on the first load: a
 * page rendered ahead of time waits for it before hydrating (it is seeded with the results the
 * page carries); any other gets it once the page has loaded, and the loaders of the routes on
 * screen start then. A failed download is tried again on the next navigation. Resolves (never
 * rejects) once attached or failed.
 */
export function attachRegistry(router: Router): Promise<unknown> {
  return import('./data-registry.ts').then(
    (registry) => registry.prepareRouter(router),
    (error: unknown) => {
      console.warn('The data layer could not load; trying again on the next navigation.', error);
      const stop = router.subscribe((event) => {
        if (event.type === 'commit') {
          stop();
          void attachRegistry(router);
        }
      });
    },
  );
}

/**
 * Deep-link app switching: a page whose route names an app (a product names the shop) makes
 * that app the active one, now and after every navigation.
 */
export function followActiveApp(router: Router): void {
  const follow = () => {
    const app = appOf(router.match.peek()?.route.meta) ?? appOf(router.portal.peek().route?.meta);
    if (app && features.some((f) => f.app === app)) setActiveApp(app);
  };
  follow();
  router.subscribe((event) => {
    if (event.type === 'commit') follow();
  });
}

/** The site's router: every route (with its loader handles), and deep-link app switching. */
export function createAppRouter(): RouterOf<LinkRoutes> {
  // Typed with the site's paths (link-routes.ts) for its links: see register.ts.
  const router: RouterOf<LinkRoutes> = new Router({ routes: buildRoutes() });
  for (const feature of features) feature.register?.(router);
  followActiveApp(router);
  if (typeof window !== 'undefined') {
    // After the load event, so the first screen's own code and data go first (a news page
    // shows the reader's memory and storage meanwhile; the shop shows its skeletons).
    if (document.readyState === 'complete') void attachRegistry(router);
    else window.addEventListener('load', () => void attachRegistry(router), { once: true });
    const failed = (error: unknown) => console.warn('Offline support could not start.', error);
    // The offline notices listen from the moment the client exists, whoever creates it...
    onOfflineClient(() => {
      import('./offline-notices.ts')
        .then((notices) => notices.startOfflineNotices(router))
        .catch(failed);
    });
    // ...and once the first screen is done with the network, the client (and its worker) start
    // if no page that needs it (the shop, the offline demo) has started it already.
    afterFirstScreen(() => void import('../lib/offline.ts').catch(failed));
  }
  return router;
}
