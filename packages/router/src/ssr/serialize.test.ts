import { describe, expect, it } from 'vitest';
import { readHydrationData } from './hydration-data.ts';
import type { HydrationData } from './hydration-data.ts';
import { hydrationScript, serializeHydrationData } from './serialize.ts';

const hostile: HydrationData = {
  loaders: {
    '</script><script>alert(1)</script>': {
      data: {
        title: '</script><script>alert(1)</script>',
        comment: '<!-- <script> -->',
        lines: 'a\u2028b\u2029c',
        amp: 'Tom & Jerry > Spike',
        nested: ['</SCRIPT>', { deep: '<!--' }],
      },
    },
  },
};

/** The element as a browser's parser reads it: the text up to the first `</script`. */
const scriptText = (html: string) => /^<script[^>]*>([\s\S]*?)<\/script/i.exec(html)![1]!;

describe('hydration data in a script element', () => {
  it('never holds the raw sequences that would close the element or open a comment', () => {
    const text = serializeHydrationData(hostile);
    for (const raw of ['<', '>', '&', '\u2028', '\u2029']) expect(text).not.toContain(raw);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u003c!--');
  });

  it('round-trips hostile data exactly through the element', () => {
    const html = hydrationScript(hostile);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    const parsed = JSON.parse(scriptText(html)) as unknown;
    expect(parsed).toEqual(hostile);
    const root = { querySelector: () => ({ textContent: scriptText(html) }) };
    expect(readHydrationData('tendril-data', root)).toEqual(hostile);
  });

  it('refuses an id that could leave its attribute', () => {
    expect(() => hydrationScript(hostile, '"><script>')).toThrow('Invalid hydration script id');
    expect(hydrationScript({ loaders: {} }, 'page-data')).toBe(
      '<script type="application/json" id="page-data">{"loaders":{}}</script>',
    );
  });

  it('reads anything but hydration data as none', () => {
    const read = (text: string | null) =>
      readHydrationData('x', { querySelector: () => ({ textContent: text }) });
    expect(read('not json')).toBeUndefined();
    expect(read('{"loaders":[]}')).toBeUndefined();
    expect(read('{"loaders":{"k":{"error":"boom"}}}')).toBeUndefined();
    expect(read(null)).toBeUndefined();
    expect(readHydrationData('x', undefined)).toBeUndefined();
  });
});

/** Writes `data` as a server render does and reads it back as the browser does. */
function roundTrip(data: HydrationData): HydrationData | undefined {
  const text = scriptText(hydrationScript(data));
  return readHydrationData('tendril-data', { querySelector: () => ({ textContent: text }) });
}

describe('data JSON cannot carry', () => {
  it('comes back as itself: dates, maps, sets, bigints, undefined, NaN, ±Infinity, -0, regexps, URLs, typed arrays', () => {
    const data = {
      date: new Date('2026-12-02T10:00:00Z'),
      map: new Map<unknown, unknown>([
        ['a', 1],
        [2, { b: '</script>' }],
      ]),
      set: new Set(['x', 'y']),
      big: 2n ** 70n,
      missing: undefined,
      nan: NaN,
      inf: Infinity,
      negInf: -Infinity,
      negZero: -0,
      re: /a+b/gi,
      url: new URL('https://example.com/a?b=c'),
      bytes: new Uint8Array([1, 2, 255]),
      floats: new Float64Array([0.5, -1]),
    };
    const back = roundTrip({ loaders: { rich: { data, updatedAt: 1 } } })!.loaders.rich!;
    const got = back.data as typeof data;
    expect(got.date).toBeInstanceOf(Date);
    expect(got.date.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(got.map).toEqual(data.map);
    expect(got.set).toEqual(data.set);
    expect(got.big).toBe(2n ** 70n);
    expect('missing' in got && got.missing === undefined).toBe(true);
    expect(got.nan).toBeNaN();
    expect([got.inf, got.negInf]).toEqual([Infinity, -Infinity]);
    expect(Object.is(got.negZero, -0)).toBe(true);
    expect(got.re).toEqual(/a+b/gi);
    expect(got.url).toBeInstanceOf(URL);
    expect(got.url.href).toBe('https://example.com/a?b=c');
    expect(got.bytes).toEqual(new Uint8Array([1, 2, 255]));
    expect(got.floats).toEqual(new Float64Array([0.5, -1]));
    expect(back.updatedAt).toBe(1);
  });

  it('keeps shared and cyclic references', () => {
    const author = { name: 'Ada' };
    const post: Record<string, unknown> = { first: author, second: author };
    post.self = post;
    const got = roundTrip({ loaders: { post: { data: post } } })!.loaders.post!.data as typeof post;
    expect(got.first).toBe(got.second);
    expect(got.self).toBe(got);
  });

  it('is escaped inside the element like JSON', () => {
    const text = serializeHydrationData({
      loaders: { k: { data: { when: new Date(0), note: '</script><!--\u2028' } } },
    });
    expect(text.startsWith('[')).toBe(true);
    for (const raw of ['<', '>', '&', '\u2028']) expect(text).not.toContain(raw);
    const got = roundTrip({
      loaders: { k: { data: { when: new Date(0), note: '</script><!--' } } },
    });
    expect((got!.loaders.k!.data as { note: string }).note).toBe('</script><!--');
  });

  it('is plain JSON when JSON carries the data unchanged, as small as before', () => {
    const data: HydrationData = {
      loaders: { 'product-1': { data: { id: 1, name: 'Lamp', tags: ['a'] }, updatedAt: 5 } },
    };
    expect(serializeHydrationData(data)).toBe(JSON.stringify(data));
    // A shared object would lose its identity in JSON: devalue's format keeps it.
    const shared = { id: 1 };
    expect(serializeHydrationData({ loaders: { k: { data: [shared, shared] } } })[0]).toBe('[');
  });

  it('refuses parsed input that would set a prototype', () => {
    const read = (text: string) =>
      readHydrationData('x', { querySelector: () => ({ textContent: text }) });
    expect(read('[{"loaders":1},{"__proto__":2},{"data":3},1]')).toBeUndefined();
    expect(read('[{"loaders":1},{"k":2},{"data":3},["Nope",4],1]')).toBeUndefined();
  });
});

describe('data the browser cannot receive', () => {
  class Profile {
    name = 'Ada';
  }
  const failure = (data: unknown, nameOf?: (key: string) => string) => {
    try {
      serializeHydrationData({ loaders: { 'user:[]': { data }, 'ok:[]': { data: 1 } } }, nameOf);
    } catch (error) {
      return error as Error;
    }
    throw new Error('expected serializeHydrationData to throw');
  };

  it('names the loader and the path to a function', () => {
    const error = failure({ user: { profile: { onClick: () => {} } } }, () => 'user');
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toContain('The data of loader "user" (cache key "user:[]")');
    expect(error.message).toContain('it holds a function at user.profile.onClick');
  });

  it('names a class instance by its class, and a symbol', () => {
    expect(failure({ list: [1, new Profile()] }).message).toContain(
      'an instance of Profile at list[1]',
    );
    expect(failure({ id: Symbol('id') }).message).toContain('a symbol at id');
    expect(failure(() => 1).message).toContain('a function at (the data itself)');
  });
});
