/*
 * The shop's routes. The table is on the first load (deep links must match); each page's
 * code arrives on first visit, through its page table (pages.ts).
 */
import {
  cartLoader,
  productLoader,
  productReviewsLoader,
  productsLoader,
} from './data/shop-data.ts';
import { productPageTitle } from './data/product-title.ts';
import { lazyPages, lazyPart, type LoadPages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';
import { defineRoute, type Route } from '@tendril/router/react';

const meta = (title: string) => ({ app: 'shop', title });
/** A product id in a route must be digits; anything else falls through to not-found. */
const digits = { id: /^\d+$/ };

export function shopRoutes(pages: LoadPages<typeof Pages>): Route[] {
  const page = lazyPages(pages);
  const pending = (path: keyof typeof Pages.pending) => lazyPart(pages, (m) => m.pending[path]);
  return [
    {
      path: '/products',
      loader: productsLoader,
      component: page('/products'),
      // The loading view: only when the load is slow, then at least 300 ms (the router's default).
      pendingComponent: pending('/products'),
      meta: meta('Products'),
    },
    // Only here so the breadcrumb between Home and a product reads "Products"; it redirects.
    { path: '/product', canActivate: () => '/products', meta: meta('Products') },
    // defineRoute: its loadMeta sees the params and the loader's data typed.
    defineRoute({
      path: '/product/:id',
      params: digits,
      loader: productLoader,
      component: page('/product/:id'),
      pendingComponent: pending('/product/:id'),
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
        // Its reviews are a deferred part: the tab renders (and a server streams it) at once.
        { path: 'reviews', loader: productReviewsLoader, meta: meta('Reviews') },
        { path: 'comments', meta: meta('Comments') },
        { path: 'shipping', meta: meta('Shipping') },
        {
          path: 'preview',
          portal: true,
          component: page('/product/:id/preview'),
          meta: meta('Product preview'),
        },
      ],
    }),
    {
      path: '/cart',
      loader: cartLoader,
      component: page('/cart'),
      pendingComponent: pending('/cart'),
      pendingMinMs: 200,
      meta: meta('Shopping Cart'),
    },
  ];
}
