import { lazy } from 'react';
import type { Route } from '@tendril/router';
import type { DemoPagePath } from '../features/demos/lazy-pages.ts';
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
const AnalyticsPage = lazyNamed(
  () => import('../features/analytics/AnalyticsPage.tsx'),
  'AnalyticsPage',
);
// The Demo Center, /users/{id}, and the catch-all (not found, or the placeholder of a listed
// demo no page serves yet) share one chunk.
const demoCenterPages = () => import('../features/demo-center/pages.ts');
const DemoCenterPage = lazyNamed(demoCenterPages, 'DemoCenterPage');
const UserPage = lazyNamed(demoCenterPages, 'UserPage');
const CatchAllPage = lazyNamed(demoCenterPages, 'CatchAllPage');
// The six signals-extras demos share one chunk: one import here keeps the first load small.
const signalsExtras = () => import('../features/demos/signals-extras.ts');
const EffectsDemo = lazyNamed(signalsExtras, 'EffectsDemo');
const StateMachineDemo = lazyNamed(signalsExtras, 'StateMachineDemo');
const TimeSignalsDemo = lazyNamed(signalsExtras, 'TimeSignalsDemo');
const PluginsDemo = lazyNamed(signalsExtras, 'PluginsDemo');
const FormsDemo = lazyNamed(signalsExtras, 'FormsDemo');
const AdvancedDemo = lazyNamed(signalsExtras, 'AdvancedDemo');
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
    { path: '/demo/basic-signals', component: BasicSignalsPage, meta: { title: 'Basic signals' } },
    {
      path: '/demo/computed-signals',
      component: ComputedSignalsPage,
      meta: { title: 'Computed signals' },
    },
    { path: '/demo/effects', component: EffectsDemo, meta: { title: 'Effects' } },
    { path: '/demo/state-machine', component: StateMachineDemo, meta: { title: 'State machine' } },
    { path: '/demo/time-signals', component: TimeSignalsDemo, meta: { title: 'Time signals' } },
    { path: '/demo/plugins', component: PluginsDemo, meta: { title: 'Plugins' } },
    { path: '/demo/forms', component: FormsDemo, meta: { title: 'Forms' } },
    { path: '/demo/advanced', component: AdvancedDemo, meta: { title: 'Advanced signals' } },
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
    { path: '/analytics', component: AnalyticsPage, meta: { title: 'Analytics' } },
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
