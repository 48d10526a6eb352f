// Builds the streaming fixture with esbuild (React in its production build, the router from its
// source) and serves it from 127.0.0.1 on a free port:
// - `/client.js`: the browser's entry (./client.tsx), which hydrates;
// - `/api/lamp/:id` and `/api/lamp/:id/reviews` (answered after REVIEWS_DELAY_MS): the JSON the
//   lamp loader fetches, with each lamp's user comment sanitized here, on the server, by
//   DOMPurify's default configuration over a jsdom window;
// - anything else: a page streamed by the README's handler (./server.tsx, bundled for Node).
// Lamp 3 carries an attacker's comment, which a sanitizer lets through with its `id`: in its page
// and, on that page, in a notice before #root, ahead of the router's data script.
import { build, type BuildOptions } from 'esbuild';
import DOMPurify, { type WindowLike } from 'dompurify';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LampJson } from './app.tsx';

/** How long the API takes to answer a lamp's reviews. */
export const REVIEWS_DELAY_MS = 400;

/** What the attacker's comment claims the page's data is. */
const forged = {
  loaders: {
    'lamp:[["id","3"]]': {
      data: { name: 'HACKED', madeAt: '1970-01-01', colours: [], comment: '', reviews: [] },
    },
  },
};
/** A comment as a user posted it: data that poses as the router's, and a script. */
export const ATTACK =
  `<p id="tendril-data">${JSON.stringify(forged)}</p>` +
  `<p data-tendril-deferred="1">{"value":["HACKED review"]}</p>` +
  '<img src=x onerror=alert(document.domain)>';

// jsdom ships no types: what this file uses of it.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: WindowLike };
};
const purifier = DOMPurify(new JSDOM('').window);
/** A user's HTML as the API stores it: DOMPurify's default configuration, which keeps ids. */
const sanitize = (html: string): string => purifier.sanitize(html);

export const LAMPS: Record<string, LampJson & { reviews: string[] }> = {
  '1': {
    name: 'Brass lamp',
    madeAt: '2024-03-05T10:20:30.000Z',
    colours: [
      ['shade', 'amber'],
      ['base', 'brass'],
    ],
    comment: sanitize('<p>Warm <b>light</b>, sturdy base.</p>'),
    reviews: ['Bright and warm', 'Sturdy'],
  },
  '2': {
    name: 'Paper lamp',
    madeAt: '2023-11-20T08:00:00.000Z',
    colours: [['shade', 'white']],
    comment: sanitize('<p>Soft <i>glow</i>.</p>'),
    reviews: ['Soft light', 'Light as a feather'],
  },
  '3': {
    name: 'Glass lamp',
    madeAt: '2022-06-01T12:00:00.000Z',
    colours: [['shade', 'green']],
    comment: sanitize(ATTACK),
    reviews: ['Clear glass'],
  },
};

const page = (notice = '') =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><!--head--></head><body>' +
  (notice && `<header id="notice">${notice}</header>`) +
  '<div id="root"><!--app--></div></body></html>';

// A 1×1 transparent GIF: what any image request gets (the comment's `<img src=x>`).
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export interface Fixture {
  url: string;
  close(): Promise<void>;
}

export async function serveFixture(): Promise<Fixture> {
  const dir = await mkdtemp(join(tmpdir(), 'tendril-ssr-stream-'));
  const common: BuildOptions = {
    bundle: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    conditions: ['@tendril/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  };
  await Promise.all([
    build({
      ...common,
      entryPoints: { client: join(import.meta.dirname, 'client.tsx') },
      outdir: dir,
      platform: 'browser',
      minify: true,
    }),
    build({
      ...common,
      entryPoints: { server: join(import.meta.dirname, 'server.tsx') },
      outdir: dir,
      outExtension: { '.js': '.mjs' },
      platform: 'node',
      // React's server build is CommonJS that requires Node's modules.
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
    }),
  ]);
  const client = await readFile(join(dir, 'client.js'));
  const server = (await import(
    pathToFileURL(join(dir, 'server.mjs')).href
  )) as typeof import('./server.tsx');
  const pages = server.pages(page(), '/client.js');
  const noticed = server.pages(page(LAMPS['3']!.comment), '/client.js');

  const json = (response: ServerResponse, status: number, body: unknown): void =>
    void response
      .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify(body));

  async function api(path: string, response: ServerResponse): Promise<void> {
    const [, id, reviews] = /^\/api\/lamp\/([^/]+)(\/reviews)?$/.exec(path) ?? [];
    const lamp = id === undefined ? undefined : LAMPS[id];
    if (!lamp) return json(response, 404, { error: 'No such lamp' });
    if (!reviews) {
      const { reviews: _reviews, ...rest } = lamp;
      return json(response, 200, rest);
    }
    // Answered late, so the page streams before its reviews exist.
    await new Promise((resolve) => setTimeout(resolve, REVIEWS_DELAY_MS));
    json(response, 200, lamp.reviews);
  }

  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/favicon.ico') return void response.writeHead(204).end();
    if (request.headers['sec-fetch-dest'] === 'image')
      return void response.writeHead(200, { 'content-type': 'image/gif' }).end(PIXEL);
    if (path === '/client.js')
      return void response
        .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
        .end(client);
    if (path.startsWith('/api/')) return void api(path, response);
    void (path === '/lamp/3' ? noticed : pages)(request, response);
  });
  await new Promise<void>((ready) => http.listen(0, '127.0.0.1', ready));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  // The server's loaders fetch its own API.
  server.setApiBase(url);
  return {
    url,
    close: async () => {
      http.closeAllConnections();
      await new Promise((closed) => http.close(closed));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
