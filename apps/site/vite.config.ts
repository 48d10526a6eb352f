import {
  build as viteBuild,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  loadEnv,
  minifySync,
  type Plugin,
} from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiReference } from './build/api-reference.ts';
import { shikiTokens } from './build/shiki-tokens.ts';
import { API_SELECTION } from './src/features/catalogue/api-selection.ts';
import { earlyFetchScript } from './src/features/news/data/early-fetch.ts';
import { DEFAULT_HN_API_BASE } from './src/features/news/data/constants.ts';
import { MICRO_NOTES_URL } from './src/lib/micro-apps.ts';
import { CSP_FILE, contentSecurityPolicy, sameScriptHashes, wsSourcesFrom } from './build/csp.ts';
import { prerenderPages } from './build/prerender.ts';
import { streamPages } from './build/stream-pages.ts';
import { inlineEntryStylesheet } from './build/inline-css.ts';
import { sourceMapsBesideDist } from './build/sourcemaps.ts';
import { entryCompileHint } from './build/compile-hint.ts';

/** Inlines the news list's early requests (src/features/news/data/early-fetch.ts) at the top of index.html. */
function newsEarlyFetch(apiBase: string | undefined): Plugin {
  const { code } = minifySync('early-fetch.js', earlyFetchScript(apiBase));
  return {
    name: 'tendril-news-early-fetch',
    // Right after the charset: an inline script placed after a stylesheet waits for it.
    transformIndexHtml(html) {
      const charset = /<meta charset="UTF-8" ?\/?>/i;
      if (!charset.test(html))
        throw new Error('index.html needs <meta charset="UTF-8" /> for the early-fetch script');
      return html.replace(charset, (meta) => `${meta}\n    <script>${code.trim()}</script>`);
    },
  };
}

/**
 * Writes the Content Security Policy of the built pages to dist/csp.txt (see build/csp.ts): the
 * hashes of index.html's inline scripts and of the prerendered pages' style attributes are
 * computed from the output itself, once the prerender step has written those pages.
 */
function contentSecurityPolicyFile(policy: (html: string, pages: string[]) => string): Plugin {
  let outDir = '';
  return {
    name: 'tendril-csp-file',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const html = readFileSync(join(outDir, 'index.html'), 'utf8');
        writeFileSync(join(outDir, CSP_FILE), `${policy(html, htmlPages(outDir))}\n`);
      },
    },
  };
}

/** Every built HTML page in `dir`: index.html and the prerendered ones. */
function htmlPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

/**
 * The policy `vite preview` sends: dist/csp.txt, the one the build computed (with the build's
 * HN API base), after checking that its script hashes still match the built pages.
 */
function previewPolicy(dist: string): string {
  let policy: string;
  try {
    policy = readFileSync(join(dist, CSP_FILE), 'utf8').trim();
  } catch {
    throw new Error(`vite preview needs a build: ${dist} has no ${CSP_FILE}`);
  }
  if (!sameScriptHashes(policy, htmlPages(dist)))
    throw new Error(
      `${CSP_FILE} does not match the inline scripts of the built pages: build again`,
    );
  return policy;
}

/**
 * A production build without VITE_SITE_ORIGIN writes the head's canonical, Open Graph and JSON-LD
 * URLs as paths, which link previews and crawlers cannot follow: it says so, once, and what to
 * set.
 */
function siteOriginNotice(origin: string | undefined): Plugin {
  return {
    name: 'tendril-site-origin-notice',
    apply: 'build',
    configResolved(config) {
      if (origin || config.mode !== 'production') return;
      config.logger.warn(
        'VITE_SITE_ORIGIN is not set: canonical, og:url, og:image and JSON-LD URLs are written ' +
          'as paths. Build with the origin the site is served from, e.g. ' +
          'VITE_SITE_ORIGIN=https://tendril.example.com npm run build',
      );
    },
  };
}

/**
 * `vite preview` sends the production policy as a header (a <meta> cannot carry
 * frame-ancestors): the one built into the folder it serves (`--outDir` included).
 */
function previewPolicyHeader(): Plugin {
  return {
    name: 'tendril-csp-preview-header',
    configurePreviewServer(server) {
      const policy = previewPolicy(resolve(server.config.root, server.config.build.outDir));
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', policy);
        next();
      });
    },
  };
}

/**
 * Everything the entry imports statically goes in one chunk. Left alone, the bundler splits
 * modules shared with lazy pages into several small chunks, and the first load then pays for
 * each file's own compression and the imports between them.
 */
function firstLoadChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  // A module some code loads lazily stays out: the entry reaching it may be only a
  // re-export the bundler drops (the router's PortalOutlet, loaded when a modal opens).
  const lazyTargets = new Set<string>();
  let entry = '';
  let closure: Set<string> | undefined;
  return {
    plugin: {
      name: 'tendril-first-load-chunk',
      apply: 'build',
      buildStart() {
        imports.clear();
        lazyTargets.clear();
        closure = undefined;
      },
      moduleParsed(info) {
        imports.set(info.id, info.importedIds);
        for (const id of info.dynamicallyImportedIds) lazyTargets.add(id);
        if (info.isEntry) entry = info.id;
      },
    },
    test(id) {
      if (!closure) {
        closure = new Set();
        const visit = (module: string) => {
          if (closure!.has(module)) return;
          closure!.add(module);
          for (const next of imports.get(module) ?? []) visit(next);
        };
        visit(entry);
      }
      return (
        closure.has(id) && !lazyTargets.has(id) && !signalsExtra.test(id) && !routerExtra.test(id)
      );
    },
  };
}

// The signals extras are reached from the entry only through the router's barrel (its data
// registry uses /cache); the group would keep such an unused module alive, so they stay out
// and land in whichever chunk uses them. So do the React bindings' barrel, observer and its
// trackers (react/tracker.ts and the core's): the first load uses the hooks, and the barrel
// would pull observer in with it.
const signalsExtra =
  /packages\/signals\/src\/(?!index\.ts|core\/(?!tracker\.ts)|react\/(?!index\.ts|observer\.ts|tracker\.ts|rendering\.ts))/;
// Likewise the router's parts only pages or the data registry use: the in-memory history,
// createRouter (the core's and React's, which bring the registry), the registry's actions,
// abort helpers and NotFoundError, the data hooks, the development checks and the route views.
const routerExtra =
  /packages\/router\/src\/(core\/(memory-history|create-router|actions|abort|not-found)\.ts|react\/(create-router|RouteView|pending|data-hooks|development)\.tsx?)$/;
/**
 * tweetnacl (under the NATS client, which only the event-bus demo loads) picks Node's crypto
 * behind `typeof require !== 'undefined'`, a branch browsers never take. Any mention of
 * `require` makes the bundler add a `require` shim to the first-load chunk, so the branch is
 * cut here. If tweetnacl changes, the build says so instead of silently growing `/`.
 */
function naclWithoutNodeBranch(): Plugin {
  const nodeBranch = "typeof require !== 'undefined'";
  return {
    name: 'tendril-nacl-without-node-branch',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]tweetnacl[\\/]nacl-fast\.js$/.test(id)) return undefined;
      if (!code.includes(nodeBranch)) {
        this.warn(`tweetnacl changed: "${nodeBranch}" not found; / may grow by a require shim`);
        return undefined;
      }
      const cut = code.replace(nodeBranch, 'false').replace("require('crypto')", 'null');
      // Same lines, only shorter: no sourcemap needed for a file nobody debugs.
      return { code: cut, map: null };
    },
  };
}

/**
 * Builds the notes micro app (apps/micro-notes, with its own Vite config) and serves its entry
 * at MICRO_NOTES_URL: emitted into the site's build (so `npm start`, the tests' build and the
 * service worker's precache have it), and answered by the dev server. The site imports none
 * of its sources: it loads the bundle at run time (shell/micro-apps.ts).
 */
function microNotesApp(): Plugin {
  const root = resolve(import.meta.dirname, '../micro-notes');
  const bundle = async (): Promise<string> => {
    const result = await viteBuild({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { write: false },
    });
    const outputs = Array.isArray(result) ? result : [result];
    for (const output of outputs)
      if ('output' in output)
        for (const file of output.output)
          if (file.type === 'chunk' && file.isEntry) return file.code;
    throw new Error('The notes micro app built no entry chunk');
  };
  return {
    name: 'tendril-micro-notes',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: MICRO_NOTES_URL.slice(1), source: await bundle() });
    },
    configureServer(server) {
      server.middlewares.use(MICRO_NOTES_URL, (_request, response, next) => {
        bundle().then((code) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(code);
        }, next);
      });
    },
  };
}

const firstLoad = firstLoadChunk();

/**
 * The build for Node the prerender step makes (build/prerender.ts): the site's code and its
 * build-time modules, none of the browser build's extras (worker, policy, chunking, micro app).
 */
