/*
 * The site rendered ahead of time, for the build's prerender step (build/prerender.ts): which
 * pages look the same for every visitor, and one page's HTML. Runs in Node, once per build.
 */
import { renderUrl } from '@tendril/router/server';
import { FEATURES } from '../features/catalogue/catalogue.ts';
import { FEED_PAGES } from '../features/news/data/constants.ts';
import type { DemoApp } from '../lib/active-app.ts';
import { PRODUCT_TABS, tabHref } from '../features/shop/data/product-tabs.ts';
import { SEED_PRODUCTS } from '../features/shop/data/seed-products.ts';
import { STREAMED_PAGE } from '../lib/streamed-pages.ts';
import { featureRoutes } from './routes.ts';
import { serverRender } from './server-render.tsx';

/**
 * Demos whose first screen is made for each visitor (a random editor identity, a random peer
 * id): rendered ahead of time, they could not match what the browser renders.
 */
const PER_VISITOR = new Set(['/collaborative-editor/demo', '/webrtc-sync/demo']);

/**
 * The shop as a first visit sees it: the catalogue and each seed product with each of its tabs
 * (a tab is a path of its own). A visitor's stored products replace them once the page runs.
 * The cart is the visitor's own and is not among them, and the reviews tab is streamed on
 * request (lib/streamed-pages.ts): rendered ahead of time, it would wait for its reviews.
 */
function shopPaths(): string[] {
  const tabs = SEED_PRODUCTS.flatMap((product) =>
    PRODUCT_TABS.map((tab) => tabHref(product.id, tab.id)),
  );
  return ['/products', ...tabs.filter((path) => !STREAMED_PAGE.test(path))];
}

/**
 * The pages that depend on no visitor's data: the news reader's story lists as their shell (the
 * list itself is live; `/` is the news home of a first visit), the Demo Center and the
 * /demo/ pages, the analytics dashboard's frame, every feature's tabs, the shop. (The guarded
 * demo page sends a first load to the playground: it has no first screen of its own.)
 */
export function prerenderPaths(): string[] {
  return [
    ...Object.keys(FEED_PAGES),
    '/admin',
    ...featureRoutes.demo
      .map((route) => route.path!)
      .filter((path) => path.startsWith('/demo/') && !path.endsWith('/guarded')),
    ...featureRoutes.analytics.map((route) => route.path!),
    ...FEATURES.flatMap((f) => [f.routes.docs, f.routes.demo]).filter(
      (path) => !PER_VISITOR.has(path),
    ),
    ...shopPaths(),
  ];
}

/**
 * One page as its first screen looks: its head tags, the HTML of #root and, when its loaders
 * ran or its meta was loaded, what the browser hydrates from (a script to put after #root).
 */
export async function renderPage(
  path: string,
): Promise<{ head: string; body: string; app: DemoApp; data: string }> {
  const render = serverRender();
  const page = await renderUrl(path, render.options);
  if (page.status !== 200) {
    const errors = Object.values(page.data.loaders).flatMap((l) => (l.error ? [l.error] : []));
    const why = errors.map((e) => `${e.name}: ${e.message}`).join('; ');
    throw new Error(`Prerendering ${path} gave status ${page.status}${why && ` (${why})`}`);
  }
  const loaded = Object.keys(page.data.loaders).length > 0;
  return {
    head: page.head,
    body: page.html,
    app: render.app(),
    data: loaded ? page.script : '',
  };
}
