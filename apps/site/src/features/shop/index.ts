/*
 * The demo shop (issue 4) as one DemoFeature: its routes, its loaders and actions, and
 * what it puts in the shell (header items, sidebar, banners, the `/` page). Only the route
 * table and the loader and action handles are on the first load (the news reader is the default
 * app); the rest, header links included, arrives when the shop is first shown.
 */
import type { DemoFeature } from '../../shell/demo-feature.ts';
import { trackProductTitles } from './data/product-title.ts';
import { registerCartReplays } from './data/cart-replays.ts';
import { ShopHomePage, shopRoutes } from './routes.ts';
import { lazyNamed } from '../../ui/lazy-named.ts';

const chrome = () => import('./chrome/index.ts');
const Nav = lazyNamed(chrome, 'ShopNav');
const Sidebar = lazyNamed(chrome, 'ShopSidebar');
const Banners = lazyNamed(chrome, 'ShopBanners');

export const shopFeature: DemoFeature = {
  app: 'shop',
  routes: shopRoutes,
  register(router) {
    registerCartReplays();
    trackProductTitles(router);
  },
  Nav,
  Home: ShopHomePage,
  Sidebar,
  Banners,
  preparePaint: () => Promise.all([Nav.preload(), Sidebar.preload(), Banners.preload()]),
};
