/*
 * The app on @tanstack/react-router (code-based routes), server-rendered as its SSR guide shows
 * without TanStack Start: a root route that renders the document with `<HeadContent />` and
 * `<Scripts />`, a router created per request, and `createRequestHandler({ request,
 * createRouter })` from `@tanstack/react-router/ssr/server` called with `defaultRenderHandler`
 * (`renderRouterToString`) or `defaultStreamHandler` (`renderRouterToStream`). The handler
 * gives a `Response`, piped to the Node response. `/deferred` returns its slow part as an
 * unawaited promise the page reads with `<Await>`, as the deferred data loading guide shows.
 */
import { Readable } from 'node:stream';
import {
  Await,
  createRootRoute,
  createRoute,
  createRouter,
  HeadContent,
  Link,
  Outlet,
  Scripts,
  useLoaderData,
  useParams,
} from '@tanstack/react-router';
import {
  createRequestHandler,
  defaultRenderHandler,
  defaultStreamHandler,
} from '@tanstack/react-router/ssr/server';
import {
  DEFERRED_PATH,
  loadPage,
  loadSlow,
  NESTED,
  PageBody,
  SECTIONS,
  sectionHeading,
  Shell,
  slowFallback,
  SlowPart,
  STATICS,
  toRequest,
  type Handler,
  type PageData,
  type Renderers,
} from './pages.tsx';

const rootRoute = createRootRoute({
  component: () => (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <HeadContent />
      </head>
      <body>
        {/* The paths are built in loops, so links are plain strings here. */}
        <Shell link={(href, text) => <Link to={href as '/'}>{text}</Link>}>
          <Outlet />
        </Shell>
        <Scripts />
      </body>
    </html>
  ),
});

type Params = Readonly<Record<string, string | undefined>>;

/** A page's loader (loading its path) and component (showing `heading`). */
function page(load: (params: Params) => Promise<PageData>, heading: (params: Params) => string) {
  return {
    loader: ({ params }: { params: Params }) => load(params),
    component: function Page() {
      const params = useParams({ strict: false }) as Params;
      const data = useLoaderData({ strict: false }) as PageData | undefined;
      return <PageBody heading={heading(params)} data={data} />;
    },
  };
}

const home = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  ...page(
    () => loadPage('/'),
    () => 'Home',
  ),
});
const statics = STATICS.map((i) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/s${i}`,
    ...page(
      () => loadPage(`/s${i}`),
      () => `Static ${i}`,
    ),
  }),
);
const sections = SECTIONS.map((s) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/${s}/$id`,
    ...page(
      (params) => loadPage(`/${s}/${params.id}`),
      (params) => sectionHeading(s, params.id ?? ''),
    ),
  }),
);
const nest = createRoute({
  getParentRoute: () => rootRoute,
  path: '/nest',
  component: () => (
    <section>
      <Outlet />
    </section>
  ),
});
const nested = NESTED.map((i) =>
  createRoute({
    getParentRoute: () => nest,
    path: `c${i}`,
    ...page(
      () => loadPage(`/nest/c${i}`),
      () => `Nested ${i}`,
    ),
  }),
);

function Deferred() {
  const { fast, slow } = useLoaderData({ strict: false }) as {
    fast: PageData;
    slow: Promise<PageData>;
  };
  return (
    <>
      <PageBody heading="Deferred" data={fast} />
      <Await promise={slow} fallback={slowFallback}>
        {(data) => <SlowPart data={data} />}
      </Await>
    </>
  );
}

const deferred = createRoute({
  getParentRoute: () => rootRoute,
  path: DEFERRED_PATH,
  // The guide's idiom: start the slow part, await the fast one, return the slow one unawaited.
  loader: async () => {
    const slow = loadSlow();
    return { fast: await loadPage(DEFERRED_PATH), slow };
  },
  component: Deferred,
});

const routeTree = rootRoute.addChildren([
  home,
  ...statics,
  ...sections,
  nest.addChildren(nested),
  deferred,
]);

/** Per request, as the guide does: a router holds one request's matches and data. */
const newRouter = () => createRouter({ routeTree });

/** Sends a whole page's `Response` to the Node response. */
async function send(response: Response, res: Parameters<Handler>[1]) {
  const html = await response.text();
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(html);
}

/** Sends a streamed `Response` to the Node response, chunks as they come. */
async function pipe(response: Response, res: Parameters<Handler>[1]) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return void res.end();
  await new Promise<void>((resolve, reject) => {
    const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    body.on('error', reject);
    res.on('close', resolve);
    body.pipe(res);
  });
}

const renderString: Handler = async (req, res) => {
  const handler = createRequestHandler({ request: toRequest(req), createRouter: newRouter });
  await send(await handler(defaultRenderHandler), res);
};

const renderStream: Handler = async (req, res) => {
  const handler = createRequestHandler({ request: toRequest(req), createRouter: newRouter });
  await pipe(await handler(defaultStreamHandler), res);
};

export const renderers: Renderers = {
  'tanstack string': { handle: renderString, streams: false },
  'tanstack stream': { handle: renderStream, streams: true },
};
