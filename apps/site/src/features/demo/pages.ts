/*
 * The demo pages by URL pattern, each loaded on first visit (routes.ts; app/ hands this table
 * in). The signals pages load in two chunks, so moving between them is quick.
 */
import type { PageLoader } from '../../shell/feature-pages.ts';
import { withDemoNav } from '../../shell/with-demo-nav.ts';

const signalsPages = () => import('./SignalsDemoPages.tsx');
const signalsExtras = () => import('./signals-extras.ts');
const namedOutlets = () => import('./named-outlets/NamedOutletsPages.tsx');

export default {
  // Not a route of its own: `/` shows this index when no demo app is active (app/HomeSwitch).
  '/': () => import('./HomePage.tsx').then((m) => m.HomePage),
  '/demo/basic-signals': () => signalsPages().then((m) => m.BasicSignalsPage),
  '/demo/computed-signals': () => signalsPages().then((m) => m.ComputedSignalsPage),
  '/demo/effects': withDemoNav(() => signalsExtras().then((m) => m.EffectsDemo)),
  '/demo/state-machine': withDemoNav(() => signalsExtras().then((m) => m.StateMachineDemo)),
  '/demo/time-signals': withDemoNav(() => signalsExtras().then((m) => m.TimeSignalsDemo)),
  '/demo/plugins': withDemoNav(() => signalsExtras().then((m) => m.PluginsDemo)),
  '/demo/forms': withDemoNav(() => signalsExtras().then((m) => m.FormsDemo)),
  '/demo/advanced': withDemoNav(() => signalsExtras().then((m) => m.AdvancedDemo)),
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
  '/test-product/:id': () => namedOutlets().then((m) => m.TestProductLayout),
  '/test-simple/:id': () => namedOutlets().then((m) => m.TestSimplePage),
  '/test-simple/*': () => namedOutlets().then((m) => m.TestSimpleCatchAll),
} satisfies Record<string, PageLoader>;

/** What `/test-product/{id}` fills its named outlets with. */
export const outlets = {
  main: () => namedOutlets().then((m) => m.TestProductMain),
  sidebar: () => namedOutlets().then((m) => m.TestProductSidebar),
  reviews: () => namedOutlets().then((m) => m.TestProductReviews),
} satisfies Record<string, PageLoader>;
