/*
 * The demo pages by path, each loaded on first visit (routes.ts; app/ reaches this table
 * lazily). The signals pages load in two chunks, so moving between them is quick.
 */
import type { PageLoader } from '../../shell/feature-pages.ts';

const signalsPages = () => import('./SignalsDemoPages.tsx');
const signalsExtras = () => import('./signals-extras.ts');
// Pages whose component leaves out the demo pages' links (Back to Demo Center first).
const withNav =
  (load: PageLoader): PageLoader =>
  () =>
    Promise.all([import('../../shell/DemoPagesNav.tsx'), load()]).then(([m, Page]) =>
      m.withDemoPagesNav(Page),
    );

export default {
  // Not a route of its own: `/` shows this index when no demo app is active (app/HomeSwitch).
  '/': () => import('./HomePage.tsx').then((m) => m.HomePage),
  '/demo/basic-signals': () => signalsPages().then((m) => m.BasicSignalsPage),
  '/demo/computed-signals': () => signalsPages().then((m) => m.ComputedSignalsPage),
  '/demo/effects': withNav(() => signalsExtras().then((m) => m.EffectsDemo)),
  '/demo/state-machine': withNav(() => signalsExtras().then((m) => m.StateMachineDemo)),
  '/demo/time-signals': withNav(() => signalsExtras().then((m) => m.TimeSignalsDemo)),
  '/demo/plugins': withNav(() => signalsExtras().then((m) => m.PluginsDemo)),
  '/demo/forms': withNav(() => signalsExtras().then((m) => m.FormsDemo)),
  '/demo/advanced': withNav(() => signalsExtras().then((m) => m.AdvancedDemo)),
  '/demo/router': () => import('./router/RouterPlayground.tsx').then((m) => m.RouterPlayground),
  '/demo/router/modal': () => import('./router/PlaygroundModal.tsx').then((m) => m.PlaygroundModal),
  '/demo/router/guarded': () => import('./router/GuardedPage.tsx').then((m) => m.GuardedPage),
  '/demo/offline-router': () =>
    import('./offline-router/OfflineRouterDemo.tsx').then((m) => m.OfflineRouterDemo),
  '/demo/action-loader': () =>
    import('./action-loader/ActionLoaderDemo.tsx').then((m) => m.ActionLoaderDemo),
  '/demo/channels': () => import('./channels/ChannelsDemo.tsx').then((m) => m.ChannelsDemo),
  '/demo/fetch': () => import('./fetch/FetchDemo.tsx').then((m) => m.FetchDemo),
  '/demo/router-event-bus': () =>
    import('./router-event-bus/EventBusDemo.tsx').then((m) => m.EventBusDemo),
} satisfies Record<string, PageLoader>;
