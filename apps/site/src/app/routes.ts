import { lazy } from 'react';
import type { Route } from '@tendril/router';
import type { DemoPagePath } from '../features/demos/lazy-pages.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { draft, guardedPageOpen } from '../features/router-lab/guard-state.ts';

// Pages load on first visit, so the first paint of `/` ships only what it shows.
const BasicSignalsPage = lazyNamed(
  () => import('../features/demos/SignalsDemoPages.tsx'),
  'BasicSignalsPage',
);
const ComputedSignalsPage = lazyNamed(
  () => import('../features/demos/SignalsDemoPages.tsx'),
  'ComputedSignalsPage',
);
const RouterPlayground = lazyNamed(
  () => import('../features/router-lab/RouterPlayground.tsx'),
  'RouterPlayground',
);
const PlaygroundModal = lazyNamed(
  () => import('../features/router-lab/PlaygroundModal.tsx'),
  'PlaygroundModal',
);
const OfflineRouterDemo = lazyNamed(
  () => import('../features/offline-demo/OfflineRouterDemo.tsx'),
  'OfflineRouterDemo',
);
// The demo pages of features/demos/lazy-pages.ts: one lazy module that lazy-loads each page
// by path (one import on the first load for all of them).
const demoPage = (path: DemoPagePath, title: string): Route => ({
  path,
  component: lazy(() => import('../features/demos/lazy-pages.ts').then((m) => m.default(path))),
  meta: { title },
});
const GuardedPage = lazyNamed(
  () => import('../features/router-lab/GuardedPage.tsx'),
  'GuardedPage',
);
const NotificationModal = lazyNamed(() => import('../shell/DemoModals.tsx'), 'NotificationModal');
const ProfileModal = lazyNamed(() => import('../shell/DemoModals.tsx'), 'ProfileModal');
const SettingsModal = lazyNamed(() => import('../shell/DemoModals.tsx'), 'SettingsModal');
import { features } from './features.ts';
import { HomeSwitch } from './HomeSwitch.tsx';
import { lazyNamed } from '../ui/lazy-named.ts';

/** The whole route table. First match wins, in declaration order: the catch-all stays last. */
export function buildRoutes(): Route[] {
  return [
    { path: '/', component: HomeSwitch, meta: { title: 'Home' } },
    ...features.flatMap((f) => f.routes),
    { path: '/demo/basic-signals', component: BasicSignalsPage, meta: { title: 'Basic signals' } },
    {
      path: '/demo/computed-signals',
      component: ComputedSignalsPage,
      meta: { title: 'Computed signals' },
    },
    {
      path: '/demo/router',
      component: RouterPlayground,
      meta: { title: 'Router playground' },
      canDeactivate: () =>
        draft.peek().trim() === '' ||
        window.confirm('Leave the playground? Your draft will be lost.'),
      children: [
        {
          path: 'modal',
          portal: true,
          component: PlaygroundModal,
          meta: { title: 'Playground modal' },
        },
      ],
    },
    {
      path: '/demo/router/guarded',
      component: GuardedPage,
      meta: { title: 'Guarded page' },
      canActivate: () => guardedPageOpen.peek(),
    },
    {
      path: '/demo/offline-router',
      component: OfflineRouterDemo,
      meta: { title: 'Offline router' },
    },
    demoPage('/demo/action-loader', 'Action loader'),
    demoPage('/demo/channels', 'Channels'),
    demoPage('/demo/fetch', 'Fetch'),
    demoPage('/demo/router-event-bus', 'Router event bus'),
    {
      path: '/notification',
      portal: true,
      component: NotificationModal,
      meta: { title: 'Notifications' },
    },
    { path: '/profile', portal: true, component: ProfileModal, meta: { title: 'Profile' } },
    { path: '/settings', portal: true, component: SettingsModal, meta: { title: 'Settings' } },
    { path: '*', component: NotFoundPage, meta: { title: 'Page not found' } },
  ];
}
