/*
 * Page meta as a flat list of head tags, independent of any renderer: the React layer maps
 * each to an element, a server could print them as HTML.
 */
import type { PageMeta, ProductMeta } from './types.ts';

/**
 * One head tag.
 *
 * @example
 * const tag: MetaTag = { kind: 'meta', attribute: 'name', key: 'robots', content: 'noindex' };
 */
export type MetaTag =
  | { readonly kind: 'title'; readonly text: string }
  /** `<meta name|property="key" content="…">`. */
  | {
      readonly kind: 'meta';
      readonly attribute: 'name' | 'property';
      readonly key: string;
      readonly content: string;
    }
  /** `<link rel="canonical" href="…">`. */
  | { readonly kind: 'canonical'; readonly href: string }
  /** `<script type="application/ld+json">` holding `json`, already safe to inline. */
  | { readonly kind: 'json-ld'; readonly json: string };

/**
 * The Trusted Types policy `MetaTags` creates for its JSON-LD script (it signs only text that
 * parses as JSON). A page served with `require-trusted-types-for 'script'` must name it in its
 * `trusted-types` directive.
 *
 * @example
 * const csp = `require-trusted-types-for 'script'; trusted-types ${JSON_LD_POLICY}`;
 */
export const JSON_LD_POLICY = 'tendril-json-ld';

/**
 * The attribute of a JSON-LD script a server render wrote (`renderUrl`'s head): the browser's
 * `JsonLdScript` takes such a script over rather than add a second one.
 *
 * @example
 * document.head.querySelector(`script[${JSON_LD_SERVED}]`); // the server's JSON-LD, if any
 */
export const JSON_LD_SERVED = 'data-tendril-json-ld';

/**
 * The attribute on each `<title>`, `<meta>` and `<link rel="canonical">` that `MetaTags`
 * renders: it tells the router's tags from the page template's own (a viewport `<meta>`, say),
 * so the browser can read back the head a server wrote (`servedMeta`).
 *
 * @example
 * document.head.querySelectorAll(`[${META_TAG_ATTRIBUTE}]`); // the router's head tags
 */
export const META_TAG_ATTRIBUTE = 'data-tendril-meta';

/**
 * JSON for an inline `<script>`: `<`, `>`, `&` and the line separators U+2028/U+2029 are
 * written as `\u` escapes, so no value can close the script tag or open a comment; the
 * result parses back to the same value.
 *
 * @example
 * serializeJsonLd({ name: '</script>' }); // '{"name":"\\u003c/script\\u003e"}'
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => '\\u' + char.charCodeAt(0).toString(16).padStart(4, '0'),
  );
}

function priceText({ price }: ProductMeta): string | undefined {
  return typeof price === 'number' && Number.isFinite(price) && price >= 0
    ? price.toFixed(2)
    : undefined;
}

/**
 * The schema.org `Product` for a product, with an `Offer` when it has a price.
 * `currency` defaults to `USD`.
 *
 * @example
 * productJsonLd({ name: 'Desk lamp', price: 49, availability: 'in_stock' });
 * // { '@context': 'https://schema.org', '@type': 'Product', name: 'Desk lamp',
 * //   offers: { '@type': 'Offer', price: '49.00', priceCurrency: 'USD',
 * //             availability: 'https://schema.org/InStock' } }
 */
export function productJsonLd(product: ProductMeta, url?: string): Record<string, unknown> {
  const { name, description, image, brand, availability } = product;
  const price = priceText(product);
  // JSON.stringify drops the undefined fields.
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    image,
    brand: brand === undefined ? undefined : { '@type': 'Brand', name: brand },
    url,
    offers:
      price === undefined
        ? undefined
        : {
            '@type': 'Offer',
            price,
            priceCurrency: product.currency ?? 'USD',
            availability:
              availability &&
              'https://schema.org/' + (availability === 'in_stock' ? 'InStock' : 'OutOfStock'),
            url,
          },
  };
}

/** PageMeta fields rendered as `<meta name>`, in output order (`themeColor` as `theme-color`). */
export const NAMED = [
  'description',
  'keywords',
  'author',
  'robots',
  'themeColor',
  'viewport',
] as const;

/**
 * The head tags for a page's meta, in a stable order: title, named metas, Open Graph,
 * Twitter, canonical link, product price tags and the product's JSON-LD.
 *
 * @example
 * metaTags({ title: 'Cart', robots: 'noindex' });
 * // [{ kind: 'title', text: 'Cart' },
 * //  { kind: 'meta', attribute: 'name', key: 'robots', content: 'noindex' }]
 */
export function metaTags(meta: PageMeta): MetaTag[] {
  const tags: MetaTag[] = [];
  const add = (
    attribute: 'name' | 'property',
    key: string,
    content?: string | readonly string[],
  ) => {
    if (content !== undefined)
      tags.push({
        kind: 'meta',
        attribute,
        key,
        content: typeof content === 'string' ? content : content.join(', '),
      });
  };
  if (meta.title !== undefined) tags.push({ kind: 'title', text: meta.title });
  for (const field of NAMED) add('name', field.replace('C', '-c'), meta[field]);
  for (const field of ['title', 'description', 'image', 'url'] as const)
    add('property', 'og:' + field, meta.og?.[field]);
  for (const field of ['card', 'title', 'description', 'image'] as const)
    add('name', 'twitter:' + field, meta.twitter?.[field]);
  if (meta.canonical !== undefined) tags.push({ kind: 'canonical', href: meta.canonical });
  const product = meta.product;
  if (product) {
    const price = priceText(product);
    if (price !== undefined) {
      add('property', 'product:price:amount', price);
      add('property', 'product:price:currency', product.currency ?? 'USD');
    }
    add('property', 'product:availability', product.availability);
    add('property', 'product:brand', product.brand);
    tags.push({ kind: 'json-ld', json: serializeJsonLd(productJsonLd(product, meta.canonical)) });
  }
  return tags;
}
