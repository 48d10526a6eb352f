import { Router } from '@tendril/router';
import { afterPageLoad, onOfflineClient } from '../lib/connection.ts';
import { appOf, setActiveApp } from '../lib/active-app.ts';
import { features } from './features.ts';
import { buildRoutes } from './routes.ts';

/** The site's router: every route, every feature's loaders and actions, and deep-link app switching. */
export function createAppRouter(): Router {
  // No data registry yet: the shop attaches one when it is first shown (shop/data/ready.ts).
  const router = new Router({ routes: buildRoutes() });
  for (const feature of features) feature.register(router);
  const follow = () => {
    const app = appOf(router.match.peek()?.route.meta) ?? appOf(router.portal.peek().route?.meta);
    if (app && features.some((f) => f.app === app)) setActiveApp(app);
  };
  follow();
  router.subscribe((event) => {
    if (event.type === 'commit') follow();
  });
  if (typeof window !== 'undefined') {
    const failed = (error: unknown) => console.warn('Offline support could not start.', error);
    // The offline notices listen from the moment the client exists, whoever creates it...
    onOfflineClient(() => {
      import('./offline-notices.ts')
        .then((notices) => notices.startOfflineNotices(router))
        .catch(failed);
    });
    // ...and once the first screen is up, the client (and its worker) start if no page that
    // needs it (the shop, the offline demo) has started it already.
    afterPageLoad(() => void import('../lib/offline.ts').catch(failed));
  }
  return router;
}
