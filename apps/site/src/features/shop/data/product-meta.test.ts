import { describe, expect, it } from 'vitest';
import { metaTags } from '@tendril/router/meta';
import { productMeta } from './product-meta.ts';

const lamp = { id: 3, name: 'Desk Lamp', price: 79, stock: 4, image: '💡' };

describe('productMeta', () => {
  it('gives a product its description and product tags (the title is the route’s, live)', () => {
    const tags = metaTags(productMeta(lamp, ''));
    expect(tags.some((t) => t.kind === 'title')).toBe(false);
    const content = (key: string) =>
      tags.find((t) => t.kind === 'meta' && t.key === key && 'content' in t);
    expect(content('description')).toMatchObject({
      content: 'Desk Lamp for $79.00 at the Tendril demo shop.',
    });
    expect(content('product:price:amount')).toMatchObject({ content: '79.00' });
    expect(content('product:availability')).toMatchObject({ content: 'in_stock' });
    const jsonLd = tags.find((t) => t.kind === 'json-ld');
    expect(jsonLd && JSON.parse(jsonLd.json)).toMatchObject({
      '@type': 'Product',
      name: 'Desk Lamp',
    });
  });

  it('gives a shared product link its Twitter card and Open Graph picture', () => {
    const tags = metaTags(productMeta(lamp, ''));
    const content = (key: string) =>
      tags.find((t) => t.kind === 'meta' && t.key === key && 'content' in t);
    expect(content('twitter:card')).toMatchObject({ content: 'summary' });
    expect(content('twitter:description')).toMatchObject({ content: /Desk Lamp for \$79\.00/ });
    expect(content('twitter:image')).toMatchObject({ content: '/icon-512.png' });
    expect(content('og:image')).toMatchObject({ content: '/icon-512.png' });
  });

  it("names the product's picture with the site's origin, in its JSON-LD too", () => {
    const meta = productMeta(lamp, 'https://shop.test');
    expect(meta.og).toMatchObject({ image: 'https://shop.test/icon-512.png' });
    const jsonLd = metaTags(meta).find((t) => t.kind === 'json-ld');
    expect(jsonLd && JSON.parse(jsonLd.json)).toMatchObject({
      image: 'https://shop.test/icon-512.png',
    });
  });

  it('marks a sold-out product out of stock', () => {
    expect(productMeta({ ...lamp, stock: 0 }).product?.availability).toBe('out_of_stock');
  });

  it('names an unknown product "Product Not Found" and keeps it out of the index', () => {
    expect(productMeta(undefined)).toMatchObject({ title: 'Product Not Found', robots: 'noindex' });
  });
});
