// Prints the minified + gzipped size of each public entry, bundled as a user's bundler would
// (peers external), next to the peers we measure ourselves against. Fails when an entry
// exceeds its budget.
//
// Budgets are in bytes of min+gz. Each was set 5-10 % above the entry's size, so a bug fix or a
// clear error message never has to fight for bytes; a change that needs more raises the budget,
// with the reason in its commit. The headroom left is printed beside each entry.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const entries = [
  {
    name: '@tendril/signals',
    code: "export * from './packages/signals/src/index.ts'",
    // 2,871 B with afterHydration/endHydration (core/hydration.ts), which persist applies
    // stored values through; an app that uses neither leaves them out.
    budget: 3072,
  },
  {
    name: '@tendril/signals/react',
    code: "export * from './packages/signals/src/react/index.ts'",
    // The core (index, API and graph modules) is the app's already; core/tracker.ts (the tracker node) is counted.
    external: [
      '@tendril/signals',
      './packages/signals/src/core/api.ts',
      './packages/signals/src/core/graph.ts',
    ],
    // 1,482 B once hydrating bindings end the core's hydration phase (react/hydrated.ts).
    budget: 1584,
  },
  {
    // The core and @tendril/signals/react (the observer it builds on) are the app's already.
    name: '@tendril/signals/react/list',
    code: "export * from './packages/signals/src/react/list/index.ts'",
    needs: 'packages/signals/src/react/list/index.ts',
    external: [
      '@tendril/signals',
      './packages/signals/src/core/api.ts',
      './packages/signals/src/react/observer.ts',
    ],
    budget: 400,
  },
  {
    name: '@tendril/signals/selector',
    code: "export * from './packages/signals/src/selector/index.ts'",
    needs: 'packages/signals/src/selector/index.ts',
    external: ['@tendril/signals', './packages/signals/src/core/api.ts'],
    budget: 416,
  },
  {
    name: '@tendril/signals/dom',
    code: "export * from './packages/signals/src/dom/index.ts'",
    needs: 'packages/signals/src/dom/index.ts',
    external: ['@tendril/signals', './packages/signals/src/core/api.ts'],
    budget: 448,
  },
  // Extras, each measured on its own without the core it imports (an app holds that once).
  ...[
    ['effect', 2016],
    ['scheduler', 3040],
    ['channels', 544],
    ['blocks', 1232],
    // 797 B once persist applies the stored value after hydration.
    ['plugins', 848],
    ['time', 800],
    ['machine', 256],
    ['cache', 592],
    ['stream', 2688],
  ].map(([name, budget]) => ({
    name: `@tendril/signals/${name}`,
    code: `export * from './packages/signals/src/${name}/index.ts'`,
    needs: `packages/signals/src/${name}/index.ts`,
    external: ['@tendril/signals'],
    budget,
  })),
  {
    // Yjs bindings, the textarea binding with presence, and the BroadcastChannel provider;
    // yjs and y-protocols are peers.
    name: '@tendril/signals/yjs',
    code: "export * from './packages/signals/src/yjs/index.ts'",
    needs: 'packages/signals/src/yjs/index.ts',
    external: ['@tendril/signals', 'yjs', 'y-protocols/awareness'],
    budget: 4240,
  },
  {
    name: '@tendril/signals/devtools',
    code: "export * from './packages/signals/src/devtools/index.ts'",
    external: ['@tendril/signals'],
    budget: 208,
  },
  {
    // Charts: uPlot itself is the app's (a peer); this is the binding, ring buffer and resize.
    name: '@tendril/signals/uplot',
    code: "export * from './packages/signals/src/uplot/index.ts'",
    needs: 'packages/signals/src/uplot/index.ts',
    external: ['@tendril/signals', 'uplot'],
    budget: 1424,
  },
  {
    name: '@tendril/signals/uplot/react',
    code: "export * from './packages/signals/src/uplot/react/index.ts'",
    needs: 'packages/signals/src/uplot/react/index.ts',
    external: ['@tendril/signals', './packages/signals/src/uplot/index.ts', 'uplot'],
    budget: 352,
  },
  {
    // The peer store, its sync protocol, signalling over BroadcastChannel and the WebRTC link.
    name: '@tendril/signals/webrtc',
    code: "export * from './packages/signals/src/webrtc/index.ts'",
    needs: 'packages/signals/src/webrtc/index.ts',
    external: ['@tendril/signals'],
    budget: 3888,
  },
  {
    name: '@tendril/router + /react',
    // As namespaces: both entries export `createRouter`, `Router` and `defineRoute` (the React
    // ones typed for React), and names two `export *` share would be left out.
    code: "export * as core from './packages/router/src/index.ts'; export * as react from './packages/router/src/react/index.ts'",
    needs: 'packages/router/src/react/index.ts',
    // The signals core stays external; the cache the loaders use is counted in. Scroll
    // restoration is its own subpath, which RouterProvider imports after first paint: measured
    // on its own below.
    external: [
      '@tendril/signals',
      '@tendril/signals/react',
      './packages/router/src/core/scroll.ts',
    ],
    budget: 14176,
  },
  {
    name: '  @tendril/router/scroll (lazy)',
    code: "export * from './packages/router/src/core/scroll.ts'",
    needs: 'packages/router/src/core/scroll.ts',
    budget: 1552,
  },
  {
    // The NATS bridge is imported only on connect: measured on its own below.
    name: '@tendril/signals/bus',
    code: "export * from './packages/signals/src/bus/index.ts'",
    external: ['@tendril/signals', './packages/signals/src/bus/nats-bridge.ts'],
    budget: 2016,
  },
  {
    name: '  bus NATS bridge (lazy)',
    code: "export * from './packages/signals/src/bus/nats-bridge.ts'",
    external: ['@tendril/signals', '@nats-io/nats-core'],
  },
  {
    name: '  + @nats-io/nats-core',
    code: "export * from './packages/signals/src/bus/nats-bridge.ts'",
    external: ['@tendril/signals'],
  },
  {
    name: '@tendril/router/meta',
    code: "export * from './packages/router/src/meta/index.ts'",
    needs: 'packages/router/src/meta/index.ts',
    external: ['@tendril/signals'],
    // 2,411 B once the tags MetaTags renders are marked (META_TAG_ATTRIBUTE), so the browser reads
    // a server's head back from the document (one head, without the data carrying it again).
    budget: 2608,
  },
  {
    name: '@tendril/router/meta+react',
    code: "export * from './packages/router/src/meta/index.ts'; export * from './packages/router/src/meta/react/index.ts'",
    needs: 'packages/router/src/meta/react/index.ts',
    // The router context and useRouterState come with the router's React entry, which an app
    // has already.
    external: [
      '@tendril/signals',
      '@tendril/signals/react',
      './packages/router/src/react/context.ts',
      './packages/router/src/react/router-state.ts',
    ],
    // 2,984 B with that mark on each tag.
    budget: 3200,
  },
  {
    // Modal routes: an app with modals loads PortalOutlet from here (lazily, when one opens).
    name: '@tendril/router/react/portal',
    code: "export * from './packages/router/src/react/PortalOutlet.tsx'",
    external: [
      '@tendril/signals',
      '@tendril/signals/react',
      './packages/router/src/react/context.ts',
      './packages/router/src/react/router-state.ts',
    ],
    budget: 1456,
  },
  {
    name: '@tendril/router/animation',
    code: "export * from './packages/router/src/animation/index.ts'",
    needs: 'packages/router/src/animation/index.ts',
    external: ['@tendril/signals'],
    budget: 1744,
  },
  {
    name: '@tendril/router/preload',
    code: "export * from './packages/router/src/preload/index.ts'",
    needs: 'packages/router/src/preload/index.ts',
    // 1,204 B once loadCss paused between attempts with the one shared `wait` instead of a
    // timer of its own.
    budget: 1296,
  },
  {
    // Navigation timings, the heap and the vitals signal; web-vitals itself is imported on use.
    name: '@tendril/router/performance',
    code: "export * from './packages/router/src/performance/index.ts'",
    needs: 'packages/router/src/performance/index.ts',
    external: ['@tendril/signals', 'web-vitals'],
    budget: 880,
  },
  {
    name: '@tendril/router/devtools',
    code: "export * from './packages/router/src/devtools/index.ts'",
    needs: 'packages/router/src/devtools/index.ts',
    external: ['@tendril/signals'],
    budget: 1952,
  },
  {
    // What an app installs first thing, before its modules create their signals.
    name: '@tendril/router/devtools/hook',
    code: "export * from './packages/router/src/devtools/hook.ts'",
    needs: 'packages/router/src/devtools/hook.ts',
    budget: 192,
  },
  {
    // All an app's first load carries: the overlay is imported on first open.
    name: '@tendril/router/devtools/react',
    code: "export * from './packages/router/src/devtools/react/index.ts'",
    needs: 'packages/router/src/devtools/react/index.ts',
    external: ['@tendril/signals', './packages/router/src/devtools/react/DevtoolsOverlay.tsx'],
    budget: 752,
  },
  {
    name: '  devtools overlay (lazy)',
    code: "export * from './packages/router/src/devtools/react/DevtoolsOverlay.tsx'",
    needs: 'packages/router/src/devtools/react/DevtoolsOverlay.tsx',
    external: ['@tendril/signals', '@tendril/signals/react', 'web-vitals'],
    budget: 5216,
  },
  {
    name: '  + web-vitals',
    code: "export * from './packages/router/src/devtools/react/DevtoolsOverlay.tsx'",
    needs: 'packages/router/src/devtools/react/DevtoolsOverlay.tsx',
    external: ['@tendril/signals', '@tendril/signals/react'],
  },
  {
    // The host's side of micro frontends: the shared scope and the mount (the router itself
    // and the signals core are the app's already).
    name: '@tendril/router/microfrontend',
    code: "export * from './packages/router/src/microfrontend/index.ts'",
    needs: 'packages/router/src/microfrontend/index.ts',
    external: ['@tendril/signals'],
    budget: 720,
  },
  {
    // Build time only (a micro app's Vite config): measured so it stays small all the same.
    name: '  microfrontend/build',
    code: "export * from './packages/router/src/microfrontend/build.ts'",
    needs: 'packages/router/src/microfrontend/build.ts',
    budget: 992,
  },
  {
    // The browser's side of server rendering: reading the page's data and the seeded registry
    // (the registry itself is the app's already).
    name: '@tendril/router/hydrate',
    code: "export * from './packages/router/src/ssr/index.ts'",
    needs: 'packages/router/src/ssr/index.ts',
    external: ['@tendril/signals', './packages/router/src/core/loaders.ts'],
    // 791 B once readHydrationData took only the router's JSON script, never page content
    // carrying its id; 2,470 B with devalue's parse, so that loader data JSON cannot carry
    // (Date, Map, Set, BigInt, cycles...) hydrates as itself; 2,628 B once it reloads after
    // hydration what the server failed or sent outdated, and keeps the server's updatedAt;
    // 3,197 B with the server's head for the first render (one head) and deferred parts, each a
    // promise settled from its script as the page streams in; 3,962 B once it reads the server's
    // head back from the document (servedMeta, metaFromTags) instead of the page's data carrying
    // it a second time: ~770 B in a chunk cached once, for ~550 B less HTML on every product page.
    budget: 4288,
  },
  {
    // Server only (Node or a prerender step): the router, its registry, the React layer it
    // renders and the meta it waits for, all in; React and react-dom/static stay peers.
    name: '@tendril/router/server',
    code: "export * from './packages/router/src/react/ssr/index.ts'",
    needs: 'packages/router/src/react/ssr/index.ts',
    external: [
      '@tendril/signals',
      '@tendril/signals/react',
      'react-dom/static',
      'react-dom/server',
    ],
    // 18,585 B once loader data was written with devalue (its stringify is in here); 19,276 B
    // with error ids, redaction and the render's deadline; 21,095 B with the streaming renders
    // (web and Node streams) and deferred parts.
    budget: 22784,
  },
  {
    name: 'peer: alien-signals',
    code: "export * from 'alien-signals'",
    resolveDir: 'packages/signals',
  },
  {
    name: 'peer: @preact/signals-core',
    code: "export * from '@preact/signals-core'",
    resolveDir: 'packages/signals',
  },
];

