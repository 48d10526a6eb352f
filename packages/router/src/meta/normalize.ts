/*
 * Page meta read from untrusted shapes (a route's open `meta` record, a loader's result in
 * plain JavaScript) keeps only well-typed fields, and metas merge field by field.
 */
import type { PageMeta } from './types.ts';

type Loose = Readonly<Record<string, unknown>>;
type Writable = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The string fields of `raw` among `keys` (space-separated). */
function pickText(raw: Loose, keys: string): Writable {
  const out: Writable = {};
  for (const key of keys.split(' ')) if (typeof raw[key] === 'string') out[key] = raw[key];
  return out;
}

/**
 * The page meta in `raw`, keeping only fields of the right type (a route's `meta` may hold
 * other keys, such as the site's own).
 *
 * @example
 * toPageMeta({ title: 'Cart', app: 'shop', robots: 3 }); // { title: 'Cart' }
 */
export function toPageMeta(raw: unknown): PageMeta {
  if (!isRecord(raw)) return {};
  const meta = pickText(raw, 'title description author robots themeColor viewport canonical');
  const { keywords, og, twitter, product } = raw;
  if (typeof keywords === 'string') meta.keywords = keywords;
  else if (Array.isArray(keywords))
    meta.keywords = keywords.filter((word) => typeof word === 'string');
  if (isRecord(og)) meta.og = pickText(og, 'title description image url');
  if (isRecord(twitter)) meta.twitter = pickText(twitter, 'card title description image');
  if (isRecord(product) && typeof product.name === 'string') {
    const out = pickText(product, 'name description currency image brand');
    const { price, availability } = product;
    if (typeof price === 'number' && Number.isFinite(price) && price >= 0) out.price = price;
    if (availability === 'in_stock' || availability === 'out_of_stock')
      out.availability = availability;
    meta.product = out;
  }
  return meta as PageMeta;
}

/**
 * Merges metas left to right: a later field wins; `og`, `twitter` and `product` merge field
 * by field.
 *
 * @example
 * mergeMeta({ title: 'Shop', og: { image: '/a.png' } }, { og: { title: 'Shoe' } });
 * // { title: 'Shop', og: { image: '/a.png', title: 'Shoe' } }
 */
export function mergeMeta(...metas: readonly PageMeta[]): PageMeta {
  const out: Writable = {};
  for (const meta of metas)
    for (const [key, value] of Object.entries(meta))
      out[key] =
        key === 'og' || key === 'twitter' || key === 'product'
          ? { ...(out[key] as object), ...(value as object) }
          : value;
  return out as PageMeta;
}
