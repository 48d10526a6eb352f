/*
 * Another tab's cart arrives as a `storage` event over what it wrote: random and hostile
 * writes never throw, and a malformed one leaves this tab's cart exactly as it was.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCart } from './cart-rules.ts';

const CART_KEY = 'cart';
let store: typeof import('./cart-store.ts');
let catalogue: typeof import('./catalogue.ts');

beforeEach(async () => {
  localStorage.clear();
  vi.resetModules();
  catalogue = await import('./catalogue.ts');
  store = await import('./cart-store.ts');
  catalogue.reloadCatalogue();
});
afterEach(() => vi.restoreAllMocks());

const line = fc.record(
  {
    id: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.anything()),
    quantity: fc.oneof(fc.integer({ min: -2, max: 120 }), fc.double(), fc.anything()),
  },
  { requiredKeys: [] },
);
const written = fc.oneof(
  fc.string(),
  fc.anything().map((value) => JSON.stringify(value) ?? 'undefined'),
  fc.array(line, { maxLength: 4 }).map((items) => JSON.stringify({ items })),
  fc.array(line, { maxLength: 4 }).map((items) => JSON.stringify(items)),
  fc.constantFrom('{"items":[{"id":1,"quantity":2}', '{"__proto__":{"items":[]}}', 'null'),
);

describe('cart sync between tabs (storage events)', () => {
  it('takes a sound cart, and drops anything malformed without touching this tab', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store.performCartMutation({ type: 'add', productId: 1 });
    fc.assert(
      fc.property(written, (text) => {
        const before = store.cart.peek();
        localStorage.setItem(CART_KEY, text);
        expect(() =>
          window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: text })),
        ).not.toThrow();
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          value = Symbol('not JSON');
        }
        const parsed =
          typeof value === 'symbol'
            ? undefined
            : parseCart(value, catalogue.catalogue.peek().products);
        const sound = parsed && !parsed.unreadable && parsed.dropped === 0 && parsed.repaired === 0;
        expect(store.cart.peek()).toEqual(sound ? parsed.cart : before);
      }),
      { numRuns: 400 },
    );
    expect(warn).toHaveBeenCalled();
  });
});
