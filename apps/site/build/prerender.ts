/*
 * The prerender step: after the browser build is written, the site is built once more for
 * Node (src/app/prerender.tsx), and every page that looks the same for every visitor becomes
 * dist/<path>/index.html: the built index.html with the page's head tags and its first screen
 * in #root. The browser then hydrates it instead of rendering from nothing. It runs before the
 * service worker's precache manifest is made, so the worker knows the pages.
 *
 * `/` is one of them, so the built index.html becomes the home page. Every other address falls
 * back to the app shell, dist/app-shell.html (the built index.html as it was: an empty #root
 * and its head's defaults): `vite preview` here and the service worker (src/sw.ts) answer with
 * it, and a static host is told to (its "single-page app" fallback).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { loadEntryAfterPaint } from './after-paint.ts';

const ENTRY = 'src/app/prerender.tsx';
/** The module a server streams pages with (build/stream-pages.ts). */
const STREAM_ENTRY = 'src/app/stream-page.tsx';

/**
 * Where the build keeps the site built for Node: beside the deployable folder, never in it
 * (`dist` is served to anyone who asks), so `dist-server` for the site's own `dist`. It must sit
 * inside the site, where it finds react and the other externals: for a folder elsewhere (a
 * test's build in a temporary folder) it goes under the site's node_modules, named after that
 * folder. `vite preview` streams pages with it.
 */
export function serverDirOf(root: string, outDir: string): string {
  const folder = outDir.replace(/[\\/]+$/, '');
  const inside = relative(root, folder);
  if (!inside.startsWith('..') && !isAbsolute(inside)) return `${folder}-server`;
  const id = createHash('sha256').update(folder).digest('hex').slice(0, 12);
  return join(root, 'node_modules/.tendril-server', id);
}

/** The page every address without a prerendered page of its own is answered with. */
export const APP_SHELL = 'app-shell.html';

/**
 * A page as src/app/prerender.tsx renders it: its head tags, the HTML of #root, the demo app whose
 * shell it shows (the browser hydrates it only if that is its app too) and the script holding its
 * loaders' results (empty when none ran).
 */
interface RenderedPage {
  head: string;
  body: string;
  app: string;
  data?: string;
}

// The server bundle runs in a worker thread: the site's modules start timers and listeners
// when imported, which would keep the build's process alive after it is done.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const entry = await import(workerData);
  const pages = [];
  for (const path of entry.prerenderPaths()) pages.push([path, await entry.renderPage(path)]);
  parentPort.postMessage({ pages });
})().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

/** Every page the server bundle at `entryUrl` lists, rendered in a worker thread. */
async function renderInWorker(entryUrl: string): Promise<[string, RenderedPage][]> {
  const worker = new Worker(WORKER, { eval: true, workerData: entryUrl });
  try {
    const result = await new Promise<{ pages?: [string, RenderedPage][]; error?: string }>(
      (resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      },
    );
    if (!result.pages) throw new Error(`The prerender failed: ${result.error}`);
    return result.pages;
  } finally {
    await worker.terminate();
  }
}

/**
 * The URLs of the chunks that hold `modules` (paths from the site's root) and of the chunks
 * those import, entry chunks left out: the page loads its entry anyway.
 *
 * Why: a prerendered page hydrates only once its data layer and its shell's lazy parts have
 * arrived, and the entry asks for them only once it runs, and their own imports only once they
 * have arrived. The page's loader imports them with the entry instead (build/after-paint.ts).
 * A module no chunk holds fails the build: the list would have gone stale.
 */
export function hydrationChunks(
  bundle: Rolldown.OutputBundle,
  root: string,
  modules: readonly string[],
  base = '/',
): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const wanted = new Set<string>();
  const add = (file: string) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || chunk.isEntry || wanted.has(file)) return;
    wanted.add(file);
    chunk.imports.forEach(add);
  };
  for (const module of modules) {
    const id = resolve(root, module);
    const chunk = chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`No chunk holds ${module}, named to load with prerendered pages`);
    add(chunk.fileName);
  }
  return [...wanted].map((file) => base + file);
}

/**
 * The built index.html as the frame of a page rendered on a server: without its static title
 * and description (the page brings its own) and without the app shell's message for a browser
 * without JavaScript (the page shows its content instead).
 */
export function serverPageTemplate(template: string): string {
  const page = template
    .replace(/\s*<(title|meta)\b[^>]*\bdata-static-head\b[^>]*>(?:[^<]*<\/title>)?/g, '')
    .replace(/\s*<noscript\b[^>]*\bdata-app-shell\b[^>]*>[\s\S]*?<\/noscript>/g, '');
  if (!page.includes('<div id="root"></div>'))
    throw new Error('index.html needs an empty <div id="root"></div> to render a page into');
  return page;
}

/**
 * index.html with `page`, rendered for `path`, in it: its tags replace the static title and
 * description, the app shell's `<noscript data-app-shell>` message goes, #root says which app
 * and path it shows (the browser hydrates it only there) and is marked `data-server-rendered`
 * (browser-only state waits for hydration: @tendril/signals' `afterHydration`), its
 * data follows #root (inside, it would be one node more than the app hydrates), and its script
 * loads after the first paint, with the chunks in `alongside` (build/after-paint.ts).
 */
export function fillTemplate(
  template: string,
  page: RenderedPage,
  path: string,
  alongside: readonly string[] = [],
): string {
  const withoutStatic = serverPageTemplate(template);
  // Replacer functions: a page's text may hold `$&` or `$$`, which a replacement string reads.
  return loadEntryAfterPaint(withoutStatic, alongside)
    .replace('</head>', () => `${page.head}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-server-rendered data-app="${page.app}" data-path="${path}">${page.body}</div>${page.data ?? ''}`,
    );
}

/**
 * The Vite plugin: prerenders the pages `src/app/prerender.tsx` lists into the build.
 * `hydrateWith` names the modules (paths from the site's root) every prerendered page loads
 * before it hydrates, whatever its route: each page imports their chunks with its entry.
 */
export function prerenderPages(hydrateWith: readonly string[] = []): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tendril-prerender',
    configResolved(resolved) {
      config = resolved;
    },
    // As a static host does: /signals/docs is answered with signals/docs/index.html when
    // there is one, and a page address without one with the app shell (`vite preview`'s own
    // fallback would answer with index.html, now the home page).
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const [pathname = '/', search = ''] = (request.url ?? '/').split(/(?=\?)/);
        if (!/\.[a-z\d]+$/i.test(pathname)) {
          if (existsSync(join(outDir, pathname, 'index.html')))
            request.url = `${pathname.replace(/\/?$/, '/')}index.html${search}`;
          else request.url = `/${APP_SHELL}${search}`;
        }
        next();
      });
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(_options, bundle) {
        if (config.command !== 'build' || config.build.ssr) return;
        const started = Date.now();
        const outDir = resolve(config.root, config.build.outDir);
        const serverDir = serverDirOf(config.root, outDir);
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: true,
            rolldownOptions: { input: { prerender: ENTRY, 'stream-page': STREAM_ENTRY } },
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            copyPublicDir: false,
          },
        });
        const alongside = hydrationChunks(bundle, config.root, hydrateWith, config.base);
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        writeFileSync(join(outDir, APP_SHELL), template);
        const pages = await renderInWorker(pathToFileURL(join(serverDir, 'prerender.js')).href);
        for (const [path, page] of pages) {
          const folder = join(outDir, path);
          mkdirSync(folder, { recursive: true });
          writeFileSync(join(folder, 'index.html'), fillTemplate(template, page, path, alongside));
        }
        config.logger.info(
          `prerendered ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}
