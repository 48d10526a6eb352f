/*
 * The shop's loaders (`products`, `cart`, `productDetailCustom`), as handles: routes and
 * pages pass them to the router, which keeps their names for devtools. Each loads its
 * implementation (handlers.ts, with the catalogue and the cart) on first use: none of it is
 * on the first load of `/`. The cart actions are in shop-actions.ts, off the first load too.
 */
import { defineLoader } from '@tendril/router';
import type { Catalogue } from './catalogue.ts';
import type { Cart } from './cart-rules.ts';
import type { Product } from './product.ts';

const handlers = () => import('./handlers.ts');

// Local data: a failure is not going to heal on retry, and Retry buttons exist.
const local = { cache: false, retries: 0 };

/** The catalogue (`/products`, and the home grid). */
export const productsLoader = defineLoader<Catalogue>(
  'products',
  async (context) => (await handlers()).shopLoaders.products(context),
  local,
);
/** The cart (`/cart`). */
export const cartLoader = defineLoader<Cart>(
  'cart',
  async (context) => (await handlers()).shopLoaders.cart(context),
  local,
);
/** One product (`/product/{id}`), cached per id: a product opened before paints at once. */
export const productLoader = defineLoader<Product>(
  'productDetailCustom',
  async (context) => (await handlers()).shopLoaders.productDetailCustom(context),
  { retries: 0, key: ({ id }) => `product-${id}` },
);
