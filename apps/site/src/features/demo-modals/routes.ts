/*
 * The demo modals the header's buttons open, /notification, /profile and /settings: portal
 * routes, so they open over the page and close on Back, yet open as a page on refresh.
 */
import { lazyPages, type LoadPages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';
import type { Route } from '@tendril/router/react';

export function demoModalRoutes(pages: LoadPages<typeof Pages>): Route[] {
  const page = lazyPages(pages);
  return [
    {
      path: '/notification',
      portal: true,
      component: page('/notification'),
      meta: { title: 'Notifications' },
    },
    { path: '/profile', portal: true, component: page('/profile'), meta: { title: 'Profile' } },
    { path: '/settings', portal: true, component: page('/settings'), meta: { title: 'Settings' } },
  ];
}
