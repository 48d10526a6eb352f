import { describe, expect, it } from 'vitest';
import {
  applyCartMutation,
  CART_LIMIT_MESSAGE,
  cartIsFull,
  EMPTY_CART,
  mutationFromAction,
  parseCart,
  serializeCart,
  type Cart,
} from './cart-rules.ts';
import type { Product } from './product.ts';

/** The saved cart keeps at most 100 lines. */
const MAX_CART_LINES = 100;

const products: Product[] = [
  { id: 1, name: 'Laptop', price: 1299, stock: 15, image: '💻' },
  { id: 2, name: 'Mouse', price: 79.99, stock: 2, image: '🖱️' },
  { id: 3, name: 'Monitor', price: 599, stock: 0, image: '🖥️' },
];

const add = (cart: Cart, productId: number) =>
  applyCartMutation(cart, products, { type: 'add', productId });

describe('applyCartMutation: add', () => {
  it('adds a new line with the catalogue name and price, then counts up', () => {
    const first = add(EMPTY_CART, 1);
    expect(first.result).toEqual({ success: true, message: 'Added Laptop to cart!' });
    expect(first.cart.items).toEqual([{ id: 1, name: 'Laptop', price: 1299, quantity: 1 }]);
    const second = add(first.cart, 1);
    expect(second.cart.items).toEqual([{ id: 1, name: 'Laptop', price: 1299, quantity: 2 }]);
    expect(second.cart.count).toBe(2);
    expect(second.cart.total).toBe(2598);
  });

  it('keeps totals exact in cents', () => {
    let cart = EMPTY_CART;
    cart = add(cart, 2).cart;
    cart = add(cart, 2).cart;
    cart = add(cart, 1).cart;
    expect(cart.total).toBe(1458.98);
    expect(cart.count).toBe(3);
  });

  it('never holds more of a product than its stock, and says so', () => {
    let cart = add(add(EMPTY_CART, 2).cart, 2).cart;
    expect(cart.items[0]?.quantity).toBe(2);
    const third = add(cart, 2);
    expect(third.result.success).toBe(false);
    expect(third.result.message).toBe(
      'Only 2 Mouse in stock, and all of them are already in your cart.',
    );
    expect(third.cart).toBe(cart);
    cart = third.cart;
    expect(cart.items[0]?.quantity).toBe(2);
  });

  it('refuses an out-of-stock product and an unknown one, leaving the cart as it was', () => {
    const out = add(EMPTY_CART, 3);
    expect(out.result).toEqual({ success: false, message: 'Monitor is out of stock.' });
    expect(out.cart).toBe(EMPTY_CART);
    const unknown = add(EMPTY_CART, 99);
    expect(unknown.result).toEqual({ success: false, message: 'Product not found' });
    expect(unknown.cart).toBe(EMPTY_CART);
  });

  it('refuses a new line past the line limit, saying "Cart limit of 100 items reached"', () => {
    const many: Product[] = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({
      id: i + 1,
      name: `P${i + 1}`,
      price: 1,
      stock: 5,
      image: '📦',
    }));
    let cart = EMPTY_CART;
    for (let id = 1; id <= MAX_CART_LINES; id++)
      cart = applyCartMutation(cart, many, { type: 'add', productId: id }).cart;
    expect(cart.items).toHaveLength(MAX_CART_LINES);
    expect(cartIsFull(cart)).toBe(true);
    const over = applyCartMutation(cart, many, { type: 'add', productId: MAX_CART_LINES + 1 });
    expect(over.result).toEqual({ success: false, message: 'Cart limit of 100 items reached' });
    expect(over.cart).toBe(cart);
    expect(CART_LIMIT_MESSAGE).toBe('Cart limit of 100 items reached');
    // One line fewer: not full.
    const removed = applyCartMutation(cart, many, { type: 'remove', itemId: 1 }).cart;
    expect(cartIsFull(removed)).toBe(false);
    // An existing line can still grow.
    expect(applyCartMutation(cart, many, { type: 'add', productId: 1 }).result.success).toBe(true);
  });
});

describe('applyCartMutation: remove and clear', () => {
  const cart = add(add(add(EMPTY_CART, 1).cart, 1).cart, 2).cart;

  it('removes the whole line by item id', () => {
    const { cart: next, result } = applyCartMutation(cart, products, { type: 'remove', itemId: 1 });
    expect(result).toEqual({ success: true, message: 'Removed Laptop from cart!' });
    expect(next.items.map((i) => i.id)).toEqual([2]);
    expect(next.count).toBe(1);
    expect(next.total).toBe(79.99);
  });

  it('answers "Item not found in cart" for a line that is not there', () => {
    const { cart: next, result } = applyCartMutation(cart, products, { type: 'remove', itemId: 3 });
    expect(result).toEqual({ success: false, message: 'Item not found in cart' });
    expect(next).toBe(cart);
  });

  it('removes a line whose product left the catalogue (by the name the line kept)', () => {
    const { result } = applyCartMutation(cart, [], { type: 'remove', itemId: 2 });
    expect(result).toEqual({ success: true, message: 'Removed Mouse from cart!' });
  });

  it('clears everything', () => {
    const { cart: next, result } = applyCartMutation(cart, products, { type: 'clear' });
    expect(result).toEqual({ success: true, message: 'Cart cleared!' });
    expect(next).toEqual({ items: [], count: 0, total: 0 });
  });
});

