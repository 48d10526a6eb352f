import { describe, expect, it } from 'vitest';
import { inlineStylesheet } from './inline-css.ts';

const html = `<head><link rel="stylesheet" crossorigin href="/assets/index-a1.css"></head>`;

describe('inlineStylesheet', () => {
  it('puts the stylesheet in a style element and keeps its link, disabled', () => {
    expect(inlineStylesheet(html, '/assets/index-a1.css', 'p{color:red}')).toBe(
      `<head><style>p{color:red}</style><link rel="stylesheet" crossorigin href="/assets/index-a1.css" disabled></head>`,
    );
  });

  it('copies CSS that holds replacement patterns as it is', () => {
    const css = `a::after{content:"$& $$ $1"}`;
    expect(inlineStylesheet(html, '/assets/index-a1.css', css)).toContain(`<style>${css}</style>`);
  });

  it('refuses CSS that would close the element, and a stylesheet index.html does not link', () => {
    expect(() => inlineStylesheet(html, '/assets/index-a1.css', 'p{}</style><script>')).toThrow(
      'cannot be inlined',
    );
    expect(() => inlineStylesheet(html, '/assets/other.css', 'p{}')).toThrow('links no stylesheet');
  });
});
