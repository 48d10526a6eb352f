/*
 * How a feature's routes reach its pages without putting them on the first load of `/`. A
 * feature lists its pages in `features/<name>/pages.ts` (page loaders by URL path) and builds its
 * routes in `features/<name>/routes.ts` with `featurePages('<name>')`. app/ reaches every
 * feature's pages.ts through one lazy module (it hands the shell that import at start), so the
 * first load carries one import for all pages of all features, however many there are.
 */
import type { ComponentType } from 'react';
import { lazyNamed } from '../ui/lazy-named.ts';

/** Loads a page: `() => import('./Page.tsx').then((m) => m.Page)`. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * A feature's pages.ts: its page loaders by the path of their route (the default export, so
 * a route names its page by its own path), and whatever else its routes load lazily.
 */
export interface PagesModule {
  default: Record<string, PageLoader>;
}

/** A page component that loads on first render, or ahead on `preload()`. */
export type LazyPage = ReturnType<typeof lazyNamed<'page', object>>;

let loadPages: ((feature: string) => Promise<PagesModule>) | undefined;

/** How to load `features/<feature>/pages.ts`: set once by app/ at start, before any render. */
export function setPagesLoader(load: (feature: string) => Promise<PagesModule>): void {
  loadPages = load;
}

/** The pages.ts module of `features/<feature>` (its own folder name), loaded on first call. */
export function loadFeaturePages<Pages extends PagesModule>(feature: string): Promise<Pages> {
  return loadPages!(feature) as Promise<Pages>;
}

/**
 * The pages of `features/<feature>` (its own folder name), for its routes: `page(path)` is the
 * page its pages.ts lists under `path`, as a component that loads on first render (a failed
 * download is tried once more); its `preload()` fetches it ahead.
 */
export function featurePages<Pages extends PagesModule>(
  feature: string,
): (path: keyof Pages['default'] & string) => LazyPage {
  return (path) =>
    lazyNamed(
      async () => ({ default: await (await loadPages!(feature)).default[path]!() }),
      'default',
    );
}
