import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExternalHref, parseHref } from './location.ts';

/** What the URL API makes of `href` against `from`: parseHref's answer for every input. */
function byTheUrlApi(href: string, from: string) {
  let url: URL;
  try {
    url = new URL(href, 'http://tendril.invalid' + (from.startsWith('/') ? from : '/' + from));
  } catch {
    return null;
  }
  if (url.origin !== 'http://tendril.invalid') return null;
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

// Characters the URL parser treats specially (dots, escapes, separators, ones it encodes or
// strips, a backslash it reads as a slash) mixed with plain ones, so that paths on both sides of
// parseHref's shortcut for plain absolute paths come up often.
const tricky = fc.constantFrom(
  ...'/./..%2e%2E?#a-_~!$&\'()*+,;=:@ \t\n\\"<>`{}^|é\u0000'.split(''),
  '/',
  '/',
  'a',
  'b1',
  '..',
  '%41',
  'http:',
  '//',
);
/** Strings of up to `maxLength` pieces drawn from `pieces`. */
const joined = (pieces: fc.Arbitrary<string>, maxLength: number) =>
  fc.array(pieces, { maxLength }).map((parts) => parts.join(''));

const href = joined(tricky, 12);
const from = fc.constantFrom('/', '/a/b', '/a/b/', 'x/y', '/%2e/z');

describe('parseHref', () => {
  it('gives what the URL API gives, for any href and base', () => {
    fc.assert(
      fc.property(href, from, (h, f) => {
        expect(parseHref(h, f)).toEqual(byTheUrlApi(h, f));
      }),
      { numRuns: 5000 },
    );
  });

  it('gives what the URL API gives for absolute paths of plain characters', () => {
    const plain = joined(
      fc.constantFrom(..."abz09-._~!$&'()*+,;=:@".split(''), '/', '/', '/.', '/..'),
      16,
    ).map((path) => '/' + path);
    fc.assert(
      fc.property(plain, (h) => {
        expect(parseHref(h, '/q/r')).toEqual(byTheUrlApi(h, '/q/r'));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('isExternalHref', () => {
  // The rule, as a regular expression: only an href with a scheme or starting with `//` can
  // point off the site; for those the URL API decides.
  const offSite = (h: string, origin: string) => {
    if (!/^[a-z][a-z\d+\-.]*:|^\/\//i.test(h)) return false;
    try {
      return new URL(h, origin).origin !== origin;
    } catch {
      return true;
    }
  };
  const schemeish = fc.constantFrom(
    ...'aZz09+-.:/?#@ \u00e9\u212a'.split(''),
    'http',
    'https:',
    'mailto:',
    '//',
    'shop.test',
  );

  it('is the rule above for any href', () => {
    fc.assert(
      fc.property(
        joined(schemeish, 8),
        fc.constantFrom('https://shop.test', 'http://localhost'),
        (h, origin) => {
          expect(isExternalHref(h, origin)).toBe(offSite(h, origin));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
