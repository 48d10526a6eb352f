/*
 * Server rendering: one URL to HTML, with its loaders' results for hydration. The same routes
 * and app serve three places: a Node `http` handler, a prerender step writing
 * dist/<path>/index.html, and the browser, which hydrates without loading again. Server code:
 * the guide shows it (type-checked, and run by its test) but it is no Live Demo, and it stays
 * out of the site's bundle.
 */
import type * as fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hydrateRoot } from 'react-dom/client';
import { defineLoader } from '@tendril/router';
import { HydratedRegistry, readHydrationData } from '@tendril/router/hydrate';
import { MetaTags } from '@tendril/router/meta/react';
import {
  createRouter,
  defineRoute,
  Outlet,
  type Route,
  type Router,
  RouterProvider,
  useLoader,
} from '@tendril/router/react';
import { renderUrl, type RenderResult } from '@tendril/router/server';

const product = defineLoader('product', async ({ params }) => ({
  name: `Desk lamp ${params.id}`,
  price: 49,
}));

const productRoute = defineRoute({
  path: '/product/:id',
  loader: product,
  retries: 0,
  // The head a link preview reads: in the HTML, before any JavaScript runs.
  loadMeta: ({ data }) => ({ title: data?.name, description: `${data?.name} for $${data?.price}` }),
  errorComponent: () => <p role="alert">The product could not be loaded.</p>,
  component: function ProductPage() {
    const { data } = useLoader(product);
    return (
      <h1>
        {data?.name}: ${data?.price}
      </h1>
    );
  },
});

const routes: Route[] = [
  { path: '/', meta: { title: 'Shop' }, component: () => <h1>Shop</h1> },
  productRoute,
];

/** The tree the server renders and the browser hydrates: the same on both sides. */
function App({ router }: { router: Router }) {
  return (
    <RouterProvider router={router}>
      <MetaTags />
      <Outlet />
    </RouterProvider>
  );
}

const render = (url: string, signal?: AbortSignal) =>
  renderUrl(url, {
    routes,
    app: (router) => <App router={router} />,
    signal,
    notFoundComponent: () => <h1>Not found</h1>,
  });

/** The page around the render (in a Vite app: the built index.html, with its script tags). */
const documentFor = (page: RenderResult) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${page.head}</head>` +
  `<body><div id="root">${page.html}</div>${page.script}` +
  `<script type="module" src="/main.js"></script></body></html>`;

/** A Node `http` handler, no framework: `createServer(handleRequest).listen(3000)`. */
export async function handleRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  // A visitor who leaves stops the render and its loaders.
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  try {
    const page = await render(req.url ?? '/', controller.signal);
    if (page.redirect) res.writeHead(302, { location: page.redirect }).end();
    else
      res
        .writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' })
        .end(documentFor(page));
  } catch (error) {
    if (!controller.signal.aborted) res.writeHead(500).end(String(error));
  }
}

/**
 * The prerender step, after the client build:
 * `await prerender(['/', '/product/1'], 'dist', await import('node:fs/promises'))`.
 */
export async function prerender(
  paths: readonly string[],
  outDir: string,
  files: Pick<typeof fs, 'mkdir' | 'writeFile'>,
): Promise<void> {
  for (const path of paths) {
    const page = await render(path);
    if (page.status !== 200) throw new Error(`${path} rendered with status ${page.status}`);
    const dir = path === '/' ? outDir : `${outDir}${path}`;
    await files.mkdir(dir, { recursive: true });
    await files.writeFile(`${dir}/index.html`, documentFor(page));
  }
}

/** The browser's entry (/main.js): the router starts from the page's data; no loader runs. */
export function hydrate(): void {
  const router = createRouter({ routes, data: new HydratedRegistry(readHydrationData()) });
  hydrateRoot(document.getElementById('root')!, <App router={router} />);
}
