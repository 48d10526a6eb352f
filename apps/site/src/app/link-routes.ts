/*
 * The site's route paths as types, for typed links (register.ts). The route table is built
 * from each feature's list at run time (routes.ts), which keeps no literal paths; this list
 * says them once more, and link-routes.test.ts checks it against the real table, so the two
 * cannot drift apart. The feature catalogue is one regex route: its three shapes are listed as
 * the patterns they match.
 */
import type { Route } from '@tendril/router';

export const LINK_ROUTES = [
  { path: '/' },
  { path: '/item/:id' },
  { path: '/user/:id' },
  { path: '/new' },
  { path: '/ask' },
  { path: '/show' },
  { path: '/jobs' },
  { path: '/products' },
  { path: '/product' },
  { path: '/product/:id' },
  { path: '/product/:id/reviews' },
  { path: '/product/:id/comments' },
  { path: '/product/:id/shipping' },
  { path: '/product/:id/preview' },
  { path: '/cart' },
  { path: '/test-product/:id' },
  { path: '/test-product/:id/main-only' },
  { path: '/test-simple/:id' },
  { path: '/test-simple/*' },
  { path: '/demo/basic-signals' },
  { path: '/demo/computed-signals' },
  { path: '/demo/effects' },
  { path: '/demo/state-machine' },
  { path: '/demo/time-signals' },
  { path: '/demo/plugins' },
  { path: '/demo/forms' },
  { path: '/demo/advanced' },
  { path: '/demo/router' },
  { path: '/demo/router/modal' },
  { path: '/demo/router/guarded' },
  { path: '/demo/offline-router' },
  { path: '/demo/action-loader' },
  { path: '/demo/channels' },
  { path: '/demo/fetch' },
  { path: '/demo/router-event-bus' },
  { path: '/analytics' },
  { path: '/notification' },
  { path: '/profile' },
  { path: '/settings' },
  { path: '/micro' },
  { path: '/micro/*' },
  { path: '/admin' },
  { path: '/users/:id' },
  // The feature catalogue's regex route.
  { path: '/features/:featureId' },
  { path: '/:featureId/docs' },
  { path: '/:featureId/demo' },
] as const satisfies readonly Route[];

/** The site's route table as the type system sees it. */
export type LinkRoutes = typeof LINK_ROUTES;
