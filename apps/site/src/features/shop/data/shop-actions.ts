/*
 * The cart actions (`addToCart`, `removeFromCart`, `clearCart`) as handles, apart from the
 * loaders: the routes need the loaders only, and the pages that change the cart run these.
 * Each runs its implementation in handlers.ts, loaded on first use. The handles are the list of
 * the cart's actions: the offline queue and its replays know them by the handles' names.
 */
import { defineAction } from '@tendril/router';

const handlers = () => import('./handlers.ts');
type Implementations = Awaited<ReturnType<typeof handlers>>['cartActions'];

/** An action named after its implementation in handlers.ts, which loads on first use. */
const cartAction = <P>(name: keyof Implementations) =>
  defineAction(name, async (payload: P) => (await handlers()).cartActions[name](payload));

/** Adds one of a product to the cart (queued while offline). */
export const addToCart = cartAction<{ productId: number }>('addToCart');
/** Removes a line from the cart (queued while offline). */
export const removeFromCart = cartAction<{ itemId: number }>('removeFromCart');
/** Empties the cart (queued while offline). */
export const clearCart = cartAction<void>('clearCart');

/** The names of the cart's actions, as the offline queue records them. */
export const CART_ACTIONS: readonly string[] = [addToCart, removeFromCart, clearCart].map(
  (action) => action.name,
);
