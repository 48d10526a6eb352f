/*
 * The shop's loaders (`products`, `cart`, `productDetailCustom`) and cart actions
 * (`addToCart`, `removeFromCart`, `clearCart`), as handles: routes and pages pass them to the
 * router, which keeps their names for devtools. Each loads its implementation (handlers.ts,
 * with the catalogue and the cart) on first use: none of it is on the first load of `/`.
 */
import { defineAction, defineLoader } from '@tendril/router';
import type { Catalogue } from './catalogue.ts';
import type { Cart } from './cart-rules.ts';
import type { Product } from './product.ts';

const handlers = () => import('./handlers.ts');
type Handlers = Awaited<ReturnType<typeof handlers>>;
type Actions = Handlers['cartActions'];

/** An action that runs its implementation in handlers.ts, loaded on first use. */
const act =
  <P>(name: keyof Actions) =>
  async (payload: P) =>
    (await handlers()).cartActions[name](payload);

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

/** Adds one of a product to the cart (queued while offline). */
export const addToCart = defineAction('addToCart', act<{ productId: number }>('addToCart'));
/** Removes a line from the cart (queued while offline). */
export const removeFromCart = defineAction(
  'removeFromCart',
  act<{ itemId: number }>('removeFromCart'),
);
/** Empties the cart (queued while offline). */
export const clearCart = defineAction('clearCart', act<void>('clearCart'));
