/*
 * The shop's named loaders (`products`, `cart`, `productDetailCustom`) and cart actions,
 * registered when the router is created so that a route on screen finds its loader whenever
 * the data registry arrives. Each loads its implementation (handlers.ts, with the catalogue
 * and the cart) on first use: none of it is on the first load of `/`.
 */
import type { DataRegistry, LoaderOptions } from '@tendril/router';
import { CART_ACTIONS } from './cart-actions.ts';

const handlers = () => import('./handlers.ts');

// Local data: a failure is not going to heal on retry, and Retry buttons exist.
const local: LoaderOptions = { cache: false, retries: 0 };
const options = {
  products: local,
  cart: local,
  // Products are cached per id: a product opened before paints at once.
  productDetailCustom: { retries: 0, cacheKey: ({ id }) => `product-${id}` },
} satisfies Record<string, LoaderOptions>;

export function registerShopData(data: DataRegistry): void {
  for (const name of ['products', 'cart', 'productDetailCustom'] as const)
    data.registerLoader(
      name,
      async (context) => (await handlers()).shopLoaders[name](context),
      options[name],
    );
  for (const action of CART_ACTIONS)
    data.registerAction(action, async (payload) => (await handlers()).cartActions[action](payload));
}
