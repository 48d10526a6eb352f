import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderUrl } from './render.tsx';
import { readHydrationData } from '../../ssr/hydration-data.ts';
import { fetchProduct as serverProduct, shop } from './shop.testing.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fetchProduct = vi.fn(serverProduct);

/**
 * The browser's modules, in a module graph of their own (as in another process than the
 * server's): a context made by one React renderer is not shared with another.
 */
async function browser() {
  vi.resetModules();
  const [{ createRouter }, { createMemoryHistory }, { HydratedRegistry }, { shop }] =
    await Promise.all([
      import('../../core/create-router.ts'),
      import('../../core/memory-history.ts'),
      import('../../ssr/hydrated-registry.ts'),
      import('./shop.testing.tsx'),
    ]);
  return { createRouter, createMemoryHistory, HydratedRegistry, ...shop(fetchProduct) };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Renders on the "server", writes the page, then hydrates it as the browser would. */
async function serveAndHydrate(url: string, { seed = true, metaNeverLoads = false } = {}) {
  const server = shop(serverProduct);
  const page = await renderUrl(url, { routes: server.routes, app: server.app, onError: () => {} });
  document.head.innerHTML = page.head;
  document.body.innerHTML = `<div id="root">${page.html}</div>${page.script}`;
  fetchProduct.mockClear();
  const { createRouter, createMemoryHistory, HydratedRegistry, product, routes, app } =
    await browser();
  if (metaNeverLoads) (routes[1] as { loadMeta?: unknown }).loadMeta = () => new Promise(() => {});
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  const router = createRouter({
    routes,
    history: createMemoryHistory([url]),
    data: new HydratedRegistry(seed ? readHydrationData() : undefined, { log: () => {} }),
  });
  const loader = router.data.loaderState(product);
  const firstStatus = loader.peek().status;
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, app(router), {
      onRecoverableError: recoverable,
    });
  });
  // Past the router's loader delay (10 ms): a load it scheduled would have started.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return { page, router, errors, recoverable, firstStatus, loader, product };
}

