/*
 * Pages by path, each loaded on first visit. The route table imports this small module lazily
 * too, so the first load of `/` carries one import for all of them instead of one import (with
 * its list of chunks to preload) per page.
 */
import type { ComponentType } from 'react';
import type { MetaContext, PageMeta } from '@tendril/router/meta';

const signalsExtras = () => import('../features/demo/signals-extras.ts');
const signalsPages = () => import('../features/demo/SignalsDemoPages.tsx');

const demoCenter = () => import('../features/demo-center/pages.ts');
const modals = () => import('../features/demo-modals/DemoModals.tsx');

const pages = {
  '/demo/router': () =>
    import('../features/demo/router/RouterPlayground.tsx').then((m) => m.RouterPlayground),
  '/demo/router/modal': () =>
    import('../features/demo/router/PlaygroundModal.tsx').then((m) => m.PlaygroundModal),
  '/demo/router/guarded': () =>
    import('../features/demo/router/GuardedPage.tsx').then((m) => m.GuardedPage),
  // The Demo Center, /users/{id} and the catch-all (not found, or the placeholder of a listed
  // demo no page serves yet) share one chunk.
  '/admin': () => demoCenter().then((m) => m.DemoCenterPage),
  '/users/:id': () => demoCenter().then((m) => m.UserPage),
  '*': () => demoCenter().then((m) => m.CatchAllPage),
  '/notification': () => modals().then((m) => m.NotificationModal),
  '/profile': () => modals().then((m) => m.ProfileModal),
  '/settings': () => modals().then((m) => m.SettingsModal),
  '/demo/basic-signals': () => signalsPages().then((m) => m.BasicSignalsPage),
  '/demo/computed-signals': () => signalsPages().then((m) => m.ComputedSignalsPage),
  '/demo/effects': () => signalsExtras().then((m) => m.EffectsDemo),
  '/demo/state-machine': () => signalsExtras().then((m) => m.StateMachineDemo),
  '/demo/time-signals': () => signalsExtras().then((m) => m.TimeSignalsDemo),
  '/demo/plugins': () => signalsExtras().then((m) => m.PluginsDemo),
  '/demo/forms': () => signalsExtras().then((m) => m.FormsDemo),
  '/demo/advanced': () => signalsExtras().then((m) => m.AdvancedDemo),
  '/demo/action-loader': () =>
    import('../features/demo/action-loader/ActionLoaderDemo.tsx').then((m) => m.ActionLoaderDemo),
  '/demo/channels': () =>
    import('../features/demo/channels/ChannelsDemo.tsx').then((m) => m.ChannelsDemo),
  '/demo/fetch': () => import('../features/demo/fetch/FetchDemo.tsx').then((m) => m.FetchDemo),
  '/demo/router-event-bus': () =>
    import('../features/demo/router-event-bus/EventBusDemo.tsx').then((m) => m.EventBusDemo),
  '/demo/offline-router': () =>
    import('../features/demo/offline-router/OfflineRouterDemo.tsx').then(
      (m) => m.OfflineRouterDemo,
    ),
  // The feature catalogue: /{id}/docs, /{id}/demo and /features/{id}.
  '/features/:featureId': () =>
    import('../features/docs/FeaturePage.tsx').then((m) => m.FeaturePage),
  // The host page of the notes micro app, for /micro and every path under it.
  '/micro': () => import('../features/micro/MicroHostPage.tsx').then((m) => m.MicroHostPage),
  '/analytics': () =>
    import('../features/analytics/AnalyticsPage.tsx').then((m) => m.AnalyticsPage),
} satisfies Record<string, () => Promise<ComponentType>>;

/** The paths this module has pages for. */
export type PagePath = keyof typeof pages;

/**
 * Loads the page for `path`; resolves to `{ default: Page }`, the shape `React.lazy` takes.
 * (A default export: the route table names nothing but the path, which keeps `/` small.)
 */
export default async function loadPage(path: PagePath): Promise<{ default: ComponentType }> {
  return { default: await pages[path]() };
}

/** The feature catalogue route's meta (title, description, og, canonical), loaded with it. */
export function featureMeta({ params }: MetaContext): Promise<PageMeta> {
  return import('../features/docs/route-meta.ts').then((m) => m.featureMeta(params));
}
