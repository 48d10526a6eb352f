/*
 * Every feature's page table (features/<name>/pages.ts), bundled into this one module. The
 * route table imports it lazily, so the first load of `/` carries one import for all pages
 * instead of one import (with its list of chunks to preload) per feature or per page. A new
 * feature's pages.ts is found without touching this file.
 */
import type { PagesModule } from '../shell/feature-pages.ts';

const tables = import.meta.glob<PagesModule>('../features/*/pages.ts', {
  eager: true,
});

/** The folders under features/ that have a pages.ts. */
export const pageFeatures = Object.keys(tables).map((path) => path.split('/')[2]!);

/** The pages.ts module of `features/<feature>`. */
export default function pagesOf(feature: string): PagesModule {
  const pages = tables[`../features/${feature}/pages.ts`];
  if (!pages) throw new Error(`features/${feature} has no pages.ts`);
  return pages;
}
