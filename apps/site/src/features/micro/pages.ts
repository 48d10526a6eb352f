/* The notes micro app's host page, loaded on first visit (routes.ts; app/ hands this in). */
import type { PageLoader } from '../../shell/feature-pages.ts';

export default {
  '/micro': () => import('./MicroHostPage.tsx').then((m) => m.MicroHostPage),
} satisfies Record<string, PageLoader>;
