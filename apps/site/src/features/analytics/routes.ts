/* The mock analytics dashboard, /analytics. */
import { featurePages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';
import type { Route } from '@tendril/router/react';

const page = featurePages<typeof Pages>('analytics');
export const analyticsRoutes: Route[] = [
  { path: '/analytics', component: page('/analytics'), meta: { title: 'Analytics' } },
];
