// @vitest-environment node
import { Suspense, use } from 'react';
import { effect } from '@tendril/signals';
import { describe, expect, it, vi } from 'vitest';
import { wait } from '../../core/abort.ts';
import { defineLoader } from '../../core/handles.ts';
import { NotFoundError } from '../../core/not-found.ts';
import { HeadTags, MetaTags } from '../../meta/react/MetaTags.tsx';
import { useRouteMeta } from '../../meta/react/use-route-meta.ts';
import { useLocation } from '../hooks.ts';
import { Outlet } from '../Outlet.tsx';
import { RouterProvider } from '../RouterProvider.tsx';
import { useLoader } from '../data-hooks.ts';
import { renderUrl } from './render.tsx';
import type { RouteErrorProps } from '../../core/types.ts';
import type { Route } from '../routes.ts';

/** A node of the signals graph, as its source declares it (graph.ts). */
interface GraphNode {
  flags: number;
  subs: { sub: GraphNode; nextSub: GraphNode['subs'] } | undefined;
}
const WATCHING = 2;

/**
 * Whether an effect (a watcher: a component's subscription, an effect) depends on `node`,
 * directly or through computeds. Computeds read once stay linked to what they read, but
 * nothing re-runs for them.
 */
function watched(node: GraphNode): boolean {
  for (let link = node.subs; link; link = link.nextSub)
    if (link.sub.flags & WATCHING || watched(link.sub)) return true;
  return false;
}

const Failed = ({ error, errorId }: RouteErrorProps) => (
  <p role="alert">
    Failed: {error.message}
    {errorId && <small> (error id {errorId})</small>}
  </p>
);
const NotFound = () => <p>No such page</p>;

function shop(fetchProduct: (id: string, signal: AbortSignal) => Promise<{ name: string }>) {
  const product = defineLoader('product', ({ params, signal }) => fetchProduct(params.id!, signal));
  const routes: Route[] = [
    { path: '/', component: () => <h1>Home</h1>, meta: { title: 'Home' } },
    {
      path: '/product/:id',
      loader: product,
      retries: 0,
      errorComponent: Failed,
      loadMeta: ({ data }) =>
        Promise.resolve({ title: (data as { name: string } | undefined)?.name ?? 'Product' }),
      component: function Product() {
        return <h1>{useLoader(product).data?.name}</h1>;
      },
    },
  ];
  return { routes, product };
}

const app = (router: Parameters<NonNullable<Parameters<typeof renderUrl>[1]['app']>>[0]) => (
  <RouterProvider router={router}>
    <MetaTags />
    <Outlet />
  </RouterProvider>
);