function leaveOut(b, specifiers) {
  let files;
  b.onResolve({ filter: /.*/ }, async (args) => {
    if (args.pluginData === 'probe') return undefined;
    files ??= new Set(
      await Promise.all(
        specifiers.map(
          async (s) =>
            (await b.resolve(s, { kind: 'import-statement', resolveDir: '.', pluginData: 'probe' }))
              .path,
        ),
      ),
    );
    const resolved = await b.resolve(args.path, {
      kind: args.kind,
      importer: args.importer,
      resolveDir: args.resolveDir,
      pluginData: 'probe',
    });
    return files.has(resolved.path) ? { path: args.path, external: true } : undefined;
  });
}

let over = false;
for (const entry of entries) {
  if (entry.needs && !existsSync(entry.needs)) continue;
  const result = await build({
    stdin: { contents: entry.code, resolveDir: entry.resolveDir ?? '.', loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    target: 'es2022',
    // Workspace packages resolve to their sources. What `external` names is left out by the
    // file it resolves to, so a relative import of the same module is left out too (esbuild's
    // own `external` would also drop every subpath of a package name).
    conditions: ['@tendril/source'],
    // As a user's production build: development-only code (the React warning) drops out.
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    plugins: [{ name: 'external-files', setup: (b) => leaveOut(b, entry.external ?? []) }],
  });
  const code = result.outputFiles[0].contents;
  const gz = gzipSync(code, { level: 9 }).length;
  let line = `${entry.name.padEnd(28)} ${String(code.length).padStart(7)} B min ${String(gz).padStart(7)} B min+gz`;
  if (entry.budget) {
    const ok = gz <= entry.budget;
    over ||= !ok;
    const headroom = `${(((entry.budget - gz) / gz) * 100).toFixed(1)} % headroom`;
    line += ok
      ? `   within budget ${entry.budget} B (${headroom})`
      : `   OVER budget ${entry.budget} B`;
  }
  console.log(line);
}
process.exit(over ? 1 : 0);
