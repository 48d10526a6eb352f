/*
 * The demo pages, /demo/{name}: each lives in the folder (or, for a one-file signals demo, the
 * file) its URL names. The pages load on first visit, through pages.ts.
 */
import { featurePages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';
import { draft, guardedPageOpen } from './router/guard-state.ts';
import type { Route } from '@tendril/router/react';

const lazyPage = featurePages<typeof Pages>('demo');
const page = (path: keyof typeof Pages.default, title: string): Route => ({
  path,
  component: lazyPage(path),
  meta: { title },
});
export const demoRoutes: Route[] = [
  page('/demo/basic-signals', 'Basic signals'),
  page('/demo/computed-signals', 'Computed signals'),
  page('/demo/effects', 'Effects'),
  page('/demo/state-machine', 'State machine'),
  page('/demo/time-signals', 'Time signals'),
  page('/demo/plugins', 'Plugins'),
  page('/demo/forms', 'Forms'),
  page('/demo/advanced', 'Advanced signals'),
  {
    path: '/demo/router',
    component: lazyPage('/demo/router'),
    meta: { title: 'Router playground' },
    canDeactivate: () =>
      draft.peek().trim() === '' ||
      window.confirm('Leave the playground? Your draft will be lost.'),
    children: [
      {
        path: 'modal',
        portal: true,
        component: lazyPage('/demo/router/modal'),
        meta: { title: 'Playground modal' },
      },
    ],
  },
  {
    path: '/demo/router/guarded',
    component: lazyPage('/demo/router/guarded'),
    meta: { title: 'Guarded page' },
    // A refused first load has no page to stay on: it goes to the playground, whose
    // checkbox opens this page.
    canActivate: ({ from }) => guardedPageOpen.peek() || (from ? false : '/demo/router'),
  },
  page('/demo/offline-router', 'Offline router'),
  page('/demo/action-loader', 'Action loader'),
  page('/demo/channels', 'Channels'),
  page('/demo/fetch', 'Fetch'),
  page('/demo/router-event-bus', 'Router event bus'),
];
