// Builds small React apps as production Vite bundles into a temp directory and serves them:
// the keyed-table implementations of the benchmark and the transition fixture of the browser
// tests share this. Workspace packages resolve to their sources (the `@tendril/source`
// condition), as in the site, so the bundles hold the code of this checkout.
import react from '@vitejs/plugin-react';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions } from 'vite';

/**
 * Builds each `entries[name]` (an absolute path to a .tsx entry) into `<dir>/<name>/`.
 * @returns the directory and the gzip size of each app's JavaScript.
 */
export async function buildApps(entries) {
  const dir = mkdtempSync(join(tmpdir(), 'tendril-react-apps-'));
  const sizes = {};
  for (const [name, entry] of Object.entries(entries)) {
    const root = join(dir, `${name}-src`);
    mkdirSync(root);
    writeFileSync(
      join(root, 'entry.js'),
      `import { start } from ${JSON.stringify(entry)};\nstart();\n`,
    );
    writeFileSync(
      join(root, 'index.html'),
      `<!doctype html><html><head><meta charset="utf-8"><title>${name}</title></head>` +
        `<body><div id="main"></div><script type="module" src="./entry.js"></script></body></html>`,
    );
    await build({
      root,
      configFile: false,
      base: './',
      logLevel: 'error',
      plugins: [react()],
      resolve: { conditions: ['@tendril/source', ...defaultClientConditions] },
      build: { outDir: join(dir, name), emptyOutDir: true, modulePreload: false },
    });
    let gz = 0;
    const assets = join(dir, name, 'assets');
    for (const f of readdirSync(assets)) {
      if (f.endsWith('.js')) gz += gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
    }
    sizes[name] = gz;
  }
  return { dir, sizes };
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves `dir` on 127.0.0.1 (a free port unless given); resolves to { url, close }. */
export function serve(dir, port = 0) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = join(dir, path);
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const body = readFileSync(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        // Cross-origin isolated pages count performance.now() in microseconds, not 0.1 ms
        // steps: a select or a swap takes about 1 ms.
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}
