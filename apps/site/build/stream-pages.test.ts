import { describe, expect, it } from 'vitest';
import { streamFrame, withNonce } from './stream-pages.ts';

describe('the streamed page frame', () => {
  it("adds the response's nonce to the site's script-src, and leaves the rest alone", () => {
    const policy = "default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'";
    expect(withNonce(policy, 'n0nce')).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc=' 'nonce-n0nce'; object-src 'none'",
    );
    expect(withNonce("script-src 'self'", 'x')).toBe("script-src 'self' 'nonce-x'");
    expect(() => withNonce("default-src 'self'", 'x')).toThrow('The policy has no script-src');
  });

  it('splits the app shell around #root, without its static head, message or entry tag', () => {
    const shell = `<!doctype html><html><head><title data-static-head>Tendril</title>
<script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div>
<noscript data-app-shell><p>This page needs JavaScript</p></noscript></body></html>`;
    const frame = streamFrame(shell);
    // React loads the entry as soon as the shell is in; the tag would run it only at the end.
    expect(frame.entry).toBe('/assets/index-1.js');
    expect(frame.start).toBe('<!doctype html><html><head>\n</head><body>');
    expect(frame.end).toBe('</body></html>');
    expect(() => streamFrame('<div id="root"></div>')).toThrow('no entry');
  });
});
