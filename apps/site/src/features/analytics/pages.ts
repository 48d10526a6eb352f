/* The analytics page, loaded on first visit (routes.ts; app/ reaches this table lazily). */
import type { PageLoader } from '../../shell/feature-pages.ts';

export default {
  // The page leaves out the demo pages' links (Back to Demo Center first): they come with it.
  '/analytics': () =>
    Promise.all([import('../../shell/DemoPagesNav.tsx'), import('./AnalyticsPage.tsx')]).then(
      ([nav, m]) => nav.withDemoPagesNav(m.AnalyticsPage),
    ),
} satisfies Record<string, PageLoader>;
