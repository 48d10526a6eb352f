import { describe, expect, it } from 'vitest';
import { fillTemplate, markHead } from './prerender.ts';

const template = `<!doctype html><html><head><meta charset="UTF-8" />
<title data-static-head>Tendril</title>
<meta name="description" content="The site." data-static-head />
</head><body><div id="root"></div><script type="module" crossorigin src="/assets/index.js"></script></body></html>`;

describe('the prerender template', () => {
  it("puts the page's head (marked) for the static one, its markup and app in #root, its data after", () => {
    const html = fillTemplate(
      template,
      {
        head: '<title>Lamp · Tendril</title><meta name="description" content="A lamp $&."/>',
        body: '<main><h1>Lamp</h1></main>',
        app: 'shop',
        data: '<script type="application/json" id="tendril-data">{"loaders":{}}</script>',
      },
      '/lamp',
    );
    expect(html).not.toContain('data-static-head');
    expect(html).toContain(
      '<title data-prerendered>Lamp · Tendril</title><meta data-prerendered name="description" content="A lamp $&."/></head>',
    );
    expect(html).toContain(
      '<div id="root" data-app="shop" data-path="/lamp"><main><h1>Lamp</h1></main></div><script type="application/json" id="tendril-data">',
    );
  });

  it('marks every head tag, JSON-LD included', () => {
    expect(
      markHead('<link rel="canonical" href="/a"/><script type="application/ld+json">{}</script>'),
    ).toBe(
      '<link data-prerendered rel="canonical" href="/a"/><script data-prerendered type="application/ld+json">{}</script>',
    );
  });
});
