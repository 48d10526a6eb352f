/*
 * The head a server render wrote, read back in the browser: the router's own tags (marked by
 * `MetaTags`, and the marked JSON-LD script), never the page template's. The browser's first
 * render repeats them while its own meta loaders have not answered, so React takes the
 * server's tags over instead of adding a second set, with nothing extra in the page's data.
 */
import { JSON_LD_SERVED, META_TAG_ATTRIBUTE, NAMED, type MetaTag } from './tags.ts';
import type { PageMeta, ProductMeta } from './types.ts';

/** The product a JSON-LD `Product` of `productJsonLd` describes, or undefined. */
function productOf(json: string): ProductMeta | undefined {
  let ld: Record<string, unknown>;
  try {
    ld = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (ld?.['@type'] !== 'Product' || typeof ld.name !== 'string') return undefined;
  const offer = (ld.offers ?? {}) as Record<string, unknown>;
  const brand = (ld.brand ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const price = text(offer.price);
  // pruned drops the fields left undefined.
  return pruned({
    name: ld.name,
    description: text(ld.description),
    image: text(ld.image),
    brand: text(brand.name),
    price: price === undefined ? undefined : Number(price),
    currency: price === undefined ? undefined : text(offer.priceCurrency),
  }) as ProductMeta | undefined;
}

/** `value` without its undefined fields; undefined when none is left. */
function pruned<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, field]) => field !== undefined);
  return entries.length ? (Object.fromEntries(entries) as T) : undefined;
}

const OG = ['title', 'description', 'image', 'url'];
const TWITTER = ['card', 'title', 'description', 'image'];

/**
 * The page meta that `metaTags` turns into `tags`: its inverse, so that
 * `metaTags(metaFromTags(metaTags(meta)))` lists the same tags as `metaTags(meta)`. Tags
 * `metaTags` never writes are left out; a list comes back as its joined text (`keywords`).
 *
 * @example
 * metaFromTags([{ kind: 'title', text: 'Cart' }]); // { title: 'Cart' }
 */
export function metaFromTags(tags: readonly MetaTag[]): PageMeta {
  const meta: Record<string, unknown> = {};
  const og: Record<string, string> = {};
  const twitter: Record<string, string> = {};
  let availability: string | undefined;
  const named = new Map<string, string>(NAMED.map((field) => [field.replace('C', '-c'), field]));
  for (const tag of tags) {
    if (tag.kind === 'title') meta.title ??= tag.text;
    else if (tag.kind === 'canonical') meta.canonical ??= tag.href;
    else if (tag.kind === 'json-ld') meta.product ??= productOf(tag.json);
    else {
      const { attribute, key, content } = tag;
      const [prefix, field = ''] = key.split(/:(.*)/);
      if (attribute === 'name' && named.has(key)) meta[named.get(key)!] ??= content;
      else if (attribute === 'property' && prefix === 'og' && OG.includes(field))
        og[field] ??= content;
      else if (attribute === 'name' && prefix === 'twitter' && TWITTER.includes(field))
        twitter[field] ??= content;
      else if (attribute === 'property' && key === 'product:availability') availability = content;
    }
  }
  meta.og = pruned(og);
  meta.twitter = pruned(twitter);
  // The availability has a tag of its own, with a price or without.
  if (meta.product && (availability === 'in_stock' || availability === 'out_of_stock'))
    meta.product = { ...meta.product, availability };
  return pruned(meta) ?? {};
}

function tagOf(element: Element): MetaTag | undefined {
  const attribute = (name: string) => element.getAttribute(name) ?? undefined;
  switch (element.localName) {
    case 'title':
      return { kind: 'title', text: element.textContent ?? '' };
    case 'link': {
      const href = attribute('href');
      return attribute('rel') === 'canonical' && href !== undefined
        ? { kind: 'canonical', href }
        : undefined;
    }
    case 'script':
      return { kind: 'json-ld', json: element.textContent ?? '' };
    case 'meta': {
      const content = attribute('content') ?? '';
      const name = attribute('name');
      const property = attribute('property');
      if (name !== undefined) return { kind: 'meta', attribute: 'name', key: name, content };
      if (property !== undefined)
        return { kind: 'meta', attribute: 'property', key: property, content };
    }
  }
  return undefined;
}

/**
 * The page meta of the head tags a server render wrote into `head`: `MetaTags`'s own (marked
 * `data-tendril-meta`) and its JSON-LD; the template's tags are not read. Undefined when there
 * are none.
 *
 * @param head - where to look. Default: the document's head.
 * @example
 * servedMeta(); // { title: 'Desk lamp | Shop', description: '…', product: { … } }
 */
export function servedMeta(
  head: ParentNode | undefined = globalThis.document?.head,
): PageMeta | undefined {
  const elements = head?.querySelectorAll(`[${META_TAG_ATTRIBUTE}], script[${JSON_LD_SERVED}]`);
  const tags = [...(elements ?? [])].flatMap((element) => tagOf(element) ?? []);
  return tags.length ? metaFromTags(tags) : undefined;
}
