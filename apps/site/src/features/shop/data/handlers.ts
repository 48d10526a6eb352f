/*
 * The shop's named loaders and actions: `products`, `cart`, `productDetailCustom`
 * and `addToCart {productId}`, `removeFromCart {itemId}`, `clearCart`, each action answering
 * `{ success, message }` and raising its toast. This module (with the catalogue and
 * the cart) loads when one of them first runs (their handles, shop-data.ts and
 * shop-actions.ts, import it then), not on the first load.
 */
import { signal, type ReadonlySignal } from '@tendril/signals';
import { NotFoundError, type LoaderContext } from '@tendril/router';
import { toast } from '../../../lib/toast-store.ts';
import { findProduct, reloadCatalogue, type Catalogue } from './catalogue.ts';
import { mutationFromAction, type Cart, type CartResult } from './cart-rules.ts';
import { performCartMutation, reloadCart } from './cart-store.ts';
import { runCartAction } from './offline-cart.ts';
import { OfflineNoCacheError, rememberVisit, wasVisited } from './visited-products.ts';
import { offline } from '../../../lib/offline.ts';
import type { Product } from './product.ts';
import { reviewsFor, type Review } from './product-content.ts';
import { wait } from '@tendril/signals/time';
import {
  ADD_TO_CART_LATENCY_MS,
  PRODUCT_DETAIL_DELAY_MS,
  REVIEWS_DELAY_MS,
  simulatedLatency,
} from './timing.ts';

/** The product id an add is running for (adds are blocked while one is in flight). */
const adding = signal<number | null>(null);
export const addingProductId: ReadonlySignal<number | null> = adding;

/**
 * "Product not found" for the detail loader: the router's `NotFoundError`, so it is never
 * retried or logged (an answer, not a fault), and a server render answers 404.
 */
export class ProductNotFoundError extends NotFoundError {
  constructor(readonly productId: string) {
    super('Product not found');
  }
}

/** The product id from the route params, else from the URL (`/product/{id}...`). */
function productIdFrom(params: Readonly<Record<string, string>>): string {
  if (params.id) return params.id;
  const path = typeof location === 'undefined' ? '' : location.pathname;
  return /^\/product\/([^/]+)/.exec(path)?.[1] ?? '';
}

function announce(result: CartResult): CartResult {
  if (result.success) toast.success(result.message);
  else toast.error(result.message);
  return result;
}

/** Toasts an action's outcome, except a queued change: the offline notices announce those. */
function quiet(result: CartResult & { queued?: boolean }): CartResult {
  return result.queued ? result : announce(result);
}

// Storage answers at once; the routes' pending views keep the minimum loading time, and
// only when a load is slow enough to show one (routes.ts).
const loadProducts = async (): Promise<Catalogue> => reloadCatalogue();

const loadCart = async (): Promise<Cart> => reloadCart();

async function loadProductDetail({ params, signal: abort }: LoaderContext): Promise<Product> {
  const id = productIdFrom(params);
  // Offline, only products opened online are "cached" (and they need no simulated wait).
  const online = offline.isOnline.peek();
  if (!online && !wasVisited(id)) throw new OfflineNoCacheError();
  if (online) await wait(simulatedLatency(PRODUCT_DETAIL_DELAY_MS), abort);
  const product = findProduct(reloadCatalogue().products, id);
  if (!product) throw new ProductNotFoundError(id);
  if (online) rememberVisit(id);
  return product;
}

/** A product's reviews: `reviews` is a deferred part, a promise the page reads under Suspense. */
export interface ProductReviews {
  readonly reviews: Promise<Review[]>;
}

/**
 * Answers at once with the reviews still on their way: the product page renders, and the
 * server streams, without waiting for them. An unknown product fails here, before any part
 * exists (a part nobody reads would reject unheard).
 */
async function loadProductReviews({ params }: LoaderContext): Promise<ProductReviews> {
  const id = productIdFrom(params);
  const product = findProduct(reloadCatalogue().products, id);
  if (!product) throw new ProductNotFoundError(id);
  // Offline, the reviews come from what the page has (no service to wait for).
  const delay = offline.isOnline.peek() ? REVIEWS_DELAY_MS : 0;
  return { reviews: wait(delay).then(() => reviewsFor(product)) };
}

/** The cart's actions by registered name. */
export const cartActions = {
  async addToCart(payload: unknown): Promise<CartResult> {
    const mutation = mutationFromAction('addToCart', payload);
    if (!mutation) return announce({ success: false, message: 'Product not found' });
    // Silent: the buttons are disabled meanwhile; this catches programmatic double adds.
    if (adding.peek() !== null)
      return { success: false, message: 'Another item is being added to your cart' };
    adding.value = mutation.type === 'add' ? mutation.productId : null;
    try {
      return quiet(
        await runCartAction('addToCart', payload, async () => {
          await wait(simulatedLatency(ADD_TO_CART_LATENCY_MS));
          return performCartMutation(mutation);
        }),
      );
    } finally {
      adding.value = null;
    }
  },
  async removeFromCart(payload: unknown): Promise<CartResult> {
    const mutation = mutationFromAction('removeFromCart', payload);
    if (!mutation) return announce({ success: false, message: 'Item not found in cart' });
    return quiet(
      await runCartAction('removeFromCart', payload, () => performCartMutation(mutation)),
    );
  },
  async clearCart(payload: unknown): Promise<CartResult> {
    return quiet(
      await runCartAction('clearCart', payload ?? null, () =>
        performCartMutation({ type: 'clear' }),
      ),
    );
  },
};

/** The shop's loaders by name (the handles in shop-data.ts run them). */
export const shopLoaders = {
  products: loadProducts,
  cart: loadCart,
  productDetailCustom: loadProductDetail,
  productReviews: loadProductReviews,
};
