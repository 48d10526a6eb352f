import type { Product } from './product.ts';

/** At most 4 related products. */
const MAX_RELATED = 4;

/** Other products, closest in price first (ties by id), at most `max`. */
export function relatedProducts(
  products: readonly Product[],
  product: Product,
  max = MAX_RELATED,
): Product[] {
  return products
    .filter((p) => p.id !== product.id)
    .sort(
      (a, b) =>
        Math.abs(a.price - product.price) - Math.abs(b.price - product.price) || a.id - b.id,
    )
    .slice(0, Math.max(0, max));
}
