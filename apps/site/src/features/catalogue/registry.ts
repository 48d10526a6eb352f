/*
 * Examples and guides, found by file name: `examples/<featureId>/<Name>.tsx` (a component with
 * no props, as its default export) and `guides/<featureId>.tsx`. Dropping a file in adds it.
 * Everything loads on first use; an example's highlighted source comes from the build
 * (build/shiki-tokens.ts).
 */
import type { ComponentType } from 'react';
import type { HighlightedCode } from '../../ui/code-tokens.ts';
import { lazyNamed } from '../../ui/lazy-named.ts';

type Loader<T> = () => Promise<T>;
// import.meta.glob takes literals only, hence the repeated patterns.
const components = import.meta.glob<{ default: ComponentType }>([
  './examples/*/*.tsx',
  '!./examples/**/*.test.tsx',
]);
const sources = import.meta.glob<HighlightedCode>(
  ['./examples/*/*.tsx', '!./examples/**/*.test.tsx'],
  { query: '?tokens', import: 'default' },
);
const guides = import.meta.glob<{ default: ComponentType }>([
  './guides/*.tsx',
  '!./guides/*.test.tsx',
]);

/** One example file. */
export interface ExampleRef {
  readonly feature: string;
  /** The file name without `.tsx`; also its component's name. */
  readonly name: string;
  readonly path: string;
}

const examples: ExampleRef[] = Object.keys(components)
  .map((path) => {
    const [, feature = '', name = ''] = /^\.\/examples\/([^/]+)\/([^/]+)\.tsx$/.exec(path) ?? [];
    return { feature, name, path };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

/** The examples of one feature, by name. */
export function examplesOf(feature: string): ExampleRef[] {
  return examples.filter((e) => e.feature === feature);
}

/** One example by feature and name, or `undefined`. */
export function findExample(feature: string, name: string): ExampleRef | undefined {
  return examples.find((e) => e.feature === feature && e.name === name);
}

/** A component whose code loads on first render, or ahead on `preload()`. */
type LazyComponent = ReturnType<typeof lazyNamed<'default', object>>;

const lazyComponents = new Map<string, LazyComponent>();

/** The example's component, loaded on first render. */
export function exampleComponent(ref: ExampleRef): LazyComponent {
  let component = lazyComponents.get(ref.path);
  if (!component) {
    component = lazyNamed(components[ref.path] as Loader<{ default: ComponentType }>, 'default');
    lazyComponents.set(ref.path, component);
  }
  return component;
}

const loadedSources = new Map<string, Promise<HighlightedCode>>();

/**
 * The example's highlighted source; one promise per file (for React's `use`). A failed load is
 * forgotten, so a retry loads again.
 */
export function exampleSource(ref: ExampleRef): Promise<HighlightedCode> {
  let source = loadedSources.get(ref.path);
  if (!source) {
    const loading = (sources[`${ref.path}?tokens`] ?? sources[ref.path])!();
    // React's `use` reads a promise's `status` and `value`, and returns a fulfilled one's value
    // without suspending: marked so, a source fetched ahead renders in its page's first pass.
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => loadedSources.delete(ref.path),
    );
    loadedSources.set(ref.path, (source = loading));
  }
  return source;
}

const lazyGuides = new Map<string, LazyComponent>();

/** The feature's guide, loaded on first render; `undefined` when it has none yet. */
export function guideOf(feature: string): LazyComponent | undefined {
  const load = guides[`./guides/${feature}.tsx`];
  if (!load) return undefined;
  let guide = lazyGuides.get(feature);
  if (!guide) lazyGuides.set(feature, (guide = lazyNamed(load, 'default')));
  return guide;
}

/**
 * Fetches ahead the code a tab of the feature's page renders below the page itself: the guide
 * and its examples' sources (rendered on both tabs; the Documentation panel is only hidden on
 * the other), and on Live Demo the running examples. A page rendered ahead of time hydrates
 * them with the rest, instead of leaving them inert until their code arrives (a link in an
 * example would load a new page). Never rejects: a part whose code fails to load shows that
 * failure when it renders.
 */
export function preloadFeatureTab(feature: string, tab: 'docs' | 'demo'): Promise<unknown> {
  const refs = examplesOf(feature);
  // Settled, not all: one part failing must not end the wait for the others.
  return Promise.allSettled([
    guideOf(feature)?.preload(),
    ...refs.map(exampleSource),
    ...(tab === 'demo' ? refs.map((ref) => exampleComponent(ref).preload()) : []),
  ]);
}
