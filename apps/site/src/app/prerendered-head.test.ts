// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { JSON_LD_SERVED, META_TAG_ATTRIBUTE } from '@tendril/router/meta';
import { dropPrerenderedHead, PAGE_HEAD } from './prerendered-head.ts';

describe('dropPrerenderedHead', () => {
  it("removes the page's tags and keeps the document's own", () => {
    document.head.innerHTML = [
      '<meta charset="UTF-8">',
      '<meta name="viewport" content="width=device-width">',
      '<meta name="theme-color" content="#166534">',
      '<meta name="description" content="Static">',
      '<link rel="icon" href="/favicon.svg">',
      '<link rel="manifest" href="/manifest.json">',
      '<title data-tendril-meta="">Lamp · Tendril</title>',
      '<meta name="description" content="A lamp" data-tendril-meta="">',
      '<meta property="og:title" content="Lamp" data-tendril-meta="">',
      '<meta name="twitter:card" content="summary" data-tendril-meta="">',
      '<link rel="canonical" href="/product/1" data-tendril-meta="">',
      '<script type="application/ld+json" data-tendril-json-ld="">{}</script>',
    ].join('');
    dropPrerenderedHead();
    expect([...document.head.children].map((tag) => tag.outerHTML)).toEqual([
      '<meta charset="UTF-8">',
      '<meta name="viewport" content="width=device-width">',
      '<meta name="theme-color" content="#166534">',
      '<meta name="description" content="Static">',
      '<link rel="icon" href="/favicon.svg">',
      '<link rel="manifest" href="/manifest.json">',
    ]);
  });

  it("selects by the router's own marks", () => {
    expect(PAGE_HEAD).toBe(`[${META_TAG_ATTRIBUTE}], script[${JSON_LD_SERVED}]`);
  });
});
