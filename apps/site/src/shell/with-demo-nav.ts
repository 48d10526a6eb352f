/*
 * For a feature's pages.ts (never the first load): a demo page whose component leaves out the
 * demo pages' links gets them (Back to Demo Center first) as it loads, fetched alongside it.
 */
import type { PageLoader } from './feature-pages.ts';

/** `load`'s page with the demo pages' nav above it; both download in parallel. */
export const withDemoNav =
  (load: PageLoader): PageLoader =>
  () =>
    Promise.all([import('./DemoPagesNav.tsx'), load()]).then(([m, Page]) =>
      m.withDemoPagesNav(Page),
    );
