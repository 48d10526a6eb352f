/*
 * The shapes of page meta. Type aliases rather than interfaces, so a typed `PageMeta` value
 * is assignable to a route's open `meta` record.
 */

/**
 * Open Graph fields, rendered as `<meta property="og:…">`.
 *
 * @example
 * const og: OpenGraphMeta = { title: 'Desk lamp', image: 'https://shop.test/lamp.png' };
 */
export type OpenGraphMeta = {
  readonly title?: string;
  readonly description?: string;
  readonly image?: string;
  readonly url?: string;
};

/**
 * Twitter card fields, rendered as `<meta name="twitter:…">`.
 *
 * @example
 * const twitter: TwitterMeta = { card: 'summary_large_image', title: 'Desk lamp' };
 */
export type TwitterMeta = {
  /** `summary`, `summary_large_image`, … */
  readonly card?: string;
  readonly title?: string;
  readonly description?: string;
  readonly image?: string;
};

/**
 * Whether a product can be bought now.
 *
 * @example
 * const availability: ProductAvailability = stock > 0 ? 'in_stock' : 'out_of_stock';
 */
export type ProductAvailability = 'in_stock' | 'out_of_stock';

/**
 * A product page's meta: rendered as `product:price:*` tags and a schema.org `Product` in
 * JSON-LD.
 *
 * @example
 * const product: ProductMeta = { name: 'Desk lamp', price: 49.99, brand: 'Acme', availability: 'in_stock' };
 */
export type ProductMeta = {
  readonly name: string;
  readonly description?: string;
  /** In major units (`19.99`). A price that is not a finite number ≥ 0 is left out. */
  readonly price?: number;
  /**
   * ISO 4217 code.
   * @default 'USD'
   */
  readonly currency?: string;
  readonly image?: string;
  readonly brand?: string;
  readonly availability?: ProductAvailability;
};

/**
 * The meta of a page. Every field is optional; fields that are not strings (or, for
 * `keywords`, string lists) are ignored when read from an untyped route `meta`.
 *
 * @example
 * const meta: PageMeta = {
 *   title: 'Products',
 *   description: 'Everything in the demo shop',
 *   canonical: 'https://example.com/products',
 *   og: { title: 'Products', image: 'https://example.com/og.png' },
 * };
 */
export type PageMeta = {
  /** The document title. */
  readonly title?: string;
  readonly description?: string;
  /** A list is joined with `, `. */
  readonly keywords?: string | readonly string[];
  readonly author?: string;
  /** e.g. `noindex` for a page search engines should leave out. */
  readonly robots?: string;
  /** Rendered as `<meta name="theme-color">`. */
  readonly themeColor?: string;
  readonly viewport?: string;
  readonly og?: OpenGraphMeta;
  readonly twitter?: TwitterMeta;
  /** Rendered as `<link rel="canonical">`. */
  readonly canonical?: string;
  readonly product?: ProductMeta;
};

/**
 * What a meta loader receives: typed from the route's path and loader when the route is
 * declared with `defineRoute`.
 *
 * @example
 * const loadMeta = ({ params, data }: MetaContext<{ id: string }, { name: string }>): PageMeta => ({
 *   title: data ? data.name : `Item ${params.id}`,
 * });
 */
export type MetaContext<
  Params extends Readonly<Record<string, string>> = Readonly<Record<string, string>>,
  Data = unknown,
> = {
  /** The route's params. */
  readonly params: Params;
  /**
   * The route's loader data: the data of its one loader, a record by loader name when it has
   * several, `undefined` when it has none or its loader failed.
   */
  readonly data: Data;
};

/**
 * Computes a route's meta from its params and loader data; declared as a route's `loadMeta`
 * (typed from the route's path and loader inside `defineRoute`). A synchronous one runs again
 * whenever the data or a signal it reads changes; an async one's result is cached per route,
 * params and data version (300000 ms by default). A loader that throws or rejects is logged
 * and contributes no meta.
 *
 * @example
 * const loadMeta: MetaLoader = ({ params, data }) =>
 *   data ? { title: (data as Product).name } : { title: 'Product Not Found', robots: 'noindex' };
 */
export type MetaLoader<
  Params extends Readonly<Record<string, string>> = Readonly<Record<string, string>>,
  Data = unknown,
> = (context: MetaContext<Params, Data>) => PageMeta | Promise<PageMeta>;
