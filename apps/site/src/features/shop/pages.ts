/*
 * The shop's pages by URL pattern, each loaded on first visit (routes.ts; app/ hands this table
 * in).
 */
import type { PageLoader } from '../../shell/feature-pages.ts';

export default {
  // Not a route of its own: `/` shows it while the shop is the active app (app/HomeSwitch).
  '/': () => import('./pages/HomePage.tsx').then((m) => m.HomePage),
  '/products': () => import('./pages/ProductsPage.tsx').then((m) => m.ProductsPage),
  '/product/:id': () => import('./pages/ProductDetailPage.tsx').then((m) => m.ProductDetailPage),
  '/product/:id/preview': () => import('./pages/PreviewModal.tsx').then((m) => m.PreviewModal),
  '/cart': () => import('./pages/CartPage.tsx').then((m) => m.CartPage),
} satisfies Record<string, PageLoader>;

/** The routes' pending views, from their pages' own chunks: ready once the page's code is. */
export const pending = {
  '/products': () => import('./pages/ProductsPage.tsx').then((m) => m.ProductsPending),
  '/product/:id': () => import('./components/Skeletons.tsx').then((m) => m.ProductDetailSkeleton),
  '/cart': () => import('./pages/CartPage.tsx').then((m) => m.CartPending),
} satisfies Record<string, PageLoader>;
