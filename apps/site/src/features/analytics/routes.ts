/* The mock analytics dashboard, /analytics. */
import type { Route } from '@tendril/router';
import { featurePages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';

const page = featurePages<typeof Pages>('analytics');
export const analyticsRoutes: Route[] = [
  { path: '/analytics', component: page('/analytics'), meta: { title: 'Analytics' } },
];
