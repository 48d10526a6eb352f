/* The mock analytics dashboard, /analytics. */
import { lazyPages, type LoadPages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';
import type { Route } from '@tendril/router/react';

export function analyticsRoutes(pages: LoadPages<typeof Pages>): Route[] {
  const page = lazyPages(pages);
  return [{ path: '/analytics', component: page('/analytics'), meta: { title: 'Analytics' } }];
}
