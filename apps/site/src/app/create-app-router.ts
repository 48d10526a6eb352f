import { Router } from '@tendril/router';
import { afterPageLoad, onOfflineClient } from '../lib/connection.ts';
import { appOf, setActiveApp } from '../shell/active-app.ts';
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
  // The offline client (and its worker) start once the first screen is up, or as soon as a
  // page that needs the client loads it; its notices listen from then on.
  const startOffline = () =>
    void import('./offline-notices.ts')
      .then((notices) => notices.startOfflineNotices(router))
      .catch((error: unknown) => console.warn('Offline support could not start.', error));
  if (typeof window !== 'undefined') {
    afterPageLoad(startOffline);
    onOfflineClient(startOffline);
  }
  return router;
}
