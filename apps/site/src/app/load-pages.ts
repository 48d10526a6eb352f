/*
 * How app/ hands each feature's routes its pages: `loadPages('shop')` loads
 * features/shop/pages.ts through the one lazy module that holds every page table
 * (lazy-pages.ts), on first call.
 */
import type * as Tables from './lazy-pages.ts';

/** The page tables by the name lazy-pages.ts gives them. */
export type PageTables = typeof Tables;

/** Loads the page table `name` (a feature's pages.ts, or the shell's), on first call. */
export function loadPages<Name extends keyof PageTables>(
  name: Name,
): () => Promise<PageTables[Name]> {
  return () => import('./lazy-pages.ts').then((tables) => tables[name]);
}
