/*
 * `vite preview` streams the pages lib/streamed-pages.ts names (a product's reviews tab) with the
 * site built for Node (build/prerender.ts keeps it beside dist): the shell and the product at
 * once, the reviews in the same response once they arrive. A static host serves the app shell
 * at those addresses instead, and the browser renders the page itself.
 *
 * Each response gets a fresh CSP nonce, added to the site's own policy: React's inline scripts
 * (which move each streamed part into place) carry it. The browser's entry loads as soon as the
 * shell is in (React's bootstrap module), so the page hydrates while the reviews are on their way.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { STREAMED_PAGE } from '../src/lib/streamed-pages.ts';
import { APP_SHELL, serverDirOf, serverPageTemplate } from './prerender.ts';
import type * as StreamModule from '../src/app/stream-page.tsx';

/** `policy` with `'nonce-…'` added to its script-src. */
export function withNonce(policy: string, nonce: string): string {
  if (!/(^|;\s*)script-src\s/.test(policy)) throw new Error('The policy has no script-src');
  return policy.replace(
    /(^|;\s*)(script-src\s[^;]*)/,
    (_, start: string, directive: string) => `${start}${directive.trimEnd()} 'nonce-${nonce}'`,
  );
}

/**
 * The app shell as the frame of a streamed page: the parts before and after #root's content,
 * and the entry module, which React loads (async) instead of the shell's own script tag, run
 * only once the whole document has arrived.
 */
export function streamFrame(appShell: string): { start: string; end: string; entry: string } {
  const entryTag = /<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>/;
  const entry = entryTag.exec(appShell)?.[1];
  if (!entry) throw new Error('The app shell has no entry <script type="module" src>');
  const page = serverPageTemplate(appShell).replace(entryTag, '');
  const [start = '', end = ''] = page.split('<div id="root"></div>');
  return { start, end, entry };
}

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The plugin: streams the named pages in `vite preview`, with `policy` (the built one). */
export function streamPages(policy: (outDir: string) => string): Plugin {
  return {
    name: 'tendril-stream-pages',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const bundle = join(serverDirOf(server.config.root, outDir), 'stream-page.js');
      // Read on the first streamed request: a preview of a build without them streams nothing.
      let ready: Promise<[typeof StreamModule, ReturnType<typeof streamFrame>, string]> | undefined;
      server.middlewares.use((request, response, next) => {
        const [pathname = '/'] = (request.url ?? '/').split('?');
        if (request.method !== 'GET' || !STREAMED_PAGE.test(pathname) || !existsSync(bundle))
          return next();
        ready ??= Promise.all([
          import(pathToFileURL(bundle).href) as Promise<typeof StreamModule>,
          streamFrame(readFileSync(join(outDir, APP_SHELL), 'utf8')),
          policy(outDir),
        ]);
        ready
          .then(([m, frame, sitePolicy]) =>
            stream(m, request.url ?? pathname, pathname, frame, sitePolicy, response),
          )
          .catch(next);
      });
    },
  };
}

async function stream(
  { streamPage }: typeof StreamModule,
  url: string,
  pathname: string,
  frame: ReturnType<typeof streamFrame>,
  policy: string,
  response: ServerResponse,
): Promise<void> {
  const nonce = randomBytes(16).toString('base64');
  const gone = new AbortController();
  response.on('close', () => gone.abort(new Error('The client went away')));
  try {
    const page = await streamPage(url, { nonce, signal: gone.signal, entry: frame.entry });
    if (page.redirect) {
      response.writeHead(302, { location: page.redirect }).end();
      return;
    }
    response.writeHead(page.status, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': withNonce(policy, nonce),
      // Every response has its own nonce: no cache may answer another request with it.
      'cache-control': 'no-store',
    });
    response.write(frame.start.replace('</head>', () => `${page.head}</head>`));
    response.write(
      `<div id="root" data-server-rendered data-app="${page.app}" data-path="${escapeAttribute(pathname)}">`,
    );
    page.pipe({
      write: (chunk) => response.write(chunk),
      end: () => response.end(`</div>${frame.end}`),
    });
  } catch (error) {
    // Nothing was sent yet: a guard that threw, or loader data that cannot travel.
    console.error(error);
    if (!response.headersSent)
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Internal Server Error');
  }
}
