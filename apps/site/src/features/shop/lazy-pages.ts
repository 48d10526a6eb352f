/*
 * The shop's pages by name, each loaded on first visit. The route table imports this module
 * lazily too, so the first load of `/` carries one import for all of them instead of one
 * (with its list of chunks to preload) per page.
 */
import type { ComponentType } from 'react';

const testPages = () => import('./pages/TestPages.tsx');

const pages = {
  ProductsPage: () => import('./pages/ProductsPage.tsx').then((m) => m.ProductsPage),
  ProductDetailPage: () => import('./pages/ProductDetailPage.tsx').then((m) => m.ProductDetailPage),
  PreviewModal: () => import('./pages/PreviewModal.tsx').then((m) => m.PreviewModal),
  CartPage: () => import('./pages/CartPage.tsx').then((m) => m.CartPage),
  HomePage: () => import('./pages/HomePage.tsx').then((m) => m.HomePage),
  TestProductLayout: () => testPages().then((m) => m.TestProductLayout),
  TestProductMain: () => testPages().then((m) => m.TestProductMain),
  TestProductSidebar: () => testPages().then((m) => m.TestProductSidebar),
  TestProductReviews: () => testPages().then((m) => m.TestProductReviews),
  TestSimplePage: () => testPages().then((m) => m.TestSimplePage),
  TestSimpleCatchAll: () => testPages().then((m) => m.TestSimpleCatchAll),
} satisfies Record<string, () => Promise<ComponentType>>;

/** The shop's page names. */
export type ShopPage = keyof typeof pages;

/** Loads a page; resolves to `{ default: Page }`, the shape `React.lazy` takes. */
export default async function loadShopPage(name: ShopPage): Promise<{ default: ComponentType }> {
  return { default: await pages[name]() };
}
