/*
 * Which exports each feature's API reference shows. Read at build time by
 * build/api-reference.ts, which generates `virtual:api-reference/<featureId>` from the
 * packages' TSDoc; a name missing from its module fails the build.
 */
import type { FeatureId } from './catalogue.ts';

/** Import path → exported names, in the order the page lists them. */
export type ApiSelection = Readonly<Record<string, readonly string[]>>;

export const API_SELECTION: Partial<Readonly<Record<FeatureId, ApiSelection>>> = {
  signals: {
    '@tendril/signals': [
      'signal',
      'computed',
      'batch',
      'untracked',
      'isSignal',
      'SignalOptions',
      'afterHydration',
      'endHydration',
    ],
    '@tendril/signals/react': ['observer', 'useSignal', 'useComputed', 'useValue'],
    '@tendril/signals/plugins': ['persist', 'PersistOptions'],
    '@tendril/signals/selector': ['selector'],
    '@tendril/signals/dom': ['bindText', 'bindProp'],
    '@tendril/signals/react/list': ['For'],
  },
  effects: {
    '@tendril/signals': ['effect', 'effectScope'],
    '@tendril/signals/react': ['useSignalEffect'],
    '@tendril/signals/effect': ['task', 'retry', 'createInterpreter', 'RetryOptions'],
  },
  scheduler: {
    '@tendril/signals/scheduler': [
      'createScheduler',
      'SchedulerOptions',
      'PostOptions',
      'ScheduledTask',
      'PRIORITIES',
      'createWorkerPool',
    ],
  },
  'router-basic': {
    '@tendril/router': ['buildPath'],
    '@tendril/router/react': [
      'createRouter',
      'RouterOptions',
      'Route',
      'RouterProvider',
      'Link',
      'Outlet',
      'useParams',
      'useNavigate',
    ],
  },
  'router-offline': {
    '@tendril/router/offline': [
      'createOfflineClient',
      'OfflineClientOptions',
      'OfflineStatus',
      'MutationQueue',
      'MutationQueueOptions',
      'NoOfflineFallbackError',
      'extractOfflineRoutes',
    ],
  },
  'router-microfrontend': {
    '@tendril/router/microfrontend': [
      'createMicroAppMount',
      'MicroAppMountOptions',
      'MicroAppMount',
      'MicroAppState',
      'defineMicroApp',
      'MicroApp',
      'MicroAppContext',
      'provideShared',
      'readShared',
    ],
    '@tendril/router/microfrontend/build': ['sharedImports'],
  },
  'router-enhanced': {
    '@tendril/router': ['defineLoader', 'defineAction', 'RouteViews', 'RouteLoader'],
    '@tendril/router/react': ['useLoader', 'useAction', 'usePortal'],
    '@tendril/router/meta': ['routeMeta', 'PageMeta'],
    '@tendril/router/server': ['renderUrl', 'RenderOptions', 'RenderResult'],
    '@tendril/router/hydrate': ['HydratedRegistry', 'readHydrationData'],
  },
  animations: {
    '@tendril/router/animation': [
      'createTransition',
      'TransitionOptions',
      'TRANSITION_MS',
      'timeProgress',
      'easeInOutCubic',
      'animateNavigations',
    ],
  },
  'ai-integration': {
    '@tendril/signals/stream': [
      'textStream',
      'streamText',
      'TextStreamOptions',
      'TextStream',
      'StreamStatus',
      'serverSentEvents',
      'eventSourceEvents',
      'EventSourceEventsOptions',
      'createSseParser',
      'ServerSentEvent',
    ],
  },
  'ui-components': {
    // The kit lives in the site, not in a package: its props tables are in the guide. These
    // are the package exports it is used with.
    '@tendril/signals/react': ['useValue'],
    '@tendril/router/react': ['usePortal'],
  },
  'error-handling': {
    '@tendril/router/react': ['useLoader', 'LoaderView'],
    '@tendril/router': ['RouteErrorProps', 'LoaderState', 'isAbortError'],
    '@tendril/signals/effect': [
      'createInterpreter',
      'task',
      'retry',
      'RetryOptions',
      'EffectResult',
    ],
  },
  'data-visualization': {
    '@tendril/signals/uplot': [
      'bindChart',
      'BindChartOptions',
      'ScaleRange',
      'BindableChart',
      'ScheduleFrame',
      'ringSeries',
      'RingSeriesOptions',
      'RingSeries',
      'followWidth',
    ],
    '@tendril/signals/uplot/react': ['useUPlot', 'UseUPlotOptions', 'UPlotConstructor'],
  },
  'webrtc-sync': {
    '@tendril/signals/webrtc': [
      'createPeerStore',
      'PeerStoreOptions',
      'PeerStore',
      'createPeerSync',
      'PeerSyncOptions',
      'PeerSync',
      'ConnectionState',
      'syncStore',
      'SyncStoreOptions',
      'broadcastSignalling',
      'SignallingTransport',
      'SignalMessage',
    ],
  },
  'performance-monitoring': {
    '@tendril/router/performance': [
      'trackNavigations',
      'TrackNavigationsOptions',
      'NavigationTimings',
      'NavigationTiming',
      'SLOW_NAVIGATION_MS',
      'MAX_NAVIGATION_TIMINGS',
      'webVitals',
      'WebVitals',
      'VitalReading',
      'VitalsStatus',
      'watchHeap',
      'WatchHeapOptions',
      'HeapSignal',
      'HeapReading',
      'MEMORY_WARNING_MB',
      'navigationTiming',
      'readHeap',
    ],
  },
  crdts: {
    '@tendril/signals/yjs': [
      'yMap',
      'yArray',
      'yText',
      'YSignal',
      'YSignalOptions',
      'broadcastSync',
      'BroadcastSyncOptions',
      'BroadcastSync',
      'SyncStatus',
      'DEFAULT_MAX_FRAME_BYTES',
      'diffText',
      'diffArray',
    ],
  },
  'collaborative-editor': {
    '@tendril/signals/yjs': [
      'bindTextarea',
      'TextareaOptions',
      'presence',
      'Peer',
      'broadcastSync',
      'isSyncFrame',
    ],
  },
};
