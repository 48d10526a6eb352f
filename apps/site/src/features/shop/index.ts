/*
 * The demo shop as one DemoFeature: its routes, its loaders and actions, and what it puts in
 * the shell (header items, sidebar, banners, the `/` page). Only the route table and the loader
 * and action handles are on the first load (the news reader is the default app); the rest,
 * header links included, arrives when the shop is first shown.
 */
import type { DemoFeature } from '../../shell/demo-feature.ts';
import { lazyPages, type LoadPages } from '../../shell/feature-pages.ts';
import { lazyNamed } from '../../ui/lazy-named.ts';
import { registerCartReplays } from './data/cart-replays.ts';
import { trackProductTitles } from './data/product-title.ts';
import type * as Pages from './pages.ts';
import { shopRoutes } from './routes.ts';

const chrome = () => import('./chrome/index.ts');
const Nav = lazyNamed(chrome, 'ShopNav');
const Sidebar = lazyNamed(chrome, 'ShopSidebar');
const Banners = lazyNamed(chrome, 'ShopBanners');

/** The shop, given how to load its pages.ts. */
export function shopFeature(pages: LoadPages<typeof Pages>): DemoFeature {
  return {
    app: 'shop',
    routes: shopRoutes(pages),
    register(router) {
      registerCartReplays();
      trackProductTitles(router);
    },
    Nav,
    Home: lazyPages(pages)('/'),
    Sidebar,
    Banners,
    preparePaint: () => Promise.all([Nav.preload(), Sidebar.preload(), Banners.preload()]),
  };
}
