/*
 * Examples and guides, found by file name: `examples/<featureId>/<Name>.tsx` (a component with
 * no props, as its default export) and `guides/<featureId>.tsx`. Dropping a file in adds it.
 * Everything loads on first use; an example's highlighted source comes from the build
 * (build/shiki-tokens.ts).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { HighlightedCode } from '../../ui/code-tokens.ts';
import { retryImport } from '../../ui/retry-import.ts';

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

const lazyComponents = new Map<string, LazyExoticComponent<ComponentType>>();

/** The example's component, loaded on first render. */
export function exampleComponent(ref: ExampleRef): LazyExoticComponent<ComponentType> {
  let component = lazyComponents.get(ref.path);
  if (!component) {
    component = lazy(retryImport(components[ref.path] as Loader<{ default: ComponentType }>));
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
    source = (sources[`${ref.path}?tokens`] ?? sources[ref.path])!();
    source.catch(() => loadedSources.delete(ref.path));
    loadedSources.set(ref.path, source);
  }
  return source;
}

const lazyGuides = new Map<string, LazyExoticComponent<ComponentType>>();

/** The feature's guide, loaded on first render; `undefined` when it has none yet. */
export function guideOf(feature: string): LazyExoticComponent<ComponentType> | undefined {
  const load = guides[`./guides/${feature}.tsx`];
  if (!load) return undefined;
  let guide = lazyGuides.get(feature);
  if (!guide) lazyGuides.set(feature, (guide = lazy(retryImport(load))));
  return guide;
}
