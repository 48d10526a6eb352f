import { defineLoader } from '@tendril/router';
import { activeApp } from '../lib/active-app.ts';
import { catchAllRoute } from '../shell/routes.ts';
import { features } from './features.ts';
import { HomeSwitch } from './HomeSwitch.tsx';
import { loadPages } from './load-pages.ts';
import { demoRoutes } from '../features/demo/routes.ts';
import { analyticsRoutes } from '../features/analytics/routes.ts';
import { demoModalRoutes } from '../features/demo-modals/routes.ts';
import { catalogueRoutes } from '../features/catalogue/routes.ts';
import { microRoutes } from '../features/micro/routes.ts';
import { demoCenterRoutes } from '../features/demo-center/routes.ts';
import type { Route } from '@tendril/router/react';

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

/**
 * The routes of each feature beside the demo apps' (those come with their DemoFeature), each
 * handed its pages. Pages load on first visit, so the first paint of `/` ships only what it shows.
 */
export const featureRoutes = {
  demo: demoRoutes(loadPages('demo')),
  analytics: analyticsRoutes(loadPages('analytics')),
  demoModals: demoModalRoutes(loadPages('demoModals')),
  catalogue: catalogueRoutes(loadPages('catalogue')),
  micro: microRoutes(loadPages('micro')),
  demoCenter: demoCenterRoutes(loadPages('demoCenter')),
};

const catchAll = catchAllRoute(loadPages('shell'));

/** The whole route table. First match wins, in declaration order: the catch-all stays last. */
export function buildRoutes(): Route[] {
  return [
    { path: '/', loader: homeLoader, component: HomeSwitch, meta: { title: 'Home' } },
    ...features.flatMap((f) => f.routes),
    ...Object.values(featureRoutes).flat(),
    catchAll,
  ];
}
