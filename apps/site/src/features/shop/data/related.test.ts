import { describe, expect, it } from 'vitest';
import { tabFromPath, tabHref } from './product-tabs.ts';
import { relatedProducts } from './related.ts';
import { SEED_PRODUCTS } from './seed-products.ts';
import { catalogueStats } from './stats.ts';

describe('relatedProducts', () => {
  it('gives at most 4 other products, nearest in price first', () => {
    const laptop = SEED_PRODUCTS[0]!;
    const related = relatedProducts(SEED_PRODUCTS, laptop);
    expect(related).toHaveLength(4);
    expect(related.map((p) => p.id)).not.toContain(laptop.id);
    expect(related[0]!.name).toBe('Explorer Drone');
  });

  it('handles small catalogues', () => {
    expect(relatedProducts(SEED_PRODUCTS.slice(0, 2), SEED_PRODUCTS[0]!)).toHaveLength(1);
    expect(relatedProducts([SEED_PRODUCTS[0]!], SEED_PRODUCTS[0]!)).toEqual([]);
  });
});

describe('product tabs', () => {
  it('derives the active tab from the path ending', () => {
    expect(tabFromPath('/product/1')).toBe('overview');
    expect(tabFromPath('/product/1/reviews')).toBe('reviews');
    expect(tabFromPath('/product/1/comments/')).toBe('comments');
    expect(tabFromPath('/product/1/shipping')).toBe('shipping');
    expect(tabFromPath('/product/1/preview')).toBe('overview');
  });

  it('builds tab links', () => {
    expect(tabHref(3, 'overview')).toBe('/product/3');
    expect(tabHref(3, 'shipping')).toBe('/product/3/shipping');
  });
});

describe('catalogueStats', () => {
  it('counts total and in stock, and finds the lowest and highest price', () => {
    expect(catalogueStats(SEED_PRODUCTS)).toEqual({
      total: 16,
      inStock: 14,
      lowest: 79,
      highest: 2499,
    });
    expect(catalogueStats([])).toEqual({ total: 0, inStock: 0, lowest: 0, highest: 0 });
  });
});
