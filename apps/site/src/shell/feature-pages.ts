/*
 * How a feature's routes reach their pages without putting them on the first load of `/`. A
 * feature lists its pages in its pages.ts, keyed by the URL pattern of their route. Its routes.ts
 * exports a function that takes how to load that pages.ts, and app/ hands it in (app/routes.ts):
 * app/ loads every feature's pages.ts through one lazy module, so the first load carries one
 * import for all pages of all features, however many there are.
 */
import type { ComponentType } from 'react';
import { lazyNamed } from '../ui/lazy-named.ts';

/** Loads a page: `() => import('./Page.tsx').then((m) => m.Page)`. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * A feature's pages.ts: its page loaders keyed by the URL pattern of their route (the default
 * export, so a route names its page by its own path), and whatever else its routes load lazily.
 */
export interface PagesModule {
  default: Record<string, PageLoader>;
}

/** How a feature's routes load their pages.ts, handed to them by app/. */
export type LoadPages<Pages extends PagesModule> = () => Promise<Pages>;

/** A page component that loads on first render, or ahead on `preload()`. */
export type LazyPage = ReturnType<typeof lazyNamed<'page', object>>;

/**
 * The component `pick` chooses from a pages.ts, loaded on first render (a failed download is
 * tried once more); its `preload()` fetches it ahead. For what a route loads beside its page:
 * `lazyPart(pages, (m) => m.pending['/cart'])`.
 */
export function lazyPart<Pages>(
  load: () => Promise<Pages>,
  pick: (pages: Pages) => PageLoader,
): LazyPage {
  return lazyNamed(async () => ({ page: await pick(await load())() }), 'page');
}

/**
 * A feature's pages, for its routes: `page(pattern)` is the page its pages.ts lists under that
 * URL pattern, as a component that loads on first render.
 *
 * @example
 * ```ts
 * export function analyticsRoutes(pages: LoadPages<typeof Pages>): Route[] {
 *   const page = lazyPages(pages);
 *   return [{ path: '/analytics', component: page('/analytics') }];
 * }
 * ```
 */
export function lazyPages<Pages extends PagesModule>(
  load: LoadPages<Pages>,
): (pattern: keyof Pages['default'] & string) => LazyPage {
  return (pattern) => lazyPart(load, (pages) => pages.default[pattern]!);
}
