/*
 * A product page's head: its name, a description with the price, product meta and a JSON-LD
 * Product for search engines. A product that does not exist is "Product Not Found" and asks
 * not to be indexed. Loaded with the page's meta, not on the first load.
 */
import type { PageMeta } from '@tendril/router/meta';
import { formatPrice } from './format.ts';
import type { Product } from './product.ts';

export const NOT_FOUND_META: PageMeta = {
  title: 'Product Not Found',
  description: 'There is no such product in the Tendril demo shop.',
  robots: 'noindex',
};

export function productMeta(product: Product | undefined): PageMeta {
  if (!product) return NOT_FOUND_META;
  const description = `${product.name} for ${formatPrice(product.price)} at the Tendril demo shop.`;
  return {
    title: product.name,
    description,
    product: {
      name: product.name,
      description,
      price: product.price,
      currency: 'USD',
      brand: 'Tendril',
      availability: product.stock > 0 ? 'in_stock' : 'out_of_stock',
    },
  };
}
