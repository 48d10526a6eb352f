import type { Product } from './product.ts';

/** The /products stats: total, in stock, lowest price (Starting From), highest (Premium Range). */
export function catalogueStats(products: readonly Product[]) {
  const prices = products.map((p) => p.price);
  return {
    total: products.length,
    inStock: products.filter((p) => p.stock > 0).length,
    lowest: prices.length ? Math.min(...prices) : 0,
    highest: prices.length ? Math.max(...prices) : 0,
  };
}
