/** The cart's named actions: run through the router, queued and replayed while offline. */
export const CART_ACTIONS = ['addToCart', 'removeFromCart', 'clearCart'] as const;
export type CartAction = (typeof CART_ACTIONS)[number];
