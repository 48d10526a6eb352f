import { lazy } from 'react';
import type { Route } from '@tendril/router';
import type { PagePath } from './lazy-pages.ts';
import { retryImport } from '../ui/retry-import.ts';
import { draft, guardedPageOpen } from '../features/demo/router/guard-state.ts';

// Pages load on first visit, so the first paint of `/` ships only what it shows. They come
// through one lazy module, app/lazy-pages.ts, keyed by route path: the first load carries one
// import for all of them instead of one (with its list of chunks to preload) per page.
const lazyPage = (path: PagePath) =>
  lazy(retryImport(() => import('./lazy-pages.ts').then((m) => m.default(path))));
const page = (path: PagePath, title: string): Route => ({
  path,
  component: lazyPage(path),
  meta: { title },
});
import { features } from './features.ts';
import { HomeSwitch } from './HomeSwitch.tsx';
import { catchAllTitle } from '../features/demo-center/data/catch-all-title.ts';

// The notes micro app mounts its routes under /micro at run time (shell/micro-apps.ts). One
// page component serves /micro and the placeholder below, so it stays mounted when the app's
// routes arrive and take the URL from the placeholder.
const micro = { component: lazyPage('/micro'), meta: { title: 'Micro frontend' } };

/** The whole route table. First match wins, in declaration order: the catch-all stays last. */
export function buildRoutes(): Route[] {
  return [
    // Its data is the active app's home loader (see registerHomeLoader).
    { path: '/', loader: 'home', component: HomeSwitch, meta: { title: 'Home' } },
    ...features.flatMap((f) => f.routes),
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
    page('/analytics', 'Analytics'),
    page('/demo/action-loader', 'Action loader'),
    page('/demo/channels', 'Channels'),
    page('/demo/fetch', 'Fetch'),
    page('/demo/router-event-bus', 'Router event bus'),
    {
      path: '/notification',
      portal: true,
      component: lazyPage('/notification'),
      meta: { title: 'Notifications' },
    },
    { path: '/profile', portal: true, component: lazyPage('/profile'), meta: { title: 'Profile' } },
    {
      path: '/settings',
      portal: true,
      component: lazyPage('/settings'),
      meta: { title: 'Settings' },
    },
    { path: '/admin', component: lazyPage('/admin'), meta: { title: 'Demo Center' } },
    // The feature catalogue: /features/{id}, /{id}/docs and /{id}/demo. One pattern, and its
    // meta comes through the lazy page table: the first load of `/` barely grows.
    {
      regex: /^\/(?:features\/(?<f>[^/]+)|(?<id>[^/]+)\/(?<tab>docs|demo))$/,
      component: lazyPage('/features/:featureId'),
      loadMeta: (context) => import('./lazy-pages.ts').then((m) => m.featureMeta(context)),
    },
    { path: '/micro', ...micro },
    // Declared after /micro, so the notes app's routes (its children) win once they exist.
    { path: '/micro/*', ...micro },
    { path: '/users/:id', component: lazyPage('/users/:id'), meta: { title: 'User' } },
    {
      path: '*',
      component: lazyPage('*'),
      meta: {
        get title() {
          return catchAllTitle();
        },
      },
    },
  ];
}
