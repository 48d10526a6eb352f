/*
 * The catch-all: any URL no feature serves is "Page not found", with status 404 when a server
 * renders it. It comes last in the table.
 */
import type { Route } from '@tendril/router/react';
import { lazyPages, type LoadPages } from './feature-pages.ts';
import type * as Pages from './pages.ts';

export function catchAllRoute(pages: LoadPages<typeof Pages>): Route {
  return {
    path: '*',
    component: lazyPages(pages)('*'),
    status: 404,
    meta: { title: 'Page not found' },
  };
}
