/*
 * The notes micro app, /micro: it mounts its routes under /micro at run time
 * (shell/micro-apps.ts). One page component serves /micro and the placeholder below, so it
 * stays mounted when the app's routes arrive and take the URL from the placeholder.
 */
import { lazyPages, type LoadPages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';
import type { Route } from '@tendril/router/react';

export function microRoutes(pages: LoadPages<typeof Pages>): Route[] {
  const micro = { component: lazyPages(pages)('/micro'), meta: { title: 'Micro frontend' } };
  return [
    { path: '/micro', ...micro },
    // Declared after /micro, so the notes app's routes (its children) win once they exist.
    { path: '/micro/*', ...micro },
  ];
}
