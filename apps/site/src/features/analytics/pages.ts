/* The analytics page, loaded on first visit (routes.ts; app/ hands this table in). */
import type { PageLoader } from '../../shell/feature-pages.ts';
import { withDemoNav } from '../../shell/with-demo-nav.ts';

export default {
  '/analytics': withDemoNav(() => import('./AnalyticsPage.tsx').then((m) => m.AnalyticsPage)),
} satisfies Record<string, PageLoader>;
