import type { Route } from '@tendril/router';
import { setPagesLoader } from '../shell/feature-pages.ts';
import { features } from './features.ts';
import { HomeSwitch } from './HomeSwitch.tsx';
import { demoRoutes } from '../features/demo/routes.ts';
import { analyticsRoutes } from '../features/analytics/routes.ts';
import { demoModalRoutes } from '../features/demo-modals/routes.ts';
import { docsRoutes } from '../features/docs/routes.ts';
import { microRoutes } from '../features/micro/routes.ts';
import { demoCenterRoutes } from '../features/demo-center/routes.ts';

// Pages load on first visit, so the first paint of `/` ships only what it shows. Every
// feature's pages come through one lazy module, app/lazy-pages.ts.
setPagesLoader((feature) => import('./lazy-pages.ts').then((m) => m.default(feature)));

/** The whole route table. First match wins, in declaration order: the catch-all stays last. */
export function buildRoutes(): Route[] {
  return [
    // Its data is the active app's home loader (see registerHomeLoader).
    { path: '/', loader: 'home', component: HomeSwitch, meta: { title: 'Home' } },
    ...features.flatMap((f) => f.routes),
    ...demoRoutes,
    ...analyticsRoutes,
    ...demoModalRoutes,
    ...docsRoutes,
    ...microRoutes,
    // Ends with the catch-all.
    ...demoCenterRoutes,
  ];
}
