/** The delays the shop simulates (a real backend would take about this long). */
export const PRODUCT_DETAIL_DELAY_MS = 2000;
/**
 * The reviews service's simulated latency, the product detail's 2000 ms. It holds on a server
 * too: the reviews are the part of the product page a server streams once they arrive.
 */
export const REVIEWS_DELAY_MS = PRODUCT_DETAIL_DELAY_MS;
export const CART_RELOAD_AFTER_ACTION_MS = 100;
/**
 * Our own choice: a short simulated round trip for adding to the cart, so "Adding..." and
 * the in-flight block are real states rather than a flicker.
 */
export const ADD_TO_CART_LATENCY_MS = 250;

/**
 * The simulated latencies stand for a browser's round trip to the shop's backend. A render on
 * a server (the build's prerender) sits beside the data: it waits for nothing.
 */
export const simulatedLatency = (ms: number): number => (typeof window === 'undefined' ? 0 : ms);
