import { createRouter, type Router } from '@tendril/router';
import { appOf, setActiveApp } from '../shell/active-app.ts';
import { features } from './features.ts';
import { startOfflineNotices } from './offline-notices.ts';
import { buildRoutes } from './routes.ts';

/** The site's router: every route, every feature's loaders and actions, and deep-link app switching. */
export function createAppRouter(): Router {
  const router = createRouter({ routes: buildRoutes() });
  for (const feature of features) feature.register(router);
  const follow = () => {
    const app = appOf(router.match.peek()?.route.meta) ?? appOf(router.portal.peek().route?.meta);
    if (app && features.some((f) => f.app === app)) setActiveApp(app);
  };
  follow();
  router.subscribe((event) => {
    if (event.type === 'commit') follow();
  });
  startOfflineNotices(router);
  return router;
}
