/*
 * The shop's pages by name, each loaded on first visit (routes.ts; app/ reaches this table
 * lazily, see shell/feature-pages.ts).
 */
import type { PageLoader } from '../../shell/feature-pages.ts';

const testPages = () => import('./pages/TestPages.tsx');

export default {
  ProductsPage: () => import('./pages/ProductsPage.tsx').then((m) => m.ProductsPage),
  ProductDetailPage: () => import('./pages/ProductDetailPage.tsx').then((m) => m.ProductDetailPage),
  PreviewModal: () => import('./pages/PreviewModal.tsx').then((m) => m.PreviewModal),
  CartPage: () => import('./pages/CartPage.tsx').then((m) => m.CartPage),
  // The routes' pending views, from their pages' own chunks: ready once the page's code is.
  ProductsPending: () => import('./pages/ProductsPage.tsx').then((m) => m.ProductsPending),
  ProductPending: () => import('./components/Skeletons.tsx').then((m) => m.ProductDetailSkeleton),
  CartPending: () => import('./pages/CartPage.tsx').then((m) => m.CartPending),
  HomePage: () => import('./pages/HomePage.tsx').then((m) => m.HomePage),
  TestProductLayout: () => testPages().then((m) => m.TestProductLayout),
  TestProductMain: () => testPages().then((m) => m.TestProductMain),
  TestProductSidebar: () => testPages().then((m) => m.TestProductSidebar),
  TestProductReviews: () => testPages().then((m) => m.TestProductReviews),
  TestSimplePage: () => testPages().then((m) => m.TestSimplePage),
  TestSimpleCatchAll: () => testPages().then((m) => m.TestSimpleCatchAll),
} satisfies Record<string, PageLoader>;
