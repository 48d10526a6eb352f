/*
 * The shop's named loaders and actions (SPEC §7), and how its queued offline changes replay.
 * The names are registered at start, so any page (or a replay after a reload in the news
 * app) can use them; what they do (handlers.ts, with the catalogue and the cart) loads on
 * first use, so the news reader's first load carries none of the shop's code.
 */
import type { Router } from '@tendril/router';
import { registerReplay } from '../../lib/replays.ts';
import { CART_ACTIONS } from './cart-actions.ts';
import { productIdFrom } from './product-id.ts';

const handlers = () => import('./handlers.ts');

export function registerShopData(router: Router): void {
  const data = router.data;
  // Local data: a failure is not going to heal on retry, and Retry buttons exist.
  const local = { cache: false, retries: 0 };
  data.registerLoader(
    'products',
    async (context) => (await handlers()).loadProducts(context),
    local,
  );
  data.registerLoader('cart', async (context) => (await handlers()).loadCart(context), local);
  data.registerLoader(
    'productDetailCustom',
    async (context) => (await handlers()).loadProductDetail(context),
    { cacheKey: (params) => `product-${productIdFrom(params)}`, retries: 0 },
  );
  for (const action of CART_ACTIONS) {
    data.registerAction(action, async (payload: unknown) =>
      (await handlers()).cartActions[action](payload),
    );
    registerReplay(action, async (payload, mutationId) =>
      (await import('./offline-cart.ts')).replayCartChange(action, payload, mutationId),
    );
  }
}
