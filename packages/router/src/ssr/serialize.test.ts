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
