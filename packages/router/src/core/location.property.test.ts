import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHref } from './location.ts';

/** What the URL API makes of `href`, the reference `parseHref` must agree with. */
function viaUrl(href: string, from: string) {
  const url = new URL(href, 'http://tendril.invalid' + from);
  if (url.origin !== 'http://tendril.invalid') return null;
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

// Characters the fast path accepts and the ones that must send an href to the URL API.
const alphabet = [...'/?#.%\\ \'"<>`aZ09-_~!$&()*+,;=:@', 'é', '\t'];
const href = fc
  .array(fc.constantFrom(...alphabet), { maxLength: 14 })
  .map((chars) => chars.join(''));

describe('parseHref (property)', () => {
  it('splits any href exactly as the URL API does', () => {
    fc.assert(
      fc.property(href, fc.constantFrom('/', '/a/b', '/a/b/'), (h, from) => {
        let expected: ReturnType<typeof viaUrl>;
        try {
          expected = viaUrl(h, from);
        } catch {
          expected = null;
        }
        expect(parseHref(h, from)).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('splits root paths, the fast path, exactly as the URL API does', () => {
    fc.assert(
      fc.property(href, (h) => {
        const root = '/' + h;
        let expected: ReturnType<typeof viaUrl>;
        try {
          expected = viaUrl(root, '/x/');
        } catch {
          expected = null;
        }
        expect(parseHref(root, '/x/')).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });
});