const serverBuild = {
  plugins: [shikiTokens(), apiReference(API_SELECTION), react(), tailwindcss()],
  ssr: {
    noExternal: [/^@tendril\//],
    resolve: {
      conditions: ['@tendril/source', ...defaultServerConditions],
      externalConditions: ['@tendril/source'],
    },
  },
  build: { target: 'node20' },
};

export default defineConfig(({ mode, isSsrBuild }) => {
  if (isSsrBuild) return serverBuild;
  const env = loadEnv(mode, import.meta.dirname, ['VITE_', 'CSP_']);
  const policy = (html: string, pages: string[] = []) =>
    contentSecurityPolicy({
      html,
      pages,
      hnApiBase: env.VITE_HN_API_BASE || DEFAULT_HN_API_BASE,
      wsSources: wsSourcesFrom(env.CSP_WS_SOURCES),
    });
  return {
    plugins: [
      siteOriginNotice(env.VITE_SITE_ORIGIN),
      newsEarlyFetch(env.VITE_HN_API_BASE),
      inlineEntryStylesheet(),
      // The docs' highlighted examples and API reference, computed at build time.
      shikiTokens(),
      apiReference(API_SELECTION),
      react(),
      tailwindcss(),
      firstLoad.plugin,
      entryCompileHint(),
      naclWithoutNodeBranch(),
      microNotesApp(),
      contentSecurityPolicyFile(policy),
      previewPolicyHeader(),
      // Before the prerender step's own answers: those pages are not prerendered.
      streamPages(previewPolicy),
      // Before the worker's precache manifest: the prerendered pages are in it.
      prerenderPages([
        // Awaited before hydrating: the router's data layer, seeded with the page's results.
        'src/app/data-registry.ts',
        // The shell's lazy parts, on every page, and the router's scroll restoration.
        'src/shell/SiteMeta.tsx',
        'src/shell/DemosSwitcher.tsx',
        'src/ui/toast/ToastStack.tsx',
        '../../packages/router/src/core/scroll.ts',
      ]),
      // Our own worker (src/sw.ts) with the precache manifest injected; the page registers it
      // through @tendril/router/offline, so the plugin injects no registration code.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        injectRegister: false,
        manifestFilename: 'manifest.json',
        // Demo data is left to runtime caching, so the offline demo shows a real cache fallback.
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,json}'],
          globIgnores: ['**/*.map', 'demo-data/**'],
        },
        manifest: {
          name: 'Tendril — signals and routing for React',
          short_name: 'Tendril',
          description: 'A Hacker News reader and a demo shop built on Tendril signals and router.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#fafaf9',
          theme_color: '#166534',
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
      }),
      // Last: after the worker's build and the prerendered pages.
      sourceMapsBesideDist(),
    ],
    // The workspace packages resolve to their TypeScript sources (the `@tendril/source` export
    // condition), so the site never needs the packages built first.
    resolve: { conditions: ['@tendril/source', ...defaultClientConditions] },
    build: {
      target: 'es2022',
      // Maps only on request (SITE_SOURCEMAPS=1), and never in dist (build/sourcemaps.ts).
      sourcemap: process.env.SITE_SOURCEMAPS === '1' ? 'hidden' : false,
      // No preload links for a lazy chunk's imports: the browser fetches them as it reads the
      // chunk. Vite's helper added them from script, one <link> per chunk (26 as /products
      // hydrates), and those appends took 20-45 ms of main thread after the first paint, for
      // chunks that are local or in the service worker's cache. (CSS of lazy chunks still loads
      // through the helper.)
      modulePreload: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'app', test: firstLoad.test },
              // The route views and the data hooks load together on the first page that
              // reads a loader: one chunk, one name in the first load's preload lists.
              {
                name: 'route-data',
                test: /packages\/router\/src\/react\/(RouteView|pending|data-hooks|development|fade)\.tsx?$/,
              },
              // The data layer a prerendered page hydrates with, in one chunk: its modules
              // import each other, so apart they arrive one round trip after another.
              {
                name: 'data-layer',
                test: /router\/src\/(core\/(loaders|actions|abort)|ssr\/(hydrated-registry|hydration-data)|meta\/served)\.ts$|signals\/src\/cache\/index\.ts$|src\/app\/data-registry\.ts$/,
              },
              // The toast stack and its store: the offline group below would take the store in
              // as a dependency of the notices, and every first screen would wait for it.
              {
                name: 'ToastStack',
                test: /src\/(ui\/toast\/ToastStack\.tsx|lib\/toast-store\.ts)$/,
              },
              // The offline client and its notices start together once the first screen is done
              // with the network (afterFirstScreen).
              {
                name: 'offline',
                test: /router\/src\/offline\/|src\/(lib\/offline|app\/offline-notices)\.ts$/,
              },
            ],
          },
        },
      },
    },
    preview: { host: '127.0.0.1', port: 4173 },
  };
});
