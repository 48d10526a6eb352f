// Builds each router's copy of the 50-page app (apps/*.tsx) as a production Vite build into a
// temp dir, and serves each build from its own local port (any path not a file gets
// index.html, as a real host of a client-routed app does).
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

export const IMPLEMENTATIONS = ['tendril', 'react-router', 'tanstack', 'wouter'];
const apps = join(import.meta.dirname, 'apps');

/** Builds one implementation into `dir/<name>`; returns the build's folder. */
export async function buildApp(name, dir) {
  const root = join(dir, name);
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><head><meta charset="UTF-8"><title>${name}</title></head>` +
      `<body><div id="root"></div><script type="module" src="./main.ts"></script></body></html>`,
  );
  const app = JSON.stringify(join(apps, `${name}.tsx`));
  writeFileSync(
    join(root, 'main.ts'),
    `import { mount } from ${app};\nmount(document.getElementById('root'));\n`,
  );
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [react()],
    // Our packages resolve to their sources, as in the site's build.
    resolve: { conditions: ['@tendril/source', ...defaultClientConditions] },
    build: { outDir: join(root, 'dist'), emptyOutDir: true },
  });
  return join(root, 'dist');
}

/** The gzipped bytes (level 6) of all the JavaScript a build holds. */
export function gzipBytes(dist) {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 6 }).length, 0);
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves `dist` on 127.0.0.1 at a free port; resolves to { url, close }. */
export function serve(dist) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = join(dist, path);
    const found = file.startsWith(dist) && statSync(file, { throwIfNoEntry: false })?.isFile();
    res.writeHead(200, {
      'content-type': TYPES[found ? extname(file) : '.html'] ?? 'application/octet-stream',
      // Every cold load fetches the app again, as a first visit does.
      'cache-control': 'no-store',
      // A page opened with ?isolated is cross-origin isolated, so its performance.now() counts
      // in microseconds: a navigation takes about 1 ms, and the 0.1 ms steps of a page that is
      // not isolated hid 10 % differences. Cold loads stay a plain first visit (isolation
      // costs each load a process of its own).
      ...(new URL(req.url ?? '/', 'http://x').searchParams.has('isolated') && {
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      }),
    });
    res.end(readFileSync(found ? file : join(dist, 'index.html')));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}
