/*
 * The demo shop (issue 4) as one DemoFeature: its routes, its named loaders and actions, and
 * what it puts in the shell (header items, sidebar, banners, the `/` page).
 */
import type { DemoFeature } from '../app/features.ts';
import { ShopBanners } from './chrome/ShopBanners.tsx';
import { ShopNav } from './chrome/ShopNav.tsx';
import { ShopSidebar } from './chrome/ShopSidebar.tsx';
import { trackProductTitles } from './data/product-title.ts';
import { registerShopData } from './data/register.ts';
import { ShopHomePage, shopRoutes } from './routes.ts';

export const shopFeature: DemoFeature = {
  app: 'shop',
  routes: shopRoutes,
  register(router) {
    registerShopData(router);
    trackProductTitles(router);
  },
  Nav: ShopNav,
  Home: ShopHomePage,
  Sidebar: ShopSidebar,
  Banners: ShopBanners,
};
