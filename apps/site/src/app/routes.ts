import { lazy } from 'react';
import type { Route } from '@tendril/router';
import type { PagePath } from './lazy-pages.ts';
import { draft, guardedPageOpen } from '../features/router-lab/guard-state.ts';

// Pages load on first visit, so the first paint of `/` ships only what it shows.
const RouterPlayground = lazyNamed(
  () => import('../features/router-lab/RouterPlayground.tsx'),
  'RouterPlayground',
);
const PlaygroundModal = lazyNamed(
  () => import('../features/router-lab/PlaygroundModal.tsx'),
  'PlaygroundModal',
);
// The pages of app/lazy-pages.ts: one lazy module that lazy-loads each page by path (one
// import on the first load for all of them).
const page = (path: PagePath, title: string): Route => ({
  path,
  component: lazy(() => import('./lazy-pages.ts').then((m) => m.default(path))),
  meta: { title },
});
const GuardedPage = lazyNamed(
  () => import('../features/router-lab/GuardedPage.tsx'),
  'GuardedPage',
);
// The Demo Center, /users/{id}, and the catch-all (not found, or the placeholder of a listed
// demo no page serves yet) share one chunk.
const demoCenterPages = () => import('../features/demo-center/pages.ts');
const DemoCenterPage = lazyNamed(demoCenterPages, 'DemoCenterPage');
const UserPage = lazyNamed(demoCenterPages, 'UserPage');
const CatchAllPage = lazyNamed(demoCenterPages, 'CatchAllPage');
const NotificationModal = lazyNamed(() => import('../shell/DemoModals.tsx'), 'NotificationModal');
const ProfileModal = lazyNamed(() => import('../shell/DemoModals.tsx'), 'ProfileModal');
const SettingsModal = lazyNamed(() => import('../shell/DemoModals.tsx'), 'SettingsModal');
import { features } from './features.ts';
import { HomeSwitch } from './HomeSwitch.tsx';
import { lazyNamed } from '../ui/lazy-named.ts';
import { catchAllTitle } from '../features/demo-center/data/catch-all-title.ts';

/** The whole route table. First match wins, in declaration order: the catch-all stays last. */
export function buildRoutes(): Route[] {
  return [
    { path: '/', component: HomeSwitch, meta: { title: 'Home' } },
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
    page('/demo/offline-router', 'Offline router'),
    page('/analytics', 'Analytics'),
    page('/demo/action-loader', 'Action loader'),
    page('/demo/channels', 'Channels'),
    page('/demo/fetch', 'Fetch'),
    page('/demo/router-event-bus', 'Router event bus'),
    {
      path: '/notification',
      portal: true,
      component: NotificationModal,
      meta: { title: 'Notifications' },
    },
    { path: '/profile', portal: true, component: ProfileModal, meta: { title: 'Profile' } },
    { path: '/settings', portal: true, component: SettingsModal, meta: { title: 'Settings' } },
    { path: '/admin', component: DemoCenterPage, meta: { title: 'Demo Center' } },
    { path: '/users/:id', component: UserPage, meta: { title: 'User' } },
    {
      path: '*',
      component: CatchAllPage,
      meta: {
        get title() {
          return catchAllTitle();
        },
      },
    },
  ];
}
