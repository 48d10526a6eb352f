// Builds the transition fixture's pages (./page.tsx at `/`, ./tearing.tsx at `/tearing`; React in
// its production build) with esbuild and serves them from 127.0.0.1 on a free port.
import { build } from 'esbuild';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PAGES = ['page', 'tearing'];

export interface Fixture {
  url: string;
  close(): Promise<void>;
}

export async function serveFixture(): Promise<Fixture> {
  const dir = await mkdtemp(join(tmpdir(), 'tendril-transition-'));
  await build({
    entryPoints: Object.fromEntries(
      PAGES.map((name) => [name, join(import.meta.dirname, `${name}.tsx`)]),
    ),
    outdir: dir,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    conditions: ['@tendril/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  for (const name of PAGES) {
    await writeFile(
      join(dir, `${name}.html`),
      '<!doctype html><html lang="en"><title>Transition fixture</title>' +
        `<div id="main"></div><script type="module" src="./${name}.js"></script></html>`,
    );
  }
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/favicon.ico') return response.writeHead(204).end();
    const name = path === '/' ? 'page' : path.slice(1).replace(/\.js$/, '');
    if (!PAGES.includes(name)) return response.writeHead(404).end();
    const file = path.endsWith('.js') ? `${name}.js` : `${name}.html`;
    const type = file.endsWith('.js') ? 'text/javascript' : 'text/html';
    response.writeHead(200, { 'content-type': `${type}; charset=utf-8` });
    response.end(await readFile(join(dir, file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
