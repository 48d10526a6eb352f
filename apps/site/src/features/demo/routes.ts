/*
 * The demo pages, /demo/{name}: each lives in the folder (or, for a one-file signals demo, the
 * file) its URL names; the named-outlet pages, /test-product/{id} and /test-simple/{id}, in
 * named-outlets/. The pages load on first visit, through pages.ts.
 */
import { lazyPages, lazyPart, type LoadPages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';
import { draft, guardedPageOpen } from './router/guard-state.ts';
import type { Route } from '@tendril/router/react';

export function demoRoutes(pages: LoadPages<typeof Pages>): Route[] {
  const lazyPage = lazyPages(pages);
  const page = (path: keyof typeof Pages.default, title: string): Route => ({
    path,
    component: lazyPage(path),
    meta: { title },
  });
  const outlet = (name: keyof typeof Pages.outlets) => lazyPart(pages, (m) => m.outlets[name]);
  // The shop's header links to these pages, so they show the shop's chrome.
  const shop = (title: string) => ({ app: 'shop', title });
  const TestProductLayout = lazyPage('/test-product/:id');
  const TestProductMain = outlet('main');
  return [
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
    {
      path: '/test-product/:id',
      component: TestProductLayout,
      outlets: { main: TestProductMain, sidebar: outlet('sidebar'), reviews: outlet('reviews') },
      meta: shop('Named outlets'),
    },
    {
      path: '/test-product/:id/main-only',
      component: TestProductLayout,
      outlets: { main: TestProductMain },
      meta: shop('Main outlet only'),
    },
    {
      path: '/test-simple/:id',
      component: lazyPage('/test-simple/:id'),
      meta: shop('Simple layout'),
    },
    { path: '/test-simple/*', component: lazyPage('/test-simple/*'), meta: shop('Simple layout') },
  ];
}
