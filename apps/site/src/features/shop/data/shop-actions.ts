/*
 * The cart actions (`addToCart`, `removeFromCart`, `clearCart`) as handles, apart from the
 * loaders: the routes (on the first load of `/`) need the loaders only, and the pages that
 * change the cart load these. Each runs its implementation in handlers.ts, loaded on first use.
 */
import { defineAction } from '@tendril/router';

const handlers = () => import('./handlers.ts');
type Actions = Awaited<ReturnType<typeof handlers>>['cartActions'];

/** An action that runs its implementation in handlers.ts, loaded on first use. */
const act =
  <P>(name: keyof Actions) =>
  async (payload: P) =>
    (await handlers()).cartActions[name](payload);

/** Adds one of a product to the cart (queued while offline). */
export const addToCart = defineAction('addToCart', act<{ productId: number }>('addToCart'));
/** Removes a line from the cart (queued while offline). */
export const removeFromCart = defineAction(
  'removeFromCart',
  act<{ itemId: number }>('removeFromCart'),
);
/** Empties the cart (queued while offline). */
export const clearCart = defineAction('clearCart', act<void>('clearCart'));
