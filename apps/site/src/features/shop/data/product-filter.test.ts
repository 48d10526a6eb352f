import { describe, expect, it } from 'vitest';
import { filterProducts, NO_FILTER } from './product-filter.ts';
import type { Product } from './product.ts';

const products: Product[] = [
  { id: 1, name: 'Ultrabook Pro 14', price: 1299, stock: 15, image: '💻' },
  { id: 2, name: 'Wireless Mouse', price: 79, stock: 2, image: '🖱️' },
  { id: 3, name: '4K Monitor 27"', price: 599, stock: 0, image: '🖥️' },
  { id: 4, name: 'Café Grinder', price: 129, stock: 3, image: '☕' },
];
const names = (list: readonly Product[]) => list.map((p) => p.name);

describe('filterProducts', () => {
  it('with no query and no filter, is the catalogue itself', () => {
    expect(filterProducts(products, NO_FILTER)).toBe(products);
    expect(filterProducts(products, { query: '   ', inStockOnly: false })).toBe(products);
  });

  it('keeps the products whose name holds every word, ignoring case and accents', () => {
    expect(names(filterProducts(products, { query: 'mouse', inStockOnly: false }))).toEqual([
      'Wireless Mouse',
    ]);
    expect(names(filterProducts(products, { query: ' PRO  ultra', inStockOnly: false }))).toEqual([
      'Ultrabook Pro 14',
    ]);
    expect(names(filterProducts(products, { query: 'cafe', inStockOnly: false }))).toEqual([
      'Café Grinder',
    ]);
  });

  it('hides sold-out products when asked, alone or with a query', () => {
    expect(names(filterProducts(products, { query: '', inStockOnly: true }))).toEqual([
      'Ultrabook Pro 14',
      'Wireless Mouse',
      'Café Grinder',
    ]);
    expect(filterProducts(products, { query: 'monitor', inStockOnly: true })).toEqual([]);
  });

  it('is empty when nothing matches', () => {
    expect(filterProducts(products, { query: 'zeppelin', inStockOnly: false })).toEqual([]);
  });
});
