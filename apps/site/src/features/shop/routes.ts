/*
 * The shop's routes. The table is on the first load (deep links must match); each page's
 * code arrives on first visit, through its page table (pages.ts).
 */
import { cartLoader, productLoader, productsLoader } from './data/shop-data.ts';
import { productPageTitle } from './data/product-title.ts';
import { featurePages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';
import { defineRoute, type Route } from '@tendril/router/react';

const page = featurePages<typeof Pages>('shop');
const ProductsPage = page('ProductsPage');
const ProductDetailPage = page('ProductDetailPage');
const PreviewModal = page('PreviewModal');
const CartPage = page('CartPage');
const TestProductLayout = page('TestProductLayout');
const TestProductMain = page('TestProductMain');
const TestProductSidebar = page('TestProductSidebar');
const TestProductReviews = page('TestProductReviews');
const TestSimplePage = page('TestSimplePage');
const TestSimpleCatchAll = page('TestSimpleCatchAll');

export const ShopHomePage = page('HomePage');

const meta = (title: string) => ({ app: 'shop', title });
/** A product id in a route must be digits; anything else falls through to not-found. */
const digits = { id: /^\d+$/ };

export const shopRoutes: Route[] = [
  {
    path: '/products',
    loader: productsLoader,
    component: ProductsPage,
    // The loading view: only when the load is slow, then at least 300 ms (the router's default).
    pendingComponent: page('ProductsPending'),
    meta: meta('Products'),
  },
  // Only here so the breadcrumb between Home and a product reads "Products"; it redirects.
  { path: '/product', canActivate: () => '/products', meta: meta('Products') },
  // defineRoute: its loadMeta sees the params and the loader's data typed.
  defineRoute({
    path: '/product/:id',
    params: digits,
    loader: productLoader,
    component: ProductDetailPage,
    pendingComponent: page('ProductPending'),
    // The head's product meta, once the product has loaded (or failed to).
    loadMeta: ({ data }) => import('./data/product-meta.ts').then((m) => m.productMeta(data)),
    // A getter: the breadcrumb shows the product's name.
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
  }),
  {
    path: '/cart',
    loader: cartLoader,
    component: CartPage,
    pendingComponent: page('CartPending'),
    pendingMinMs: 200,
    meta: meta('Shopping Cart'),
  },
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
