/*
 * The feature catalogue: one record per feature the docs cover, and the rules that read it
 * (lookup by id, related features). Plain data, no UI, so route meta and tests use it too.
 */

/** The catalogue's categories, in the order the catalogue lists them. */
export const CATEGORIES = ['core', 'router', 'collaboration', 'ui', 'advanced'] as const;
export type FeatureCategory = (typeof CATEGORIES)[number];

export type FeatureComplexity = 'beginner' | 'intermediate' | 'advanced';

export const FEATURE_IDS = [
  'signals',
  'effects',
  'scheduler',
  'router-basic',
  'router-offline',
  'router-microfrontend',
  'router-enhanced',
  'crdts',
  'collaborative-editor',
  'webrtc-sync',
  'ui-components',
  'animations',
  'error-handling',
  'ai-integration',
  'data-visualization',
  'performance-monitoring',
] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];

/** One feature of the catalogue. */
export interface Feature {
  readonly id: FeatureId;
  readonly name: string;
  readonly description: string;
  /** An emoji, shown beside the name (decorative). */
  readonly icon: string;
  readonly category: FeatureCategory;
  readonly routes: { readonly docs: `/${string}/docs`; readonly demo: `/${string}/demo` };
  readonly capabilities: readonly string[];
  readonly complexity: FeatureComplexity;
  readonly tags: readonly string[];
}

export const CATEGORY_LABELS: Readonly<Record<FeatureCategory, string>> = {
  core: 'Core',
  router: 'Router',
  collaboration: 'Collaboration',
  ui: 'UI',
  advanced: 'Advanced',
};

type FeatureRecord = Omit<Feature, 'routes'>;
const routesOf = (id: FeatureId) => ({ docs: `/${id}/docs`, demo: `/${id}/demo` }) as const;

