import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JSON_LD_POLICY } from '@tendril/router/meta';
import {
  contentSecurityPolicy,
  inlineScripts,
  inlineStyles,
  sameScriptHashes,
  TRUSTED_TYPES,
  wsSourcesFrom,
} from './csp.ts';

const html = `<!doctype html><html><head><meta charset="UTF-8" />
<script>window.a=1;</script>
<script type="module" crossorigin src="/assets/index.js"></script>
</head><body><script>
  window.b = 2;
</script></body></html>`;

const sha = (text: string) => createHash('sha256').update(text).digest('base64');
const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('the site CSP', () => {
  it('hashes exactly the inline scripts, whitespace included', () => {
    expect(inlineScripts(html)).toEqual(['window.a=1;', '\n  window.b = 2;\n']);
    // Data the page carries is not run, and no policy governs it.
    const withData = html.replace(
      '</body>',
      '<script type="application/json">{}</script><script type="application/ld+json">{}</script></body>',
    );
    expect(inlineScripts(withData)).toEqual(inlineScripts(html));
    const policy = contentSecurityPolicy({ html, hnApiBase: 'http://127.0.0.1:4302/v0' });
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' 'sha256-${sha('window.a=1;')}' 'sha256-${sha('\n  window.b = 2;\n')}'`,
    );
  });

  it('changes when an inline script changes', () => {
    const a = contentSecurityPolicy({ html, hnApiBase: 'https://hn.test/v0' });
    const b = contentSecurityPolicy({
      html: html.replace('window.a=1;', 'window.a=2;'),
      hnApiBase: 'https://hn.test/v0',
    });
    expect(a).not.toBe(b);
  });

  it('allows an inline style element by its hash, and no other', () => {
    expect(
      directive(contentSecurityPolicy({ html, hnApiBase: 'https://hn.test/v0' }), 'style-src'),
    ).toBe("style-src 'self'");
    const styled = html.replace('</head>', '<style>p{color:red}</style></head>');
    expect(inlineStyles(styled)).toEqual(['p{color:red}']);
    expect(
      directive(
        contentSecurityPolicy({ html: styled, hnApiBase: 'https://hn.test/v0' }),
        'style-src',
      ),
    ).toBe(`style-src 'self' 'sha256-${sha('p{color:red}')}'`);
  });

  it('states the strict directives', () => {
    const policy = contentSecurityPolicy({ html, hnApiBase: 'https://hn.test/v0' });
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'require-trusted-types-for')).toBe(
      "require-trusted-types-for 'script'",
    );
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://hn.test ws: wss:");
    expect(policy).not.toContain('unsafe');
  });

  it('names every Trusted Types policy the page creates, the router JSON-LD one included', () => {
    expect(TRUSTED_TYPES).toContain(JSON_LD_POLICY);
    const policy = contentSecurityPolicy({ html, hnApiBase: 'https://hn.test/v0' });
    expect(directive(policy, 'trusted-types')).toBe(`trusted-types ${TRUSTED_TYPES.join(' ')}`);
  });

  it('narrows WebSockets to the servers a deployment names', () => {
    const wsSources = wsSourcesFrom('wss://nats.example.com, ws://127.0.0.1:4223');
    const policy = contentSecurityPolicy({ html, hnApiBase: 'https://hn.test/v0', wsSources });
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://hn.test wss://nats.example.com ws://127.0.0.1:4223",
    );
    expect(wsSourcesFrom(undefined)).toEqual(['ws:', 'wss:']);
    expect(() => wsSourcesFrom('https://evil.test')).toThrow(/ws:\/wss:/);
    expect(() => wsSourcesFrom("wss://a.test 'unsafe-inline'")).toThrow();
  });
});

describe('sameScriptHashes', () => {
  it('holds for the policy of the same html, and not once a script changed', () => {
    const policy = contentSecurityPolicy({ html, hnApiBase: 'https://hn.test/v0' });
    expect(sameScriptHashes(policy, [html])).toBe(true);
    expect(sameScriptHashes(policy, [html.replace('window.a=1;', 'window.a=3;')])).toBe(false);
    expect(sameScriptHashes(policy, [html.replace('<script>window.a=1;</script>', '')])).toBe(
      false,
    );
  });

  it("counts the prerendered pages' scripts, each distinct one once", () => {
    const page = html.replace('</body>', '<script type="module">import("/a.js")</script></body>');
    const policy = contentSecurityPolicy({
      html,
      pages: [page, page],
      hnApiBase: 'https://hn.test/v0',
    });
    expect(directive(policy, 'script-src')).toContain(`'sha256-${sha('import("/a.js")')}'`);
    expect(directive(policy, 'script-src')?.match(/sha256-/g)).toHaveLength(3);
    expect(sameScriptHashes(policy, [html, page])).toBe(true);
    expect(sameScriptHashes(policy, [html])).toBe(false);
  });
});
