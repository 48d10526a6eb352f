import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INERT_STYLE_TAG, inertMarkup } from './inert-markup.ts';

const hasHandlerOrStyle = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('*')].some(
    (el) =>
      el.localName === 'style' ||
      el.getAttributeNames().some((name) => /^on/i.test(name) || name.toLowerCase() === 'style'),
  );
};

describe('inertMarkup', () => {
  it('leaves HN markup as it is', () => {
    const hn =
      'Hi &amp; <i>you</i><p>See <a href="https://x.test/?a=1&amp;b=2" rel="nofollow">x</a><p><pre><code>a &lt; b</code></pre>';
    expect(inertMarkup(hn)).toBe(hn);
    expect(inertMarkup('a < b and 3<4')).toBe('a < b and 3<4');
  });

  it('drops handlers and style attributes in every spelling, and renames style elements', () => {
    expect(inertMarkup('<img src=x onerror=alert(1)>')).toBe('<img src=x >');
    expect(inertMarkup('<svg/onload="alert(1)">')).toBe('<svg/>');
    expect(inertMarkup('<p STYLE = "color:red" OnClick=\'x()\' title="on">t</p>')).toBe(
      '<p   title="on">t</p>',
    );
    expect(inertMarkup('<style>b{}</style>')).toBe(`<${INERT_STYLE_TAG}>b{}</${INERT_STYLE_TAG}>`);
    expect(inertMarkup('<a href="x" title="a>b" onmouseover=y>z</a>')).toBe(
      '<a href="x" title="a>b" >z</a>',
    );
    expect(
      hasHandlerOrStyle(
        inertMarkup('<details open ontoggle=alert(1)><svg><style>*{}</style></svg>'),
      ),
    ).toBe(false);
  });

  it('never leaves a handler or a style for the parser to meet (random markup)', () => {
    const piece = fc.constantFrom(
      '<',
      '>',
      '/',
      '=',
      '"',
      "'",
      ' ',
      '\t',
      'on',
      'onerror',
      'ONLOAD',
      'style',
      'STYLE',
      'img',
      'svg',
      'p',
      'a',
      'x',
      '<!--',
      '-->',
      '1',
      'src',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        expect(hasHandlerOrStyle(inertMarkup(pieces.join('')))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
