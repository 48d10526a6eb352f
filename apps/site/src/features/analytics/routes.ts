/* The mock analytics dashboard, /analytics. */
import type { Route } from '@tendril/router';
import { lazyPages, type LoadPages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';

export function analyticsRoutes(pages: LoadPages<typeof Pages>): Route[] {
  const page = lazyPages(pages);
  return [{ path: '/analytics', component: page('/analytics'), meta: { title: 'Analytics' } }];
}
