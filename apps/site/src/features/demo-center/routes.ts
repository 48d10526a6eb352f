/*
 * The Demo Center, /admin; a demo user, /users/{id}; and the catch-all, which is either the
 * placeholder of a demo the Demo Center lists but no page serves yet, or "Page not found". The
 * catch-all comes last: the route table keeps these routes at its end.
 */
import { featurePages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';
import { catchAllTitle } from './data/catch-all-title.ts';
import type { Route } from '@tendril/router/react';

const page = featurePages<typeof Pages>('demo-center');
export const demoCenterRoutes: Route[] = [
  { path: '/admin', component: page('/admin'), meta: { title: 'Demo Center' } },
  { path: '/users/:id', component: page('/users/:id'), meta: { title: 'User' } },
  {
    path: '*',
    component: page('*'),
    meta: {
      get title() {
        return catchAllTitle();
      },
    },
  },
];
