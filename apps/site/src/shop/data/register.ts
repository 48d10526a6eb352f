/*
 * The shop's named loaders and actions (SPEC §7), and how its queued offline changes replay.
 * Registering costs nothing on the first load: what the loaders and actions do (handlers.ts,
 * with the catalogue and the cart) is imported on first use.
 */
import type { DataRegistry } from '@tendril/router';
import { registerReplay } from '../../lib/replays.ts';
import { CART_ACTIONS } from './cart-actions.ts';
import { productIdFrom } from './product-id.ts';

const handlers = () => import('./handlers.ts');

/** The loaders and actions, on a router's data registry. */
export function registerShopData(data: DataRegistry): void {
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
  for (const action of CART_ACTIONS)
    data.registerAction(action, async (payload: unknown) =>
      (await handlers()).cartActions[action](payload),
    );
}

/**
 * Replays of cart changes queued offline. Registered at start: a reload in the news app
 * with changes still queued must be able to send them once the connection returns.
 */
export function registerCartReplays(): void {
  for (const action of CART_ACTIONS)
    registerReplay(action, async (payload, mutationId) =>
      (await import('./offline-cart.ts')).replayCartChange(action, payload, mutationId),
    );
}