describe('mutationFromAction', () => {
  it('reads the action payloads, digit strings included', () => {
    expect(mutationFromAction('addToCart', { productId: 4 })).toEqual({
      type: 'add',
      productId: 4,
    });
    expect(mutationFromAction('addToCart', { productId: '4' })).toEqual({
      type: 'add',
      productId: 4,
    });
    expect(mutationFromAction('removeFromCart', { itemId: 2 })).toEqual({
      type: 'remove',
      itemId: 2,
    });
    expect(mutationFromAction('clearCart', undefined)).toEqual({ type: 'clear' });
  });

  it('rejects malformed payloads and unknown names', () => {
    for (const payload of [
      undefined,
      null,
      4,
      'x',
      {},
      { productId: -1 },
      { productId: 1.5 },
      { productId: '1e3' },
    ])
      expect(mutationFromAction('addToCart', payload)).toBeNull();
    expect(mutationFromAction('removeFromCart', { productId: 1 })).toBeNull();
    expect(mutationFromAction('checkout', {})).toBeNull();
  });
});

describe('parseCart (corrupt or hand-edited storage)', () => {
  const line = (id: unknown, quantity: unknown, extra: object = {}) => ({ id, quantity, ...extra });

  it('reads the stored form back', () => {
    const cart = add(add(EMPTY_CART, 1).cart, 2).cart;
    const parsed = parseCart(JSON.parse(JSON.stringify(serializeCart(cart))), products);
    expect(parsed).toEqual({ cart, unreadable: false, dropped: 0, repaired: 0 });
  });

  it('accepts a bare array of lines', () => {
    expect(parseCart([line(1, 2)], products).cart.items).toEqual([
      { id: 1, name: 'Laptop', price: 1299, quantity: 2 },
    ]);
  });

  it.each([null, 42, 'cart', true, {}, { items: 'x' }, { items: null }])(
    'treats %j as unreadable: an empty cart',
    (raw) => {
      const parsed = parseCart(raw, products);
      expect(parsed.unreadable).toBe(true);
      expect(parsed.cart).toEqual(EMPTY_CART);
    },
  );

  it('keeps every sound line and drops only the broken ones', () => {
    const parsed = parseCart(
      {
        items: [
          line(1, 1),
          null,
          'junk',
          line('abc', 1),
          line(-4, 1),
          line(2, -3),
          line(2, 0),
          line(2, 'many'),
          line(99, 1), // unknown product
          line(3, 1), // out of stock now
          { quantity: 1 },
          line(2, 1),
        ],
      },
      products,
    );
    expect(parsed.cart.items).toEqual([
      { id: 1, name: 'Laptop', price: 1299, quantity: 1 },
      { id: 2, name: 'Mouse', price: 79.99, quantity: 1 },
    ]);
    expect(parsed.dropped).toBe(10);
    expect(parsed.unreadable).toBe(false);
  });

  it('clamps huge quantities to stock and floors fractions', () => {
    const parsed = parseCart([line(1, 1e9), line(2, 1.7)], products);
    expect(parsed.cart.items.map((i) => i.quantity)).toEqual([15, 1]);
    expect(parsed.repaired).toBe(2);
    // 1e999 parses to Infinity: not a finite quantity, so the line is dropped.
    const infinite = parseCart(JSON.parse('[{"id":1,"quantity":1e999}]'), products);
    expect(infinite.cart.items).toEqual([]);
    expect(infinite.dropped).toBe(1);
  });

  it('merges duplicate lines (still capped by stock)', () => {
    const parsed = parseCart([line(2, 1), line('2', 1), line(2, 5)], products);
    expect(parsed.cart.items).toEqual([{ id: 2, name: 'Mouse', price: 79.99, quantity: 2 }]);
  });

  it('never trusts a stored name or price: the catalogue wins', () => {
    const parsed = parseCart([line(1, 1, { name: 'Free laptop', price: 0.01 })], products);
    expect(parsed.cart.items[0]).toEqual({ id: 1, name: 'Laptop', price: 1299, quantity: 1 });
    expect(parsed.cart.total).toBe(1299);
  });

  it('ignores stored count and total and recomputes them', () => {
    const parsed = parseCart({ items: [line(1, 2)], count: 999, total: -5 }, products);
    expect(parsed.cart.count).toBe(2);
    expect(parsed.cart.total).toBe(2598);
  });

  it('reads productId as the line id for hand-written carts', () => {
    expect(parseCart([{ productId: 1, quantity: '3' }], products).cart.items[0]?.quantity).toBe(3);
  });

  it('keeps at most the line limit', () => {
    const many: Product[] = Array.from({ length: MAX_CART_LINES + 5 }, (_, i) => ({
      id: i + 1,
      name: `P${i}`,
      price: 1,
      stock: 1,
      image: '📦',
    }));
    const parsed = parseCart(
      many.map((p) => line(p.id, 1)),
      many,
    );
    expect(parsed.cart.items).toHaveLength(MAX_CART_LINES);
    expect(parsed.dropped).toBe(5);
  });
});

describe('cart totals', () => {
  it('derive count and total from the lines', () => {
    const products = [{ id: 1, name: 'a', price: 0.1, stock: 5, image: '📦' }];
    expect(parseCart({ items: [{ id: 1, quantity: 3 }] }, products).cart).toEqual({
      items: [{ id: 1, name: 'a', price: 0.1, quantity: 3 }],
      count: 3,
      total: 0.3,
    });
  });
});
