import { describe, expect, it } from 'vitest';
import { isExternalHref, joinHref, parseHref, toSearch } from './location.ts';

describe('parseHref', () => {
  it('splits an absolute href into pathname, search and hash', () => {
    expect(parseHref('/product/1?tab=reviews#top')).toEqual({
      pathname: '/product/1',
      search: '?tab=reviews',
      hash: '#top',
    });
  });

  it('resolves relative hrefs against the current pathname', () => {
    expect(parseHref('edit', '/product/1')).toEqual({
      pathname: '/product/edit',
      search: '',
      hash: '',
    });
    expect(parseHref('../x', '/a/b/c')?.pathname).toBe('/a/x');
    expect(parseHref('?q=1', '/search')).toEqual({ pathname: '/search', search: '?q=1', hash: '' });
    expect(parseHref('#x', '/doc')).toEqual({ pathname: '/doc', search: '', hash: '#x' });
    expect(parseHref('', '/here')?.pathname).toBe('/here');
  });

  it('accepts a base pathname without a leading slash', () => {
    expect(parseHref('b', 'a/c')?.pathname).toBe('/a/b');
  });

  it('returns null for another origin or a non-http scheme', () => {
    expect(parseHref('//evil.example/x')).toBeNull();
    expect(parseHref('https://evil.example/x')).toBeNull();
    expect(parseHref('javascript:alert(1)')).toBeNull();
    expect(parseHref('mailto:a@b.c')).toBeNull();
  });

  it('never throws on malformed input and keeps bad escapes as written', () => {
    expect(parseHref('/%E0%A4%A')?.pathname).toBe('/%E0%A4%A');
    expect(() => parseHref('http://[::1')).not.toThrow();
    expect(parseHref('http://[::1')).toBeNull();
  });

  it('encodes characters the way the browser would', () => {
    expect(parseHref('/a b/é')?.pathname).toBe('/a%20b/%C3%A9');
  });
});

describe('isExternalHref', () => {
  const origin = 'https://shop.test';

  it('is false for paths, relative hrefs, queries and hashes', () => {
    for (const href of ['/a', 'a/b', '?q=1', '#x', '', '../up'])
      expect(isExternalHref(href, origin)).toBe(false);
  });

  it('is false for an absolute URL on the same origin', () => {
    expect(isExternalHref('https://shop.test/cart', origin)).toBe(false);
  });

  it('is true for another origin, a protocol-relative URL or another scheme', () => {
    expect(isExternalHref('https://evil.test/x', origin)).toBe(true);
    expect(isExternalHref('//evil.test/x', origin)).toBe(true);
    expect(isExternalHref('http://shop.test/cart', origin)).toBe(true);
    expect(isExternalHref('mailto:a@b.c', origin)).toBe(true);
    expect(isExternalHref('javascript:void(0)', origin)).toBe(true);
  });

  it('without an origin, takes the page origin (here none: http://localhost)', () => {
    expect(isExternalHref('/a')).toBe(false);
    expect(isExternalHref('http://localhost/cart')).toBe(false);
    expect(isExternalHref('https://shop.test/cart')).toBe(true);
  });

  it('treats an unparsable absolute URL as external', () => {
    expect(isExternalHref('http://[::1', origin)).toBe(true);
  });
});

describe('joinHref', () => {
  it('joins the parts, adding a missing ? or #', () => {
    expect(joinHref('/a', '?q=1', '#h')).toBe('/a?q=1#h');
    expect(joinHref('/a', 'q=1', 'h')).toBe('/a?q=1#h');
    expect(joinHref('/a')).toBe('/a');
    expect(joinHref('/a', '', '#h')).toBe('/a#h');
  });
});

describe('toSearch', () => {
  it('serialises values and leaves undefined out', () => {
    expect(toSearch({ q: 'a b', page: 2, exact: true, skip: undefined })).toBe(
      '?q=a+b&page=2&exact=true',
    );
  });

  it('is empty for no values', () => {
    expect(toSearch({})).toBe('');
    expect(toSearch({ a: undefined })).toBe('');
  });

  it('round-trips through parseHref', () => {
    const search = toSearch({ q: 'café & co', n: 0, flag: false });
    const parsed = parseHref('/s' + search);
    expect(Object.fromEntries(new URLSearchParams(parsed?.search))).toEqual({
      q: 'café & co',
      n: '0',
      flag: 'false',
    });
  });
});
