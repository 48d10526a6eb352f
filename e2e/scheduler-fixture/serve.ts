// Builds the fixture page and its worker with esbuild and serves them from 127.0.0.1 on a free
// port, under a strict Content-Security-Policy: no inline script, no eval, no blob: workers.
import { build } from 'esbuild';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';

export const CSP = "default-src 'self'; script-src 'self'; worker-src 'self'";

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

export interface Fixture {
  url: string;
  close(): Promise<void>;
}

export async function serveFixture(): Promise<Fixture> {
  const dir = await mkdtemp(join(tmpdir(), 'tendril-scheduler-'));
  await build({
    entryPoints: {
      page: join(import.meta.dirname, 'page.ts'),
      worker: join(import.meta.dirname, 'worker.ts'),
    },
    outdir: dir,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    logLevel: 'warning',
  });
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><title>Worker pool fixture</title>' +
      '<label>Type here <input id="typing"></label>' +
      '<script type="module" src="./page.js"></script></html>',
  );
  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/favicon.ico') return response.writeHead(204).end();
    const file = path === '/' ? 'index.html' : path.slice(1);
    const type = types[extname(file)];
    if (!type || file.includes('/') || file.includes('..')) return response.writeHead(404).end();
    try {
      const body = await readFile(join(dir, file));
      response.writeHead(200, { 'content-type': type, 'content-security-policy': CSP }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      await new Promise((closed) => server.close(closed));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
