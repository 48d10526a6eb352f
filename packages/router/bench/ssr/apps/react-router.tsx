/*
 * The app on react-router 7 in data mode, server-rendered as its docs for `createStaticHandler`
 * and `createStaticRouter` show: one static handler for the process, `query(request)` per
 * request (the loaders), then `<StaticRouterProvider>` (which adds the hydration data script)
 * rendered by React, to a string or as a Node stream (`renderToPipeableStream`, piped once the
 * shell is ready, as react-router's own Node entry does). `/deferred` returns its slow part as
 * a promise the page reads with `<Await>` under `<Suspense>`.
 */
import { Suspense, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  Await,
  createStaticHandler,
  createStaticRouter,
  Link,
  Outlet,
  StaticRouterProvider,
  useLoaderData,
  useParams,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
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

type Params = Readonly<Record<string, string | undefined>>;

/** A page's loader (loading its path) and component (showing `heading`). */
function page(load: (params: Params) => Promise<PageData>, heading: (params: Params) => string) {
  return {
    loader: ({ params }: { params: Params }) => load(params),
    Component: function Page() {
      return <PageBody heading={heading(useParams())} data={useLoaderData<PageData>()} />;
    },
  };
}

function Deferred() {
  const { fast, slow } = useLoaderData<{ fast: PageData; slow: Promise<PageData> }>();
  return (
    <>
      <PageBody heading="Deferred" data={fast} />
      <Suspense fallback={slowFallback}>
        <Await resolve={slow}>{(data: PageData) => <SlowPart data={data} />}</Await>
      </Suspense>
    </>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <Shell link={(href, text) => <Link to={href}>{text}</Link>}>
        <Outlet />
      </Shell>
    ),
    children: [
      {
        index: true,
        ...page(
          () => loadPage('/'),
          () => 'Home',
        ),
      },
      ...STATICS.map((i) => ({
        path: `s${i}`,
        ...page(
          () => loadPage(`/s${i}`),
          () => `Static ${i}`,
        ),
      })),
      ...SECTIONS.map((s) => ({
        path: `${s}/:id`,
        ...page(
          (params) => loadPage(`/${s}/${params.id}`),
          (params) => sectionHeading(s, params.id ?? ''),
        ),
      })),
      {
        path: 'nest',
        element: (
          <section>
            <Outlet />
          </section>
        ),
        children: NESTED.map((i) => ({
          path: `c${i}`,
          ...page(
            () => loadPage(`/nest/c${i}`),
            () => `Nested ${i}`,
          ),
        })),
      },
      {
        path: DEFERRED_PATH.slice(1),
        // The docs' idiom: start the slow part, await the fast one, return the slow one unawaited.
        loader: async () => {
          const slow = loadSlow();
          return { fast: await loadPage(DEFERRED_PATH), slow };
        },
        Component: Deferred,
      },
    ],
  },
];

// Once for the process: the handler holds the routes, not a request's state.
const { query, dataRoutes } = createStaticHandler(routes);

function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}

/** The loaders' context for the request, or false once a redirect was sent. */
async function load(req: Parameters<Handler>[0], res: Parameters<Handler>[1]) {
  const context = await query(toRequest(req));
  if (context instanceof Response) {
    res.writeHead(context.status, { location: context.headers.get('location') ?? '/' });
    res.end();
    return false;
  }
  return context;
}

const app = (context: StaticHandlerContext) => (
  <Document>
    <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} />
  </Document>
);

const renderString: Handler = async (req, res) => {
  const context = await load(req, res);
  if (!context) return;
  const html = '<!DOCTYPE html>' + renderToString(app(context));
  res.writeHead(context.statusCode, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
};

const renderStream: Handler = async (req, res) => {
  const context = await load(req, res);
  if (!context) return;
  await new Promise<void>((resolve, reject) => {
    res.on('close', resolve);
    const { pipe } = renderToPipeableStream(app(context), {
      onShellReady() {
        res.writeHead(context.statusCode, { 'content-type': 'text/html; charset=utf-8' });
        pipe(res);
      },
      onShellError: reject,
      onError: (error: unknown) => console.error(error),
    });
  });
};

export const renderers: Renderers = {
  'react-router string': { handle: renderString, streams: false },
  'react-router stream': { handle: renderStream, streams: true },
};