describe('renderUrl', () => {
  it('runs the route loader once and renders its data, with the loaded meta in the head', async () => {
    const fetchProduct = vi.fn(async (id: string) => ({ name: `Lamp ${id}` }));
    const { routes } = shop(fetchProduct);
    const page = await renderUrl('/product/7', { routes, app });
    // Nor does the router's own loader start run it later.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetchProduct).toHaveBeenCalledTimes(1);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Lamp 7</h1>');
    expect(page.html).not.toContain('<title>');
    expect(page.head).toBe('<title data-tendril-meta="">Lamp 7</title>');
    expect(page.data).toEqual({
      loaders: {
        'product:[["id","7"]]': { data: { name: 'Lamp 7' }, updatedAt: expect.any(Number) },
      },
    });
  });

  it('leaves a loader declared ssr: false to the browser: no data travels, the page renders as before its load', async () => {
    const fetchFeed = vi.fn(async () => ['story']);
    const feed = defineLoader('feed', fetchFeed, { ssr: false });
    const routes: Route[] = [
      {
        path: '/',
        loader: feed,
        pendingComponent: () => <p>Loading stories</p>,
        component: function Feed() {
          const { status, data } = useLoader(feed);
          return (
            <ol data-status={status}>
              {data?.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          );
        },
      },
    ];
    const page = await renderUrl('/', { routes, app });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetchFeed).not.toHaveBeenCalled();
    expect(page.status).toBe(200);
    expect(page.data).toEqual({ loaders: {} });
    // As the browser's first render shows it before a load: hidden, its pending view not yet.
    expect(page.html).toContain('<div hidden=""><ol data-status="loading"></ol></div>');
  });

  it("adds the page's JSON-LD to the head, escaped", async () => {
    const routes: Route[] = [
      {
        path: '/lamp',
        meta: { title: 'Lamp', product: { name: 'Lamp </script><!--', price: 49 } },
        component: () => <p>Lamp</p>,
      },
    ];
    const { head } = await renderUrl('/lamp', { routes, app });
    expect(head).toMatch(
      /^<title data-tendril-meta="">Lamp<\/title>.*<script type="application\/ld\+json" data-tendril-json-ld>\{/,
    );
    expect(head).toContain('"name":"Lamp \\u003c/script\\u003e\\u003c!--"');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
  });

  it("writes the JSON-LD the app's head renders, with the meta the app merges in", async () => {
    const routes: Route[] = [
      { path: '/lamp', meta: { product: { name: 'Lamp', price: 49 } }, component: () => null },
    ];
    // The app adds each page's canonical URL, as a site's head component does.
    function SiteHead() {
      const meta = useRouteMeta();
      return (
        <HeadTags meta={{ ...meta, canonical: `https://lamps.test${useLocation().pathname}` }} />
      );
    }
    const withCanonical = (router: Parameters<typeof app>[0]) => (
      <RouterProvider router={router}>
        <SiteHead />
        <Outlet />
      </RouterProvider>
    );
    const { head } = await renderUrl('/lamp', { routes, app: withCanonical });
    const scripts = head.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g);
    expect(scripts).toHaveLength(1);
    const json = JSON.parse(/>(.*)<\/script>/.exec(scripts![0]!)![1]!) as Record<string, unknown>;
    expect(json).toMatchObject({ name: 'Lamp', url: 'https://lamps.test/lamp' });
    expect(head).toContain('<link rel="canonical" href="https://lamps.test/lamp"');
    // An app that renders no head gets none, JSON-LD included.
    const bare = await renderUrl('/lamp', { routes });
    expect(bare.head).toBe('');
  });

  it('renders the route error view with status 500 when its loader fails', async () => {
    const { routes } = shop(() => Promise.reject(new Error('Database down')));
    const page = await renderUrl('/product/1', { routes, app, onError: () => {} });
    expect(page.status).toBe(500);
    expect(page.html).toMatch(/<p role="alert">Failed: <!-- -->Database down<small>/);
    expect(page.data.loaders['product:[["id","1"]]']).toMatchObject({
      error: { name: 'Error', message: 'Database down' },
    });
  });

  it('redacts a failed loader in production: a generic message and an id, the full error reported under it', async () => {
    const { routes } = shop(() => Promise.reject(new Error('Database down at 10.0.0.7')));
    const onError = vi.fn();
    const page = await renderUrl('/product/1', { routes, app, redactErrors: true, onError });
    expect(page.status).toBe(500);
    expect(page.html).toContain('Failed: <!-- -->An unexpected error occurred');
    expect(page.html + page.script).not.toContain('10.0.0.7');
    expect(onError).toHaveBeenCalledOnce();
    const [error, context] = onError.mock.calls[0]!;
    expect(error).toMatchObject({ message: 'Database down at 10.0.0.7' });
    expect(context).toMatchObject({ loader: 'product', url: '/product/1' });
    expect(context.id).toMatch(/^[0-9a-f]{8}$/);
    // The error view is given the id, for the visitor to quote to support.
    expect(page.html).toContain(`(error id <!-- -->${context.id}<!-- -->)`);
    expect(page.data.loaders['product:[["id","1"]]']!.error).toEqual({
      name: 'Error',
      message: 'An unexpected error occurred',
      id: context.id,
    });
  });

  it('redacts by default when NODE_ENV is production, and shows the full message otherwise', async () => {
    const { routes } = shop(() => Promise.reject(new Error('Database down')));
    const before = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      const live = await renderUrl('/product/1', { routes, app, onError: () => {} });
      expect(live.html).toContain('An unexpected error occurred');
      process.env.NODE_ENV = 'development';
      const dev = await renderUrl('/product/1', { routes, app, onError: () => {} });
      expect(dev.html).toContain('Failed: <!-- -->Database down');
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('logs the full error with its id on the console by default', async () => {
    const { routes } = shop(() => Promise.reject(new Error('Database down')));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const page = await renderUrl('/product/1', { routes, app, redactErrors: true });
      const { id } = page.data.loaders['product:[["id","1"]]']!.error!;
      expect(log).toHaveBeenCalledWith(
        `Loader "product" failed while rendering /product/1 (error id ${id}):`,
        expect.objectContaining({ message: 'Database down' }),
      );
    } finally {
      log.mockRestore();
    }
  });

  it('never waits past its deadline (10 s by default): a hanging loader fails and the page answers 504', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { routes } = shop(() => new Promise(() => {}));
      const page = renderUrl('/product/1', { routes, app, onError: () => {} });
      await vi.advanceTimersByTimeAsync(10_000);
      const result = await page;
      expect(result.status).toBe(504);
      expect(result.html).toContain('did not finish within the render&#x27;s deadline of 10000 ms');
      expect(result.data.loaders['product:[["id","1"]]']!.error).toMatchObject({
        name: 'TimeoutError',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders without meta that misses the deadline, with a 504', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const routes: Route[] = [
        { path: '/', loadMeta: () => new Promise(() => {}), component: () => <p>Home</p> },
      ];
      const page = renderUrl('/', { routes, app, deadlineMs: 2000 });
      await vi.advanceTimersByTimeAsync(2000);
      const result = await page;
      expect(result.status).toBe(504);
      expect(result.html).toContain('<p>Home</p>');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops React at the deadline when a view is still suspended, with a 504', async () => {
    const never = new Promise<string>(() => {});
    const Stuck = () => <p>{use(never)}</p>;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const routes: Route[] = [
        {
          path: '/',
          // In an element: React's prerender writes nothing at all for an aborted boundary at
          // the very root of the page.
          component: () => (
            <main>
              <Suspense fallback={<p>Still loading</p>}>
                <Stuck />
              </Suspense>
            </main>
          ),
        },
      ];
      const page = renderUrl('/', { routes, app, deadlineMs: 2000 });
      await vi.advanceTimersByTimeAsync(2000);
      // It resolves: React's render was stopped at the deadline rather than left waiting, and
      // the page shows the boundary's fallback where the view was stuck.
      const { status, html } = await page;
      expect(status).toBe(504);
      expect(html).toContain('<p>Still loading</p>');
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries a failing loader once, whatever retries its route asks for in the browser', async () => {
    const fetchProduct = vi.fn(() => Promise.reject(new Error('Database down')));
    const { routes } = shop(fetchProduct);
    const browserRetries = routes.map((route) => ({ ...route, retries: 3 }));
    const page = await renderUrl('/product/1', { routes: browserRetries, app, onError: () => {} });
    expect(page.status).toBe(500);
    expect(fetchProduct).toHaveBeenCalledOnce();
    // Asked for, retries apply to every loader of the render.
    fetchProduct.mockClear();
    await renderUrl('/product/1', { routes, app, retries: 1, retryDelayMs: 1, onError: () => {} });
    expect(fetchProduct).toHaveBeenCalledTimes(2);
  });

  it('aborts a loader slower than its timeout and renders the error view', async () => {
    let aborted: unknown;
    const { routes } = shop(async (_id, signal) => {
      signal.addEventListener('abort', () => (aborted = signal.reason));
      await wait(10_000, signal);
      return { name: 'never' };
    });
    const started = Date.now();
    const page = await renderUrl('/product/1', { routes, app, timeoutMs: 50, onError: () => {} });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(aborted).toEqual(new Error('Loader timeout after 50 ms'));
    expect(page.status).toBe(500);
    expect(page.html).toContain('Loader timeout after 50 ms');
  });

  it('gives 404 with the not-found view for an unmatched URL or a NotFoundError', async () => {
    const { routes } = shop(() => Promise.reject(new NotFoundError('No product 9')));
    const options = { routes, app, notFoundComponent: NotFound, onError: () => {} };
    const unmatched = await renderUrl('/nowhere', options);
    expect(unmatched.status).toBe(404);
    expect(unmatched.html).toContain('No such page');
    expect((await renderUrl('/product/9', options)).status).toBe(404);
  });

  it("answers a catch-all with the status it declares, and a failing loader's over it", async () => {
    const { routes } = shop(() => Promise.reject(new Error('down')));
    const withCatchAll: Route[] = [...routes, { path: '*', component: NotFound, status: 404 }];
    const options = { routes: withCatchAll, app, retries: 0, onError: () => {} };
    const missing = await renderUrl('/nowhere', options);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('No such page');
    expect((await renderUrl('/', options)).status).toBe(200);
    expect((await renderUrl('/product/1', options)).status).toBe(500);
  });

  it('writes the hydration script with data JSON cannot carry, kept as itself', async () => {
    const released = new Date('2026-03-14T09:00:00Z');
    const { routes } = shop(() => Promise.resolve({ name: 'Lamp', released }));
    const page = await renderUrl('/product/1', { routes, app });
    expect(page.script).toMatch(/^<script type="application\/json" id="tendril-data">\[/);
    expect(page.script).toContain('["Date","2026-03-14T09:00:00.000Z"]');
    expect(page.status).toBe(200);
  });

  it('rejects, naming the loader and the path, when its data holds what cannot be sent', async () => {
    const { routes } = shop(() =>
      Promise.resolve({ name: 'Lamp', owner: { profile: { onClick: () => {} } } }),
    );
    await expect(renderUrl('/product/1', { routes, app })).rejects.toThrow(
      /loader "product" .* holds a function at owner\.profile\.onClick/,
    );
  });

  it('rejects with the reason when the request is aborted', async () => {
    const { routes } = shop((_id, signal) => wait(10_000, signal).then(() => ({ name: 'x' })));
    const controller = new AbortController();
    const page = renderUrl('/product/1', { routes, app, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(page).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('is bounded by AbortSignal.timeout while a meta loader never settles', async () => {
    const routes: Route[] = [
      { path: '/', loadMeta: () => new Promise(() => {}), component: () => <p>Home</p> },
    ];
    const page = renderUrl('/', { routes, app, signal: AbortSignal.timeout(50) });
    await expect(page).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('is bounded by the signal while a guard never answers', async () => {
    const routes: Route[] = [
      { path: '/', canActivate: () => new Promise(() => {}), component: () => <p>Home</p> },
    ];
    const page = renderUrl('/', { routes, app, signal: AbortSignal.timeout(50) });
    await expect(page).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it("runs setup on the render's router before its loaders", async () => {
    const seen: string[] = [];
    const { routes } = shop(async () => (seen.push('loader'), { name: 'Lamp' }));
    await renderUrl('/product/1', {
      routes,
      setup: (router) => seen.push(`setup ${router.location.peek()?.pathname}`),
    });
    expect(seen).toEqual(['setup /product/1', 'loader']);
  });

  it('reports a guard redirect with status 302', async () => {
    const routes: Route[] = [
      { path: '/old', canActivate: async () => '/new' },
      { path: '/new', component: () => <p>New</p> },
    ];
    const page = await renderUrl('/old', { routes });
    expect(page).toMatchObject({ status: 302, redirect: '/new' });
    expect(page.html).toContain('<p>New</p>');
  });

  it('keeps concurrent renders apart and leaves nothing subscribed', async () => {
    const { routes } = shop(async (id) => {
      await new Promise((resolve) => setTimeout(resolve, id === '1' ? 40 : 5));
      return { name: `Product ${id}` };
    });
    const intervals = new Set<unknown>();
    const setInterval = globalThis.setInterval;
    vi.spyOn(globalThis, 'setInterval').mockImplementation(((
      ...args: Parameters<typeof setInterval>
    ) => {
      const id = setInterval(...args);
      intervals.add(id);
      return id;
    }) as typeof setInterval);
    vi.spyOn(globalThis, 'clearInterval').mockImplementation((id) => {
      intervals.delete(id);
      clearTimeout(id as Parameters<typeof clearTimeout>[0]);
    });
    const routers: Parameters<typeof app>[0][] = [];
    const track = (router: Parameters<typeof app>[0]) => (routers.push(router), app(router));
    const [one, two] = await Promise.all([
      renderUrl('/product/1', { routes, app: track }),
      renderUrl('/product/2', { routes, app: track }),
    ]);
    expect(one.html).toContain('Product 1');
    expect(one.html).not.toContain('Product 2');
    expect(two.html).toContain('Product 2');
    expect(two.html).not.toContain('Product 1');
    expect(Object.keys(one.data.loaders)).toEqual(['product:[["id","1"]]']);
    expect(Object.keys(two.data.loaders)).toEqual(['product:[["id","2"]]']);
    expect(routers[0]).not.toBe(routers[1]);
    for (const router of routers)
      for (const node of [router.location, router.match, router.portal, router.navigation])
        expect(watched(node as unknown as GraphNode)).toBe(false);
    // Nor does a timer hold on to a render's data (the result cache sweeps on one).
    expect(intervals.size).toBe(0);
    vi.restoreAllMocks();
    // The check sees a watcher when there is one.
    const stop = effect(() => void routers[0]!.location.value);
    expect(watched(routers[0]!.location as unknown as GraphNode)).toBe(true);
    stop();
  });
});
