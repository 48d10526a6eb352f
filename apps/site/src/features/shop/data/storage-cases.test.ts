/*
 * Every corrupt-storage case the shop must survive, against jsdom's real localStorage: the page
 * data still loads, the "Failed to … in storage" message is raised once, the fallback is safe
 * and a readable cart is never thrown away.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_PRODUCTS } from './seed-products.ts';

type CatalogueModule = typeof import('./catalogue.ts');
type CartModule = typeof import('./cart-store.ts');

// The keys and event as the browser sees them.
const PRODUCTS_KEY = 'products';
const CART_KEY = 'cart';
const CART_UPDATED_EVENT = 'cart-updated';

let catalogue: CatalogueModule['catalogue'];
let reloadCatalogue: CatalogueModule['reloadCatalogue'];
let restoreCatalogue: CatalogueModule['restoreCatalogue'];
let cart: CartModule['cart'];
let performCartMutation: CartModule['performCartMutation'];
let reloadCart: CartModule['reloadCart'];
let storageMessages: typeof import('../../../lib/storage.ts').storageMessages;

/** A fresh page load: the shop's modules start again over what storage holds now. */
async function loadPage(): Promise<void> {
  vi.resetModules();
  ({ catalogue, reloadCatalogue, restoreCatalogue } = await import('./catalogue.ts'));
  ({ cart, performCartMutation, reloadCart } = await import('./cart-store.ts'));
  ({ storageMessages } = await import('../../../lib/storage.ts'));
}

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await loadPage();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const storedCart = () => JSON.parse(localStorage.getItem(CART_KEY) ?? 'null') as unknown;

describe('products storage', () => {
  it('seeds the 16 products on a first visit, with no message', () => {
    const result = reloadCatalogue();
    expect(result).toEqual({ products: SEED_PRODUCTS, fallback: 'none' });
    expect(JSON.parse(localStorage.getItem(PRODUCTS_KEY)!)).toEqual(SEED_PRODUCTS);
    expect(storageMessages.peek()).toEqual([]);
  });

  it('reads a stored catalogue', () => {
    const mine = [{ id: 7, name: 'Kettle', price: 30, stock: 4, image: '🫖' }];
    localStorage.setItem(PRODUCTS_KEY, JSON.stringify(mine));
    expect(reloadCatalogue()).toEqual({ products: mine, fallback: 'none' });
  });

  it.each([
    ['invalid JSON', '{"products": ['],
    ['a wrong shape', '{"name":"not a list"}'],
    ['a number', '42'],
    ['only invalid entries', '[{"id":"x"},null,{"id":2,"name":"","price":1}]'],
  ])('falls back to the samples after an error (%s), message once, storage untouched', (_, raw) => {
    localStorage.setItem(PRODUCTS_KEY, raw);
    expect(reloadCatalogue()).toEqual({ products: SEED_PRODUCTS, fallback: 'error' });
    reloadCatalogue();
    expect(storageMessages.peek()).toEqual(['Failed to load products in storage']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(PRODUCTS_KEY)).toBe(raw);
  });

  it('uses the samples without a warning when the stored list is empty', () => {
    localStorage.setItem(PRODUCTS_KEY, '[]');
    expect(reloadCatalogue()).toEqual({ products: SEED_PRODUCTS, fallback: 'empty' });
    expect(storageMessages.peek()).toEqual([]);
  });

  it('keeps the sound products of a partly broken catalogue and says so', () => {
    localStorage.setItem(
      PRODUCTS_KEY,
      JSON.stringify([{ id: 1, name: 'A', price: 5, stock: -2, image: '🅰️' }, { id: 'bad' }]),
    );
    expect(reloadCatalogue().products).toEqual([
      { id: 1, name: 'A', price: 5, stock: 0, image: '🅰️' },
    ]);
    expect(storageMessages.peek()).toEqual(['Failed to load products in storage']);
  });

  it('restores the built-in catalogue over an unreadable one', () => {
    localStorage.setItem(PRODUCTS_KEY, 'garbage');
    reloadCatalogue();
    expect(catalogue.peek().fallback).toBe('error');
    restoreCatalogue();
    expect(catalogue.peek()).toEqual({ products: SEED_PRODUCTS, fallback: 'none' });
  });

  it('survives storage that throws on read (private mode)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(reloadCatalogue()).toEqual({ products: SEED_PRODUCTS, fallback: 'error' });
    expect(storageMessages.peek()).toEqual(['Failed to load products in storage']);
  });
});

