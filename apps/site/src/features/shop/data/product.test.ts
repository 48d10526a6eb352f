import { describe, expect, it } from 'vitest';
import { parseId, parseProducts, type Product } from './product.ts';

/** One entry read as part of a stored catalogue: what is kept of it, and whether it was mended. */
const parseProduct = (raw: unknown): { value: Product | null; repaired: boolean } => {
  const parsed = parseProducts([raw]);
  return { value: parsed.products[0] ?? null, repaired: parsed.repaired > 0 };
};

/** Stock is capped at a million. */
const MAX_STOCK = 1_000_000;
import { SEED_PRODUCTS } from './seed-products.ts';

const good = { id: 1, name: 'Laptop', price: 1299, stock: 3, image: '💻' };

describe('seed products', () => {
  it('are 16, priced 79 to 2499, with stock at 0, 1–10 and over 10, and read back intact', () => {
    expect(SEED_PRODUCTS).toHaveLength(16);
    const prices = SEED_PRODUCTS.map((p) => p.price);
    expect(Math.min(...prices)).toBe(79);
    expect(Math.max(...prices)).toBe(2499);
    expect(SEED_PRODUCTS.some((p) => p.stock === 0)).toBe(true);
    expect(SEED_PRODUCTS.some((p) => p.stock >= 1 && p.stock <= 10)).toBe(true);
    expect(SEED_PRODUCTS.some((p) => p.stock > 10)).toBe(true);
    expect(new Set(SEED_PRODUCTS.map((p) => p.id)).size).toBe(16);
    const parsed = parseProducts(JSON.parse(JSON.stringify(SEED_PRODUCTS)));
    expect(parsed).toEqual({ products: SEED_PRODUCTS, unreadable: false, dropped: 0, repaired: 0 });
  });
});

describe('parseId', () => {
  it('takes positive safe integers and digit strings only', () => {
    expect(parseId(7)).toBe(7);
    expect(parseId('7')).toBe(7);
    for (const bad of [0, -1, 1.5, NaN, Infinity, '', ' 7', '7a', '-7', '1e3', null, {}, 2 ** 60])
      expect(parseId(bad)).toBeNull();
  });
});

describe('a catalogue entry', () => {
  it('accepts a sound product', () => {
    expect(parseProduct(good)).toEqual({ value: good, repaired: false });
  });

  it.each([
    ['not an object', 'laptop'],
    ['an array', [good]],
    ['no id', { ...good, id: undefined }],
    ['a negative id', { ...good, id: -2 }],
    ['an empty name', { ...good, name: '   ' }],
    ['a string price', { ...good, price: '1299' }],
    ['a negative price', { ...good, price: -1 }],
    ['a huge price', { ...good, price: 1e12 }],
  ])('drops an entry with %s', (_, raw) => {
    expect(parseProduct(raw).value).toBeNull();
  });

  it('repairs stock: negative to 0, fractions floored, huge clamped, missing as 0', () => {
    expect(parseProduct({ ...good, stock: -5 })).toEqual({
      value: { ...good, stock: 0 },
      repaired: true,
    });
    expect(parseProduct({ ...good, stock: 2.9 }).value?.stock).toBe(2);
    expect(parseProduct({ ...good, stock: 1e15 }).value?.stock).toBe(MAX_STOCK);
    expect(parseProduct({ ...good, stock: 'lots' })).toEqual({
      value: { ...good, stock: 0 },
      repaired: true,
    });
  });

  it('replaces a missing or oversized image with a placeholder', () => {
    expect(parseProduct({ ...good, image: undefined }).value?.image).toBe('📦');
    expect(parseProduct({ ...good, image: '<img src=x onerror=alert(1)>' }).value?.image).toBe(
      '📦',
    );
  });
});

describe('parseProducts', () => {
  it.each([null, 3, 'products', {}, { products: 'x' }])('calls %j unreadable', (raw) => {
    expect(parseProducts(raw)).toMatchObject({ products: [], unreadable: true });
  });

  it('keeps sound entries, drops bad ones and duplicate ids', () => {
    const parsed = parseProducts([
      good,
      { ...good, name: 'Copy' },
      null,
      { ...good, id: 2, stock: -1 },
    ]);
    expect(parsed.products.map((p) => [p.id, p.name, p.stock])).toEqual([
      [1, 'Laptop', 3],
      [2, 'Laptop', 0],
    ]);
    expect(parsed.dropped).toBe(2);
    expect(parsed.repaired).toBe(1);
  });

  it('reads `{ products: [...] }` too', () => {
    expect(parseProducts({ products: [good] }).products).toEqual([good]);
  });
});
