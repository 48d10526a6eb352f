/*
 * The shop's loaders (`products`, `cart`, `productDetailCustom`, `productReviews`), as handles: routes and
 * pages pass them to the router, which keeps their names for devtools. Each loads its
 * implementation (handlers.ts, with the catalogue and the cart) on first use: none of it is
 * on the first load of `/`. The cart actions are in shop-actions.ts, off the first load too.
 */
import { defineLoader, type LoaderOptions } from '@tendril/router';

type Loaders = Awaited<ReturnType<typeof handlers>>['shopLoaders'];

const handlers = () => import('./handlers.ts');

// Local data: a failure is not going to heal on retry, and Retry buttons exist.
const local = { cache: false, retries: 0 };

/** The handle of the shop loader `name`, whose implementation loads on first use. */
const shopLoader = <K extends keyof Loaders>(name: K, options: LoaderOptions = local) =>
  defineLoader<Awaited<ReturnType<Loaders[K]>>>(
    name,
    async (context) => (await handlers()).shopLoaders[name](context) as never,
    options,
  );

/** The catalogue (`/products`, and the home grid). */
export const productsLoader = shopLoader('products');
/** The cart (`/cart`). */
export const cartLoader = shopLoader('cart');
/** One product (`/product/{id}`), cached per id: a product opened before paints at once. */
export const productLoader = shopLoader('productDetailCustom', {
  retries: 0,
  key: ({ id }) => `product-${id}`,
});
/**
 * A product's reviews (`/product/{id}/reviews`), cached per id. Its data holds the reviews as a
 * deferred part: the tab shows at once, and "Loading reviews…" until they arrive.
 */
export const productReviewsLoader = shopLoader('productReviews', {
  retries: 0,
  key: ({ id }) => `reviews-${id}`,
});
