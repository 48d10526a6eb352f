// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { servedMeta } from './served.ts';

function headOf(html: string): HTMLHeadElement {
  return new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html').head;
}

describe('servedMeta', () => {
  it("reads the router's marked tags and JSON-LD, never the template's own", () => {
    const head = headOf(
      '<meta name="viewport" content="width=device-width">' +
        '<meta name="theme-color" content="#fff">' +
        '<title data-tendril-meta="">Desk lamp | Shop</title>' +
        '<meta name="description" content="A lamp" data-tendril-meta="">' +
        '<meta property="og:title" content="Desk lamp" data-tendril-meta="">' +
        '<meta property="product:availability" content="in_stock" data-tendril-meta="">' +
        '<link rel="canonical" href="https://shop.test/lamp" data-tendril-meta="">' +
        '<link rel="icon" href="/icon.svg">' +
        '<script type="application/ld+json" data-tendril-json-ld>' +
        '{"@context":"https://schema.org","@type":"Product","name":"Desk lamp",' +
        '"offers":{"@type":"Offer","price":"49.00","priceCurrency":"USD"}}</script>',
    );
    expect(servedMeta(head)).toEqual({
      title: 'Desk lamp | Shop',
      description: 'A lamp',
      canonical: 'https://shop.test/lamp',
      og: { title: 'Desk lamp' },
      product: { name: 'Desk lamp', price: 49, currency: 'USD', availability: 'in_stock' },
    });
  });

  it('is undefined when no server wrote the head', () => {
    expect(servedMeta(headOf('<title>Shop</title><meta name="description" content="x">'))).toBe(
      undefined,
    );
    expect(servedMeta(undefined)).toBe(undefined);
  });
});
