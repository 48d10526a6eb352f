/*
 * The shop's routes. The table is on the first load (deep links must match); each page's
 * code arrives on first visit.
 */
import type { ComponentType } from 'react';
import type { Route } from '@tendril/router';
import { productPageTitle } from './data/product-title.ts';
import { lazyNamed } from '../../ui/lazy-named.ts';
import { shopDataReady } from './data/ready.ts';

// A page waits for its code and for the shop's loaders and actions (see data/ready.ts).
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyNamed(() => Promise.all([load(), shopDataReady()]).then(([module]) => module), name);

const ProductsPage = page(() => import('./pages/ProductsPage.tsx'), 'ProductsPage');
const ProductDetailPage = page(() => import('./pages/ProductDetailPage.tsx'), 'ProductDetailPage');
const PreviewModal = page(() => import('./pages/PreviewModal.tsx'), 'PreviewModal');
const CartPage = page(() => import('./pages/CartPage.tsx'), 'CartPage');
const testPages = () => import('./pages/TestPages.tsx');
const TestProductLayout = page(testPages, 'TestProductLayout');
const TestProductMain = page(testPages, 'TestProductMain');
const TestProductSidebar = page(testPages, 'TestProductSidebar');
const TestProductReviews = page(testPages, 'TestProductReviews');
const TestSimplePage = page(testPages, 'TestSimplePage');
const TestSimpleCatchAll = page(testPages, 'TestSimpleCatchAll');

export const ShopHomePage = page(() => import('./pages/HomePage.tsx'), 'HomePage');

const meta = (title: string) => ({ app: 'shop', title });
/** A product id in a route must be digits; anything else falls through to not-found. */
const digits = { id: /^\d+$/ };

export const shopRoutes: Route[] = [
  { path: '/products', component: ProductsPage, meta: meta('Products') },
  // Only here so the breadcrumb between Home and a product reads "Products"; it redirects.
  { path: '/product', canActivate: () => '/products', meta: meta('Products') },
  {
    path: '/product/:id',
    params: digits,
    component: ProductDetailPage,
    // A getter: the breadcrumb and the document title show the product's name.
    meta: {
      app: 'shop',
      get title() {
        return productPageTitle();
      },
    },
    children: [
      { path: 'reviews', meta: meta('Reviews') },
      { path: 'comments', meta: meta('Comments') },
      { path: 'shipping', meta: meta('Shipping') },
      { path: 'preview', portal: true, component: PreviewModal, meta: meta('Product preview') },
    ],
  },
  { path: '/cart', component: CartPage, meta: meta('Shopping Cart') },
  {
    path: '/test-product/:id',
    component: TestProductLayout,
    outlets: { main: TestProductMain, sidebar: TestProductSidebar, reviews: TestProductReviews },
    meta: meta('Named outlets'),
  },
  {
    path: '/test-product/:id/main-only',
    component: TestProductLayout,
    outlets: { main: TestProductMain },
    meta: meta('Main outlet only'),
  },
  { path: '/test-simple/:id', component: TestSimplePage, meta: meta('Simple layout') },
  { path: '/test-simple/*', component: TestSimpleCatchAll, meta: meta('Simple layout') },
];
