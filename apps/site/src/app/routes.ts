import { defineLoader } from '@tendril/router';
import { activeApp } from '../lib/active-app.ts';
import { setPagesLoader } from '../shell/feature-pages.ts';
import { features } from './features.ts';
import { HomeSwitch } from './HomeSwitch.tsx';
import { demoRoutes } from '../features/demo/routes.ts';
import { analyticsRoutes } from '../features/analytics/routes.ts';
import { demoModalRoutes } from '../features/demo-modals/routes.ts';
import { docsRoutes } from '../features/docs/routes.ts';
import { microRoutes } from '../features/micro/routes.ts';
import { demoCenterRoutes } from '../features/demo-center/routes.ts';
import type { Route } from '@tendril/router/react';

// Pages load on first visit, so the first paint of `/` ships only what it shows. Every
// feature's pages come through one lazy module, app/lazy-pages.ts.
setPagesLoader((feature) => import('./lazy-pages.ts').then((m) => m.default(feature)));

/**
 * `/` shows the active app's home, so its data is that app's home loader. Nothing reads its
 * state (each home reads its own store), so one key serves both apps. A home's data is live
 * (the news) or the visitor's own (the shop): the prerendered `/` is the home before it.
 */
const homeLoader = defineLoader(
  'home',
  (context) => features.find((f) => f.app === activeApp.peek())?.loadHome?.(context) ?? null,
  { cache: false, retries: 0, ssr: false },
);

/** The whole route table. First match wins, in declaration order: the catch-all stays last. */
export function buildRoutes(): Route[] {
  return [
    { path: '/', loader: homeLoader, component: HomeSwitch, meta: { title: 'Home' } },
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
