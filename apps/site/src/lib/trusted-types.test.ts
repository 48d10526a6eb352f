import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameOriginScriptUrl, trustedScriptUrl } from './trusted-types.ts';

const BASE = 'https://site.test/demo/page';

describe('the script-URL policy', () => {
  it('takes same-origin URLs, resolved against the page', () => {
    expect(sameOriginScriptUrl('/sw.js', BASE)).toBe('https://site.test/sw.js');
    expect(sameOriginScriptUrl('worker.js?v=1', BASE)).toBe('https://site.test/demo/worker.js?v=1');
  });

  it('refuses every other origin and scheme', () => {
    for (const url of [
      'https://evil.test/sw.js',
      '//evil.test/sw.js',
      'http://site.test/sw.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      'blob:https://site.test/1234',
    ])
      expect(() => sameOriginScriptUrl(url, BASE), url).toThrow(TypeError);
  });

  it('never lets a URL of another origin through (random URLs)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (url) => {
        let accepted: string | undefined;
        try {
          accepted = sameOriginScriptUrl(url, BASE);
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError);
        }
        if (accepted !== undefined) expect(new URL(accepted).origin).toBe('https://site.test');
      }),
      { numRuns: 500 },
    );
  });

  it('is a plain checked string where the browser has no Trusted Types', () => {
    expect(trustedScriptUrl('/sw.js')).toBe(`${location.origin}/sw.js`);
  });
});
