/*
 * The app on @tendril/router: routes with loader handles, rendered by `renderUrl` from
 * `@tendril/router/server` (loaders, then React's static `prerender`), its HTML, head and
 * hydration script put in the page as the package's README shows, and streamed by
 * `renderUrlToPipeableStream` as the README's Node handler does. `/deferred`'s slow part is a
 * deferred part (a promise in the loader's data, read with `use()`): the static render waits
 * for it, the stream sends it when it resolves.
 */
import { Suspense, use } from 'react';
import { defineLoader } from '@tendril/router';
import {
  Link,
  Outlet,
  RouterProvider,
  useLoader,
  useParams,
  type Route,
  type Router,
} from '@tendril/router/react';
import { renderUrl, renderUrlToPipeableStream } from '@tendril/router/server';
import {
  DEFERRED_PATH,
  documentHtml,
  loadPage,
  loadSlow,
  NESTED,
  PageBody,
  SECTIONS,
  sectionHeading,
  Shell,
  SlowPart,
  slowFallback,
  STATICS,
  type Handler,
  type PageData,
  type Renderers,
} from './pages.tsx';

type Params = Readonly<Record<string, string>>;

/** A route at `path` whose loader loads its page's data and whose page shows `heading`. */
function page(
  path: string,
  load: (params: Params) => Promise<PageData>,
  heading: (params: Params) => string,
): Route {
  const loader = defineLoader(`page ${path}`, ({ params }) => load(params));
  return {
    path,
    loader,
    component: function Page() {
      const { data } = useLoader(loader);
      return <PageBody heading={heading(useParams())} data={data} />;
    },
  };
}

const deferred = defineLoader('deferred', async () => ({
  fast: await loadPage(DEFERRED_PATH),
  slow: loadSlow(),
}));

function Slow({ part }: { part: Promise<PageData> }) {
  return <SlowPart data={use(part)} />;
}

const routes: Route[] = [
  page(
    '/',
    () => loadPage('/'),
    () => 'Home',
  ),
  ...STATICS.map((i) =>
    page(
      `/s${i}`,
      () => loadPage(`/s${i}`),
      () => `Static ${i}`,
    ),
  ),
  ...SECTIONS.map((s) =>
    page(
      `/${s}/:id`,
      (params) => loadPage(`/${s}/${params.id}`),
      (params) => sectionHeading(s, params.id ?? ''),
    ),
  ),
  {
    path: '/nest',
    component: () => (
      <section>
        <Outlet />
      </section>
    ),
    children: NESTED.map((i) =>
      page(
        `c${i}`,
        () => loadPage(`/nest/c${i}`),
        () => `Nested ${i}`,
      ),
    ),
  },
  {
    path: DEFERRED_PATH,
    loader: deferred,
    component: function Deferred() {
      const { data } = useLoader(deferred);
      return (
        <>
          <PageBody heading="Deferred" data={data?.fast} />
          {data && (
            <Suspense fallback={slowFallback}>
              <Slow part={data.slow} />
            </Suspense>
          )}
        </>
      );
    },
  },
];

const app = (router: Router) => (
  <RouterProvider router={router}>
    <Shell link={(href, text) => <Link to={href}>{text}</Link>}>
      <Outlet />
    </Shell>
  </RouterProvider>
);

const renderStatic: Handler = async (req, res) => {
  const page = await renderUrl(req.url ?? '/', { routes, app });
  res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(documentHtml(page.head, page.html + page.script));
};

const [start, end] = documentHtml('<!--head-->', '<!--app-->').split('<!--app-->') as [
  string,
  string,
];

const renderStream: Handler = async (req, res) => {
  const page = await renderUrlToPipeableStream(req.url ?? '/', { routes, app });
  res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' });
  res.write(start.replace('<!--head-->', () => page.head));
  await new Promise<void>((resolve) =>
    page.pipe({
      write: (chunk) => res.write(chunk),
      end: () => res.end(end, resolve),
    }),
  );
};

export const renderers: Renderers = {
  'tendril static': { handle: renderStatic, streams: false },
  'tendril stream': { handle: renderStream, streams: true },
};
