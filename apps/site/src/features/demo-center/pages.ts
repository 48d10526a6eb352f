/*
 * The Demo Center's pages, each loaded on first visit (routes.ts; app/ reaches this table
 * lazily). The catch-all is here: it shows the placeholder of a listed demo no page serves yet.
 */
import type { PageLoader } from '../../shell/feature-pages.ts';

export default {
  '/admin': () => import('./DemoCenterPage.tsx').then((m) => m.DemoCenterPage),
  '/users/:id': () => import('./UserPage.tsx').then((m) => m.UserPage),
  '*': () => import('./CatchAllPage.tsx').then((m) => m.CatchAllPage),
} satisfies Record<string, PageLoader>;