const records: readonly FeatureRecord[] = [
  {
    id: 'signals',
    name: 'Signals',
    description: 'Fine-grained reactive state: signals, computed values and batched updates.',
    icon: '⚡',
    category: 'core',
    capabilities: [
      'Writable signals with value, peek and subscribe',
      'Computed values that recompute only when a dependency changed',
      'Batched writes: one update for many changes',
      'React hooks that re-render only the components that read a signal',
    ],
    complexity: 'beginner',
    tags: ['signals', 'state', 'react'],
  },
  {
    id: 'effects',
    name: 'Effects',
    description: 'Side effects that follow signals, with cleanup, plus typed async effects.',
    icon: '🔁',
    category: 'core',
    capabilities: [
      'Effects that re-run when what they read changes',
      'Cleanup before each re-run and on dispose',
      'Async effects with retry, timeout and cancellation',
      'Results: success, error, suspended, cancelled',
    ],
    complexity: 'intermediate',
    tags: ['signals', 'effects', 'async'],
  },
  {
    id: 'scheduler',
    name: 'Scheduler',
    description: 'Run work by priority — immediate, high, normal, low, idle — off the main path.',
    icon: '⏱️',
    category: 'core',
    capabilities: [
      'Five priorities: immediate, high, normal, low, idle',
      'Cancellable tasks with progress as signals',
      'A worker pool for CPU-heavy work',
    ],
    complexity: 'advanced',
    tags: ['performance', 'workers', 'async'],
  },
  {
    id: 'router-basic',
    name: 'Router Basics',
    description: 'Declarative routes with params, nested layouts, links and guards.',
    icon: '🧭',
    category: 'router',
    capabilities: [
      'Path patterns with params, wildcards and constraints',
      'Nested routes rendered through outlets',
      'Links, programmatic navigation and breadcrumbs',
      'Guards: canActivate and canDeactivate',
    ],
    complexity: 'beginner',
    tags: ['router', 'navigation', 'react'],
  },
  {
    id: 'router-offline',
    name: 'Offline Router',
    description:
      'Routes that keep working offline: cached pages, queued mutations, background sync.',
    icon: '📴',
    category: 'router',
    capabilities: [
      'Connection status as signals',
      'A service worker that caches routes and data',
      'Mutations queued offline and replayed on reconnect',
      'Background sync named mutation-sync',
    ],
    complexity: 'advanced',
    tags: ['router', 'offline', 'pwa'],
  },
  {
    id: 'router-microfrontend',
    name: 'Micro-frontends',
    description: 'Compose independently built apps under one router and one shell.',
    icon: '🧩',
    category: 'router',
    capabilities: [
      'Mount separately built apps on route prefixes',
      'Share signals and the event bus across apps',
      'Load each app on first visit',
    ],
    complexity: 'advanced',
    tags: ['router', 'architecture', 'lazy-loading'],
  },
  {
    id: 'router-enhanced',
    name: 'Enhanced Router',
    description: 'Loaders, actions, page meta, preloading and modal routes.',
    icon: '🚀',
    category: 'router',
    capabilities: [
      'Route loaders and actions with status signals',
      'Page meta: title, description, Open Graph, canonical',
      'Preloading routes and assets',
      'Modal (portal) routes that close on back',
    ],
    complexity: 'intermediate',
    tags: ['router', 'data-loading', 'seo'],
  },
  {
    id: 'crdts',
    name: 'CRDTs',
    description: 'Conflict-free replicated data types for state that merges without a server.',
    icon: '🔀',
    category: 'collaboration',
    capabilities: [
      'Shared maps, lists and text',
      'Merges that converge in any order',
      'Signals over shared documents',
    ],
    complexity: 'advanced',
    tags: ['collaboration', 'crdt', 'sync'],
  },
  {
    id: 'collaborative-editor',
    name: 'Collaborative Editor',
    description: 'Several people editing one document at the same time.',
    icon: '📝',
    category: 'collaboration',
    capabilities: [
      'Shared text editing',
      'Presence: who is here and where',
      'Offline edits merged',
    ],
    complexity: 'advanced',
    tags: ['collaboration', 'crdt', 'editor'],
  },
  {
    id: 'webrtc-sync',
    name: 'WebRTC Sync',
    description: 'Peer-to-peer state sync between browsers over WebRTC.',
    icon: '📡',
    category: 'collaboration',
    capabilities: ['Peer discovery through a signalling channel', 'Direct peer-to-peer updates'],
    complexity: 'advanced',
    tags: ['collaboration', 'sync', 'realtime'],
  },
  {
    id: 'ui-components',
    name: 'UI Components',
    description: "The site's own kit: Button, Panel, Toast, Modal, Tabs and badges.",
    icon: '🎛️',
    category: 'ui',
    capabilities: [
      'Accessible buttons, panels and tabs',
      'Toasts: success, error, info (3000 ms by default)',
      'Modals and badges',
    ],
    complexity: 'beginner',
    tags: ['ui', 'react', 'accessibility'],
  },
  {
    id: 'animations',
    name: 'Animations',
    description: 'Route transitions and timeline animations whose progress is a signal.',
    icon: '🎞️',
    category: 'ui',
    capabilities: [
      'Progress from 0 to 1 as a signal',
      'Pause, resume, stop and seek',
      'Route enter and leave transitions',
    ],
    complexity: 'intermediate',
    tags: ['ui', 'animation', 'router'],
  },
  {
    id: 'error-handling',
    name: 'Error Handling',
    description: 'Error boundaries and panels for render, loader and effect errors, with retry.',
    icon: '🛟',
    category: 'ui',
    capabilities: [
      'A generic error panel with Try Again',
      'Boundaries that name the failing component',
      'Router loader errors and effect errors',
    ],
    complexity: 'intermediate',
    tags: ['ui', 'errors', 'react'],
  },
  {
    id: 'ai-integration',
    name: 'AI Integration',
    description: 'Streaming model responses into signals and cancelling them cleanly.',
    icon: '🤖',
    category: 'advanced',
    capabilities: ['Streamed responses as signals', 'Cancellation and retry', 'Prompt history'],
    complexity: 'advanced',
    tags: ['async', 'streaming', 'effects'],
  },
  {
    id: 'data-visualization',
    name: 'Data Visualization',
    description: 'Charts that follow signals and redraw only what changed.',
    icon: '📊',
    category: 'advanced',
    capabilities: ['Charts bound to signals', 'Live updating series', 'Large data sets'],
    complexity: 'intermediate',
    tags: ['charts', 'ui', 'performance'],
  },
  {
    id: 'performance-monitoring',
    name: 'Performance Monitoring',
    description: 'Router navigation timings and web-vitals metrics as signals, shown live.',
    icon: '📈',
    category: 'advanced',
    capabilities: [
      'Navigation timings per route',
      'Web vitals (LCP, INP, CLS, FCP, TTFB) as signals',
      "The same source as the devtools' Performance tab",
    ],
    complexity: 'intermediate',
    tags: ['performance', 'signals', 'devtools'],
  },
];

/** Every feature, in catalogue order. */
export const FEATURES: readonly Feature[] = records.map((r) => ({ ...r, routes: routesOf(r.id) }));

const byId = new Map<string, Feature>(FEATURES.map((f) => [f.id, f]));

/** The feature with this id, or `undefined` for an id the catalogue does not hold. */
export function findFeature(id: string): Feature | undefined {
  return byId.get(id);
}

/**
 * Up to `limit` features related to `feature`: same category or at least one shared tag.
 * Same category first, then more shared tags first, then catalogue order.
 */
export function relatedFeatures(feature: Feature, limit = 3): Feature[] {
  const score = (other: Feature) =>
    (other.category === feature.category ? 100 : 0) +
    other.tags.filter((tag) => feature.tags.includes(tag)).length;
  return FEATURES.filter((other) => other.id !== feature.id && score(other) > 0)
    .map((other, order) => ({ other, order, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, Math.max(0, limit))
    .map(({ other }) => other);
}

/** The catalogue's tabs: the path segment and the label. */
export const TABS = { docs: 'Documentation', demo: 'Live Demo' } as const;
export type FeatureTab = keyof typeof TABS;
