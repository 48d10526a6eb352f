/*
 * The site rendered ahead of time, for the build's prerender step (build/prerender.ts): which
 * pages look the same for every visitor, and one page's HTML. Runs in Node, once per build.
 */
import { renderUrl } from '@tendril/router/server';
import { FEATURES } from '../features/catalogue/catalogue.ts';
import { FEED_PAGES } from '../features/news/data/constants.ts';
import { activeApp, setActiveApp, type DemoApp } from '../lib/active-app.ts';
import { PRODUCT_TABS, tabHref } from '../features/shop/data/product-tabs.ts';
import { SEED_PRODUCTS } from '../features/shop/data/seed-products.ts';
import { App } from './App.tsx';
import { followActiveApp } from './create-app-router.ts';
import { features } from './features.ts';
import { buildRoutes, featureRoutes } from './routes.ts';
import type { Router } from '@tendril/router/react';

/**
 * Demos whose first screen is made for each visitor (a random editor identity, a random peer
 * id): rendered ahead of time, they could not match what the browser renders.
 */
const PER_VISITOR = new Set(['/collaborative-editor/demo', '/webrtc-sync/demo']);

/**
 * The shop as a first visit sees it: the catalogue and each seed product with each of its tabs
 * (a tab is a path of its own). A visitor's stored products replace them once the page runs.
 * The cart is the visitor's own and is not among them.
 */
function shopPaths(): string[] {
  return [
    '/products',
    ...SEED_PRODUCTS.flatMap((product) => PRODUCT_TABS.map((tab) => tabHref(product.id, tab.id))),
  ];
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

/** What the browser's router does once made (create-app-router.ts), less its browser-only work. */
function setup(router: Router): void {
  for (const feature of features) feature.register?.(router);
  followActiveApp(router);
}

/**
 * One page as its first screen looks: its head tags, the HTML of #root and, when its loaders
 * ran or its meta was loaded, what the browser hydrates from (a script to put after #root).
 */
export async function renderPage(
  path: string,
): Promise<{ head: string; body: string; app: DemoApp; data: string }> {
  // A first visit's app (the active app is a module signal, so the previous page's is still
  // set); a page whose route names an app switches to it in setup.
  setActiveApp('news');
  const page = await renderUrl(path, {
    routes: buildRoutes(),
    setup,
    // As the browser renders it (src/main.tsx): a production build without StrictMode.
    app: (router) => <App router={router} />,
  });
  if (page.status !== 200) {
    const errors = Object.values(page.data.loaders).flatMap((l) => (l.error ? [l.error] : []));
    const why = errors.map((e) => `${e.name}: ${e.message}`).join('; ');
    throw new Error(`Prerendering ${path} gave status ${page.status}${why && ` (${why})`}`);
  }
  const loaded = Object.keys(page.data.loaders).length > 0;
  return {
    head: page.head,
    body: page.html,
    app: activeApp.peek(),
    data: loaded ? page.script : '',
  };
}
