/*
 * A product page's head: its name, a description with the price, product meta, a JSON-LD
 * Product for search engines and the Open Graph and Twitter card tags a shared link shows. A product that does not exist is "Product Not Found" and asks
 * not to be indexed. Loaded with the page's meta, not on the first load.
 */
import type { PageMeta } from '@tendril/router/meta';
import { siteOrigin } from '../../../lib/site-origin.ts';
import { formatPrice } from './format.ts';
import type { Product } from './product.ts';

export const NOT_FOUND_META: PageMeta = {
  title: 'Product Not Found',
  description: 'There is no such product in the Tendril demo shop.',
  robots: 'noindex',
};

/** The picture of a shared product link (the products' own pictures are emoji). */
export const PRODUCT_IMAGE = '/icon-512.png';

/**
 * No title for a product that exists: the route's static `meta.title` reads the name from the
 * catalogue signal (product-title.ts), so a renamed product's title, breadcrumb and shared-link
 * titles change at once, while this result (from the loaded product) may be cached.
 * The picture is named with the site's origin, as link previews and crawlers read it first.
 */
export function productMeta(product: Product | undefined, origin = siteOrigin()): PageMeta {
  if (!product) return NOT_FOUND_META;
  const description = `${product.name} for ${formatPrice(product.price)} at the Tendril demo shop.`;
  const image = `${origin}${PRODUCT_IMAGE}`;
  return {
    description,
    og: { description, image },
    twitter: { card: 'summary', description, image },
    product: {
      name: product.name,
      description,
      image,
      price: product.price,
      currency: 'USD',
      brand: 'Tendril',
      availability: product.stock > 0 ? 'in_stock' : 'out_of_stock',
    },
  };
}
