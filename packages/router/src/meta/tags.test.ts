import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeMeta, toPageMeta } from './normalize.ts';
import type { PageMeta } from './types.ts';
import { metaFromTags } from './served.ts';
import { metaTags, productJsonLd, serializeJsonLd } from './tags.ts';

describe('metaTags', () => {
  it('lists every page field as its head tag', () => {
    const tags = metaTags({
      title: 'Shop',
      description: 'All products',
      keywords: ['lamps', 'desks'],
      author: 'Tendril',
      robots: 'index,follow',
      themeColor: '#123456',
      viewport: 'width=device-width',
      og: { title: 'OG', description: 'OG text', image: '/og.png', url: 'https://x.test/' },
      twitter: { card: 'summary', title: 'TW', description: 'TW text', image: '/tw.png' },
      canonical: 'https://x.test/shop',
    });
    expect(tags).toEqual([
      { kind: 'title', text: 'Shop' },
      { kind: 'meta', attribute: 'name', key: 'description', content: 'All products' },
      { kind: 'meta', attribute: 'name', key: 'keywords', content: 'lamps, desks' },
      { kind: 'meta', attribute: 'name', key: 'author', content: 'Tendril' },
      { kind: 'meta', attribute: 'name', key: 'robots', content: 'index,follow' },
      { kind: 'meta', attribute: 'name', key: 'theme-color', content: '#123456' },
      { kind: 'meta', attribute: 'name', key: 'viewport', content: 'width=device-width' },
      { kind: 'meta', attribute: 'property', key: 'og:title', content: 'OG' },
      { kind: 'meta', attribute: 'property', key: 'og:description', content: 'OG text' },
      { kind: 'meta', attribute: 'property', key: 'og:image', content: '/og.png' },
      { kind: 'meta', attribute: 'property', key: 'og:url', content: 'https://x.test/' },
      { kind: 'meta', attribute: 'name', key: 'twitter:card', content: 'summary' },
      { kind: 'meta', attribute: 'name', key: 'twitter:title', content: 'TW' },
      { kind: 'meta', attribute: 'name', key: 'twitter:description', content: 'TW text' },
      { kind: 'meta', attribute: 'name', key: 'twitter:image', content: '/tw.png' },
      { kind: 'canonical', href: 'https://x.test/shop' },
    ]);
  });

  it('gives a product its price tags (currency USD by default) and a JSON-LD Product', () => {
    const tags = metaTags({
      canonical: 'https://x.test/product/1',
      product: {
        name: 'Desk lamp',
        description: 'Bright',
        price: 49.5,
        image: '/lamp.png',
        brand: 'Acme',
        availability: 'in_stock',
      },
    });
    expect(tags).toContainEqual({
      kind: 'meta',
      attribute: 'property',
      key: 'product:price:amount',
      content: '49.50',
    });
    expect(tags).toContainEqual({
      kind: 'meta',
      attribute: 'property',
      key: 'product:price:currency',
      content: 'USD',
    });
    expect(tags).toContainEqual({
      kind: 'meta',
      attribute: 'property',
      key: 'product:availability',
      content: 'in_stock',
    });
    expect(tags).toContainEqual({
      kind: 'meta',
      attribute: 'property',
      key: 'product:brand',
      content: 'Acme',
    });
    const ld = tags.find((tag) => tag.kind === 'json-ld');
    expect(ld && JSON.parse(ld.json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Desk lamp',
      description: 'Bright',
      image: '/lamp.png',
      brand: { '@type': 'Brand', name: 'Acme' },
      url: 'https://x.test/product/1',
      offers: {
        '@type': 'Offer',
        price: '49.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://x.test/product/1',
      },
    });
  });

  it('uses the given currency and marks a sold-out product OutOfStock', () => {
    const ld = productJsonLd({
      name: 'Chair',
      price: 10,
      currency: 'EUR',
      availability: 'out_of_stock',
    });
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      price: '10.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('leaves out price tags and the offer when the price is missing or invalid', () => {
    for (const price of [undefined, Number.NaN, -1, Number.POSITIVE_INFINITY]) {
      const tags = metaTags({ product: { name: 'Mystery', price } });
      expect(tags.filter((tag) => tag.kind === 'meta')).toEqual([]);
      const ld = tags.find((tag) => tag.kind === 'json-ld');
      expect(ld && JSON.parse(ld.json)).not.toHaveProperty('offers');
    }
  });

  it('gives no tags for empty meta', () => {
    expect(metaTags({})).toEqual([]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script tag, whatever the values hold', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>', note: '<!--' });
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', note: '<!--' });
  });

  it('round-trips any JSON value and never emits <, > or &', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = serializeJsonLd(value);
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe('toPageMeta', () => {
  it('keeps well-typed fields only, so a route meta with other keys is safe to read', () => {
    expect(
      toPageMeta({
        title: 'Cart',
        app: 'shop',
        robots: 3,
        keywords: ['a', 1, 'b'],
        og: { title: 'OG', image: null },
        twitter: 'nope',
        product: { name: 'Lamp', price: '9', availability: 'maybe', brand: 'Acme' },
      }),
    ).toEqual({
      title: 'Cart',
      keywords: ['a', 'b'],
      og: { title: 'OG' },
      product: { name: 'Lamp', brand: 'Acme' },
    });
  });

  it('reads anything that is not a record as empty meta', () => {
    for (const raw of [undefined, null, 'title', 42, ['title']])
      expect(toPageMeta(raw)).toEqual({});
    expect(toPageMeta({ product: { price: 3 } })).toEqual({});
  });
});

describe('mergeMeta', () => {
  it('lets later metas win, merging og, twitter and product field by field', () => {
    expect(
      mergeMeta(
        { title: 'Shop', description: 'All', og: { image: '/a.png', title: 'Shop' } },
        { title: 'Lamp', og: { title: 'Lamp' }, twitter: { card: 'summary' } },
        { product: { name: 'Lamp' } },
        { product: { name: 'Lamp', price: 3 } },
      ),
    ).toEqual({
      title: 'Lamp',
      description: 'All',
      og: { image: '/a.png', title: 'Lamp' },
      twitter: { card: 'summary' },
      product: { name: 'Lamp', price: 3 },
    });
  });

  it('matches a plain spread for metas without nested fields', () => {
    const flat = fc.record(
      { title: fc.string(), description: fc.string(), robots: fc.string() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(flat, { maxLength: 5 }), (metas) => {
        expect(mergeMeta(...metas)).toEqual(Object.assign({}, ...metas));
      }),
    );
  });
});

/** Any page meta `metaTags` can write, nested fields and product included. */
const pageMeta = (() => {
  const text = fc.string({ maxLength: 12 });
  const some = <T>(fields: Record<string, fc.Arbitrary<T>>) =>
    fc.record(fields, { requiredKeys: [] });
  return some<unknown>({
    title: text,
    description: text,
    keywords: fc.oneof(text, fc.array(text, { maxLength: 3 })),
    author: text,
    robots: text,
    themeColor: text,
    viewport: text,
    canonical: text,
    og: some({ title: text, description: text, image: text, url: text }),
    twitter: some({ card: text, title: text, description: text, image: text }),
    product: fc.record(
      {
        name: text,
        description: text,
        price: fc.oneof(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.integer({ min: 0 })),
        currency: fc.constantFrom('USD', 'EUR'),
        image: text,
        brand: text,
        availability: fc.constantFrom('in_stock' as const, 'out_of_stock' as const),
      },
      { requiredKeys: ['name'] },
    ),
  }) as fc.Arbitrary<PageMeta>;
})();

describe('metaFromTags', () => {
  it("reads back the meta of metaTags' output: writing it again gives the same tags", () => {
    fc.assert(
      fc.property(pageMeta, (meta) => {
        const tags = metaTags(meta);
        expect(metaTags(metaFromTags(tags))).toEqual(tags);
      }),
    );
  });

  it('leaves out tags metaTags never writes, and an unreadable JSON-LD', () => {
    expect(
      metaFromTags([
        { kind: 'meta', attribute: 'property', key: 'og:locale', content: 'en_GB' },
        { kind: 'meta', attribute: 'name', key: 'generator', content: 'x' },
        { kind: 'json-ld', json: '{"@type":"Product"' },
        { kind: 'title', text: 'Cart' },
      ]),
    ).toEqual({ title: 'Cart' });
  });
});
