/* The Demo Center, /admin, and a demo user, /users/{id}. */
import { lazyPages, type LoadPages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';
import type { Route } from '@tendril/router/react';

export function demoCenterRoutes(pages: LoadPages<typeof Pages>): Route[] {
  const page = lazyPages(pages);
  return [
    { path: '/admin', component: page('/admin'), meta: { title: 'Demo Center' } },
    { path: '/users/:id', component: page('/users/:id'), meta: { title: 'User' } },
  ];
}
