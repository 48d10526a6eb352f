// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dropPrerenderedHead } from './prerendered-head.ts';

describe('dropPrerenderedHead', () => {
  it("removes the page's tags and keeps the document's own", () => {
    document.head.innerHTML = [
      '<meta charset="UTF-8">',
      '<meta name="viewport" content="width=device-width">',
      '<meta name="theme-color" content="#166534">',
      '<link rel="icon" href="/favicon.svg">',
      '<link rel="manifest" href="/manifest.json">',
      '<title>Lamp · Tendril</title>',
      '<meta name="description" content="A lamp">',
      '<meta property="og:title" content="Lamp">',
      '<meta name="twitter:card" content="summary">',
      '<link rel="canonical" href="/product/1">',
      '<script type="application/ld+json">{}</script>',
    ].join('');
    dropPrerenderedHead();
    expect([...document.head.children].map((tag) => tag.outerHTML)).toEqual([
      '<meta charset="UTF-8">',
      '<meta name="viewport" content="width=device-width">',
      '<meta name="theme-color" content="#166534">',
      '<link rel="icon" href="/favicon.svg">',
      '<link rel="manifest" href="/manifest.json">',
    ]);
  });
});
