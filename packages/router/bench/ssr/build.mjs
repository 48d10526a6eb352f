// Bundles each router's server app (apps/*.tsx) for Node with esbuild, as production builds,
// and serves each of their renderers from its own `node:http` server on 127.0.0.1.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** The routers' modules, in the order their renderers are listed. */
export const APPS = ['tendril', 'react-router', 'tanstack', 'floor'];
const apps = join(import.meta.dirname, 'apps');
const require = createRequire(import.meta.url);

/**
 * Bundles each app into `dir/<name>.js` (and apps/pages.tsx, for the paths and checks): everything in it (its own copy of React, as a
 * server of that app alone would have), `process.env.NODE_ENV` set to 'production' so React's
 * production builds are the ones bundled, not minified (as Vite's server builds).
 */
export async function bundle(dir) {
  await build({
    entryPoints: [...APPS, 'pages'].map((name) => ({ in: join(apps, `${name}.tsx`), out: name })),
    outdir: dir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    // Our packages resolve to their sources, as in the site's build.
    conditions: ['@tendril/source', 'module'],
    alias: {
      // react-router's exports map points only to its development build (dev warnings on);
      // its production build, in the same package, differs by that flag alone.
      'react-router': join(
        require.resolve('react-router/package.json'),
        '../dist/production/index.mjs',
      ),
    },
    // The bundled CommonJS (React) requires Node's built-ins.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
}

/** The paths and what each page must show (apps/pages.tsx, as bundled in `dir`). */
export async function loadPages(dir) {
  return import(pathToFileURL(join(dir, 'pages.js')).href);
}

/** Imports the bundles in `dir`: every renderer, in APPS order, as { name, handle, streams }. */
export async function loadRenderers(dir) {
  const renderers = [];
  for (const app of APPS) {
    const { renderers: own } = await import(pathToFileURL(join(dir, `${app}.js`)).href);
    for (const [name, { handle, streams }] of Object.entries(own))
      renderers.push({ name, handle, streams });
  }
  return renderers;
}

/** Serves `handle` on 127.0.0.1 at a free port; resolves to { port, close }. */
export function serve(handle) {
  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`render failed: ${error?.message ?? error}`);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: server.address().port,
        close: () => {
          server.closeAllConnections();
          return new Promise((done) => server.close(done));
        },
      }),
    ),
  );
}
