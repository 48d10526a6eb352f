/* The Demo Center's pages, each loaded on first visit (routes.ts; app/ hands this table in). */
import type { PageLoader } from '../../shell/feature-pages.ts';

export default {
  '/admin': () => import('./DemoCenterPage.tsx').then((m) => m.DemoCenterPage),
  '/users/:id': () => import('./UserPage.tsx').then((m) => m.UserPage),
} satisfies Record<string, PageLoader>;