describe('hydrating a server render', () => {
  it('shows the server data at once and runs no loader, without hydration warnings', async () => {
    const { page, errors, recoverable, firstStatus, loader } = await serveAndHydrate('/product/3');
    expect(page.html).toContain('Lamp 3');
    expect(firstStatus).toBe('success');
    expect(fetchProduct).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(loader.peek()).toMatchObject({ status: 'success', data: { name: 'Lamp 3' } });
    expect(document.querySelector('h1')!.textContent).toBe('Lamp 3 at $49');
    expect(document.title).toBe('Product');
    // The server's JSON-LD is taken over, not added a second time.
    expect(page.head).toContain('<script type="application/ld+json" data-tendril-json-ld>');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    // React adopts the server's hoisted tags too.
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="product:price:amount"]')).toHaveLength(1);
  });

  it('hydrates the error view the server rendered, then gives the loader its retries in the browser', async () => {
    const { page, errors, recoverable, firstStatus, loader } = await serveAndHydrate('/product/0');
    expect(page.status).toBe(500);
    expect(firstStatus).toBe('error');
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    // Once hydrated, the browser tries the loader itself (the route's retries: 0, one attempt).
    expect(fetchProduct).toHaveBeenCalledOnce();
    expect(loader.peek()).toMatchObject({ status: 'error', attempt: 1 });
    expect(document.querySelector('[role=alert]')!.textContent).toContain('No stock service');
    await act(async () => document.querySelector('button')!.click());
    expect(fetchProduct).toHaveBeenCalledTimes(2);
  });

  it('shows the page when the browser succeeds where the server failed', async () => {
    fetchProduct.mockImplementationOnce(() => Promise.resolve({ name: 'Lamp 0', price: 49 }));
    const { errors, recoverable, loader } = await serveAndHydrate('/product/0');
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(loader.peek()).toMatchObject({ status: 'success', data: { name: 'Lamp 0' } });
    expect(document.querySelector('h1')!.textContent).toBe('Lamp 0 at $49');
  });

  it('shows data older than the cache time at once, and revalidates it after hydration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const server = shop(serverProduct);
      const page = await renderUrl('/product/3', { routes: server.routes, app: server.app });
      const loadedAt = page.data.loaders['product:[["id","3"]]']!.updatedAt!;
      // Six minutes later the page is opened: the data is past the 5-minute cache TTL.
      vi.setSystemTime(loadedAt + 6 * 60_000);
      document.body.innerHTML = `<div id="root">${page.html}</div>${page.script}`;
      fetchProduct.mockClear();
      fetchProduct.mockImplementationOnce(() =>
        Promise.resolve({ name: 'Lamp 3 (new)', price: 49 }),
      );
      const { createRouter, createMemoryHistory, HydratedRegistry, product, routes, app } =
        await browser();
      const router = createRouter({
        routes,
        history: createMemoryHistory(['/product/3']),
        data: new HydratedRegistry(readHydrationData()),
      });
      const loader = router.data.loaderState(product);
      expect(loader.peek()).toMatchObject({ status: 'success', updatedAt: loadedAt });
      await act(async () => {
        root = hydrateRoot(document.getElementById('root')!, app(router));
      });
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(fetchProduct).toHaveBeenCalledOnce();
      expect(document.querySelector('h1')!.textContent).toBe('Lamp 3 (new) at $49');
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps one head, the current page's, through hydration and three navigations", async () => {
    const { page, router, errors, recoverable } = await serveAndHydrate('/product/3');
    expect(page.head).toContain('Lamp 3 for $49');
    const head = () => ({
      titles: [...document.head.querySelectorAll('title')].map((tag) => tag.textContent),
      descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((tag) =>
        tag.getAttribute('content'),
      ),
      canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((tag) =>
        tag.getAttribute('href'),
      ),
      ogTitles: [...document.head.querySelectorAll('meta[property="og:title"]')].length,
      jsonLd: document.head.querySelectorAll('script[type="application/ld+json"]').length,
    });
    const product = (id: number) => ({
      titles: ['Product'],
      descriptions: [`Lamp ${id} for $49`],
      canonicals: [`/product/${id}`],
      ogTitles: 1,
      jsonLd: 1,
    });
    const home = {
      titles: ['Home'],
      descriptions: ['Every lamp'],
      canonicals: ['/'],
      ogTitles: 0,
      jsonLd: 0,
    };
    await vi.waitFor(() => expect(head()).toEqual(product(3)));
    // Navigations as a user makes them, outside act: the loaders and meta settle on their own.
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    act.IS_REACT_ACT_ENVIRONMENT = false;
    onTestFinished(() => void (act.IS_REACT_ACT_ENVIRONMENT = true));
    for (const [to, expected] of [
      ['/', home],
      ['/product/4', product(4)],
      ['/product/5', product(5)],
    ] as const) {
      await router.navigate(to);
      await vi.waitFor(() => expect(head()).toEqual(expected));
    }
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("stops repeating the server's head once the page's data changes", async () => {
    // The browser's meta loader never answers: only the data's change can end the server's head.
    const { router, product } = await serveAndHydrate('/product/3', { metaNeverLoads: true });
    expect(document.head.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
      'Lamp 3 for $49',
    );
    fetchProduct.mockImplementationOnce(() => Promise.resolve({ name: 'Lamp 3 (new)', price: 49 }));
    await act(() => router.data.load(product, { id: '3' }, { force: true }));
    // The static meta until the new meta arrives, never the server's outdated description.
    await vi.waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toBeNull(),
    );
  });

  it('keeps a hydrated page following its loader: a link to another product shows that product', async () => {
    const { router, errors } = await serveAndHydrate('/product/3');
    // A navigation as a user makes one, outside act: the loader settles on its own.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    onTestFinished(() => void (env.IS_REACT_ACT_ENVIRONMENT = true));
    await router.navigate('/product/4');
    await vi.waitFor(() => expect(document.querySelector('h1')!.textContent).toBe('Lamp 4 at $49'));
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates a modal route over its page: the modal opens after hydration', async () => {
    const { errors, recoverable } = await serveAndHydrate('/product/3/preview');
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(document.querySelector('h1')!.textContent).toBe('Lamp 3 at $49');
    expect(document.body.textContent).toContain('Preview');
  });

  it('is what makes hydration clean: without the data, the check sees the mismatch', async () => {
    // The browser's load never ends here: however late the route's view hydrates, it finds no
    // data, where the server's HTML has some.
    fetchProduct.mockImplementationOnce(() => new Promise(() => {}));
    const { recoverable, errors } = await serveAndHydrate('/product/3', { seed: false });
    // React reports the mismatch once it has rendered the client's tree: on a loaded machine,
    // after the helper's 50 ms.
    await vi.waitFor(() =>
      expect(recoverable.mock.calls.length + errors.mock.calls.length).toBeGreaterThan(0),
    );
  });

  it('is a plain registry without hydration data: the router loads as usual', async () => {
    const { createRouter, createMemoryHistory, HydratedRegistry, product, routes } =
      await browser();
    const router = createRouter({
      routes,
      history: createMemoryHistory(['/product/5']),
      data: new HydratedRegistry(readHydrationData()),
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchProduct).toHaveBeenCalledWith('5');
    expect(router.data.loaderState(product).peek().data).toEqual({ name: 'Lamp 5', price: 49 });
    router.destroy();
  });
});
