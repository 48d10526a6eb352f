/*
 * The catalogue's search and filter: what /products shows of the products it has. Pure, so
 * the page and its tests agree on what a query matches.
 */
import type { Product } from './product.ts';

/** What the visitor asked for: words the name must contain, and whether to hide sold-out items. */
export interface ProductFilter {
  readonly query: string;
  readonly inStockOnly: boolean;
}

export const NO_FILTER: ProductFilter = { query: '', inStockOnly: false };

/**
 * The products matching `filter`, in catalogue order: every word of the query (case and
 * accents ignored) appears in the name, and, with `inStockOnly`, at least one is in stock.
 */
export function filterProducts(
  products: readonly Product[],
  { query, inStockOnly }: ProductFilter,
): readonly Product[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0 && !inStockOnly) return products;
  return products.filter((product) => {
    if (inStockOnly && product.stock <= 0) return false;
    const name = fold(product.name);
    return words.every((word) => name.includes(word));
  });
}

/** Lower case without accents: "Café" matches "cafe". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
