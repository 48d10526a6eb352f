/* The shop's loader and action handles through a real router, as pages call them. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRouter, type DataRegistry, type Router } from '@tendril/router';
import { toasts } from '../../../lib/toast-store.ts';
import { restoreCatalogue } from './catalogue.ts';
import { cart, reloadCart } from './cart-store.ts';
import { addingProductId, ProductNotFoundError } from './handlers.ts';
import { addToCart, clearCart, removeFromCart } from './shop-actions.ts';
import { cartLoader, productLoader, productReviewsLoader, productsLoader } from './shop-data.ts';
import { reviewsFor } from './product-content.ts';
import { dismissStorageMessages } from '../../../lib/storage.ts';

let router: Router;

beforeEach(() => {
  localStorage.clear();
  dismissStorageMessages();
  restoreCatalogue();
  reloadCart(); // storage was cleared: an empty cart
  router = createRouter({
    routes: [{ path: '/' }],
    history: createMemoryHistory(['/']),
    log: () => {},
  });
});

afterEach(() => {
  vi.useRealTimers();
  router.destroy();
});

const lastToast = () => toasts.peek().at(-1);

describe('cart actions', () => {
  it('addToCart answers {success, message}, raises the toast and persists', async () => {
    const result = await router.data.run(addToCart, { productId: 2 });
    expect(result).toEqual({
      success: true,
      message: 'Added Noise-Cancelling Headphones to cart!',
    });
    expect(lastToast()).toMatchObject({
      type: 'success',
      message: 'Added Noise-Cancelling Headphones to cart!',
    });
    expect(cart.peek().count).toBe(1);
    expect(JSON.parse(localStorage.getItem('cart')!)).toMatchObject({ count: 1 });
  });

  it('blocks a second add while one is in flight', async () => {
    // Two clicks in the same tick, as a double click can deliver them.
    const first = router.data.run(addToCart, { productId: 1 });
    const second = router.data.run(addToCart, { productId: 1 });
    await vi.waitFor(() => expect(addingProductId.peek()).toBe(1));
    expect(await second).toMatchObject({ success: false });
    expect(await first).toMatchObject({ success: true });
    expect(addingProductId.peek()).toBeNull();
    expect(cart.peek().count).toBe(1);
  });

  it('refuses an out-of-stock product with an error toast', async () => {
    const result = await router.data.run(addToCart, { productId: 5 });
    expect(result).toEqual({ success: false, message: '4K Monitor 27" is out of stock.' });
    expect(lastToast()).toMatchObject({ type: 'error' });
    expect(cart.peek().count).toBe(0);
  });

  it('says so when an add would pass the stock', async () => {
    await router.data.run(addToCart, { productId: 12 }); // stock 1
    const result = await router.data.run(addToCart, { productId: 12 });
    expect(result).toMatchObject({ success: false });
    expect(lastToast()?.message).toBe(
      'Only 1 Explorer Drone in stock, and all of them are already in your cart.',
    );
    expect(cart.peek().count).toBe(1);
  });

  it('removeFromCart and clearCart raise their toasts', async () => {
    await router.data.run(addToCart, { productId: 3 });
    await router.data.run(addToCart, { productId: 4 });
    expect(await router.data.run(removeFromCart, { itemId: 3 })).toEqual({
      success: true,
      message: 'Removed Smartphone X from cart!',
    });
    expect(await router.data.run(removeFromCart, { itemId: 3 })).toEqual({
      success: false,
      message: 'Item not found in cart',
    });
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Item not found in cart' });
    expect(await router.data.run(clearCart, undefined)).toEqual({
      success: true,
      message: 'Cart cleared!',
    });
    expect(lastToast()?.message).toBe('Cart cleared!');
    expect(cart.peek().items).toEqual([]);
  });

  it('answers a malformed payload (a replay of old queued data) without throwing', async () => {
    expect(await router.data.run(addToCart, { productId: 'abc' } as never)).toMatchObject({
      success: false,
    });
    expect(await router.data.run(removeFromCart, null as never)).toEqual({
      success: false,
      message: 'Item not found in cart',
    });
  });
});

describe('loaders', () => {
  it('productDetailCustom waits 2000 ms, caches under product-{id}, then answers at once', async () => {
    vi.useFakeTimers();
    expect(router.data.keyFor(productLoader, { id: '3' })).toBe('product-3');
    const loading = router.data.load(productLoader, { id: '3' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(router.data.loaderState(productLoader).peek().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    const state = await loading;
    expect(state).toMatchObject({
      status: 'success',
      key: 'product-3',
      data: { id: 3, name: 'Smartphone X' },
    });
    expect((router.data as DataRegistry).cache.get('product-3')).toMatchObject({ id: 3 });
    const again = await router.data.load(productLoader, { id: '3' });
    expect(again.status).toBe('success');
  });

  it('productDetailCustom fails with "Product not found" for an unknown id', async () => {
    vi.useFakeTimers();
    const loading = router.data.load(productLoader, { id: '999' });
    await vi.advanceTimersByTimeAsync(2000);
    const state = await loading;
    expect(state.status).toBe('error');
    expect(state.error).toBeInstanceOf(ProductNotFoundError);
    expect(state.error?.message).toBe('Product not found');
    expect((state.error as ProductNotFoundError).productId).toBe('999');
  });

  it('an unknown product is an answer, not a fault: the router logs nothing for it', async () => {
    vi.useFakeTimers();
    const log = vi.fn();
    const logged = createRouter({
      routes: [{ path: '/' }],
      history: createMemoryHistory(['/']),
      log,
    });
    const loading = logged.data.load(productLoader, { id: '999' });
    await vi.advanceTimersByTimeAsync(2000);
    expect((await loading).status).toBe('error');
    expect(log).not.toHaveBeenCalled();
    logged.destroy();
  });

  it('productReviews answers at once, with the reviews as a part that arrives 2 s later', async () => {
    vi.useFakeTimers();
    const state = await router.data.load(productReviewsLoader, { id: '3' });
    expect(state).toMatchObject({ status: 'success', key: 'reviews-3' });
    let reviews: unknown;
    void state.data!.reviews.then((value) => (reviews = value));
    await vi.advanceTimersByTimeAsync(1999);
    expect(reviews).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(reviews).toEqual(reviewsFor({ id: 3 }));
  });

  it('productReviews fails at once for an unknown product, with no part left pending', async () => {
    const state = await router.data.load(productReviewsLoader, { id: '999' });
    expect(state.status).toBe('error');
    expect(state.error).toBeInstanceOf(ProductNotFoundError);
  });

  it('products and cart answer from storage at once (the routes’ pending views keep the minimum times)', async () => {
    const [products, cartLoad] = await Promise.all([
      router.data.load(productsLoader, {}),
      router.data.load(cartLoader, {}),
    ]);
    expect(products).toMatchObject({ status: 'success', data: { fallback: 'none' } });
    expect(cartLoad.status).toBe('success');
  });
});