describe('cart storage', () => {
  beforeEach(() => {
    restoreCatalogue();
  });

  it('persists mutations and reads them back', async () => {
    expect(performCartMutation({ type: 'add', productId: 1 })).toEqual({
      success: true,
      message: 'Added Ultrabook Pro 14 to cart!',
    });
    performCartMutation({ type: 'add', productId: 1 });
    expect(storedCart()).toMatchObject({ items: [{ id: 1, quantity: 2 }], count: 2, total: 2598 });
    await loadPage();
    expect(cart.peek().count).toBe(2);
    expect(reloadCart().count).toBe(2);
  });

  it('announces every change with a "cart updated" event', () => {
    const heard = vi.fn();
    window.addEventListener(CART_UPDATED_EVENT, heard);
    performCartMutation({ type: 'add', productId: 2 });
    performCartMutation({ type: 'remove', itemId: 99 }); // fails: no event
    window.removeEventListener(CART_UPDATED_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['invalid JSON', '{"items": [', 0],
    ['a wrong shape', '"just a string"', 0],
    ['an object without items', '{"lines":[{"id":1,"quantity":1}]}', 0],
  ])('starts empty from an unreadable cart (%s) without throwing', (_, raw, count) => {
    localStorage.setItem(CART_KEY, raw);
    expect(reloadCart().count).toBe(count);
    expect(storageMessages.peek()).toEqual(['Failed to load cart in storage']);
    // Reading never writes: nothing is lost before the user acts.
    expect(localStorage.getItem(CART_KEY)).toBe(raw);
  });

  it('keeps the readable lines of a hand-edited cart: negative, huge, unknown ids', () => {
    localStorage.setItem(
      CART_KEY,
      JSON.stringify({
        items: [
          { id: 1, quantity: 2 },
          { id: 2, quantity: -5 },
          { id: 3, quantity: 1e9 },
          { id: 9999, quantity: 1 },
          { id: 'x', quantity: 1 },
          { id: 5, quantity: 1 }, // out of stock
        ],
      }),
    );
    const loaded = reloadCart();
    expect(loaded.items.map((i) => [i.id, i.quantity])).toEqual([
      [1, 2],
      [3, 7], // clamped to the Smartphone X's stock
    ]);
    expect(storageMessages.peek()).toEqual(['Failed to load cart in storage']);
    // The next change keeps every valid line.
    performCartMutation({ type: 'add', productId: 4 });
    expect(storedCart()).toMatchObject({
      items: [
        { id: 1, quantity: 2 },
        { id: 3, quantity: 7 },
        { id: 4, quantity: 1 },
      ],
    });
  });

  it('keeps working in memory when storage is full, and never reverts to the stale copy', () => {
    performCartMutation({ type: 'add', productId: 1 });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(performCartMutation({ type: 'add', productId: 2 }).success).toBe(true);
    expect(cart.peek().count).toBe(2);
    expect(storageMessages.peek()).toEqual(['Failed to save cart in storage']);
    expect(reloadCart().count).toBe(2);
    performCartMutation({ type: 'add', productId: 2 });
    expect(storageMessages.peek()).toEqual(['Failed to save cart in storage']);
    vi.mocked(Storage.prototype.setItem).mockRestore();
    // Once storage accepts writes again, the next change saves the whole cart.
    performCartMutation({ type: 'add', productId: 4 });
    expect(storedCart()).toMatchObject({ count: 4 });
  });

  it('keeps the cart in memory when storage becomes unreadable', () => {
    performCartMutation({ type: 'add', productId: 1 });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(reloadCart().count).toBe(1);
    expect(storageMessages.peek()).toEqual(['Failed to load cart in storage']);
  });

  it('raises "check" when storage itself cannot be reached', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(performCartMutation({ type: 'add', productId: 1 }).success).toBe(true);
      expect(cart.peek().count).toBe(1);
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
    }
    expect(storageMessages.peek()).toEqual(['Failed to check cart in storage']);
  });

  it('follows changes made in another tab', () => {
    const heard = vi.fn();
    window.addEventListener(CART_UPDATED_EVENT, heard);
    localStorage.setItem(CART_KEY, JSON.stringify({ items: [{ id: 6, quantity: 3 }] }));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }));
    expect(cart.peek().items).toEqual([{ id: 6, name: 'Wireless Mouse', price: 79, quantity: 3 }]);
    // Earlier tests' page loads still listen too; what matters is that this one followed,
    // and that an unrelated key changes nothing.
    expect(heard).toHaveBeenCalled();
    const calls = heard.mock.calls.length;
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(heard).toHaveBeenCalledTimes(calls);
    window.removeEventListener(CART_UPDATED_EVENT, heard);
  });
});
