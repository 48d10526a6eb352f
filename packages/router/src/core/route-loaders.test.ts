/*
 * Loaders declared as functions on routes: they run on the registry's machinery (batch delay,
 * status signal, retries, cache, abort, refresh-on-action) and are told the query and router.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './memory-history.ts';
import { DataRegistry } from './loaders.ts';
import { defineAction } from './handles.ts';
import { createRouter } from './create-router.ts';
import { defineRoute } from './route.ts';
import { Router } from './router.ts';
import type { Route, RouteLoaderContext } from './types.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

function setup(initial = '/start', options: { retries?: number } = {}) {
  const seen: RouteLoaderContext[] = [];
  const item = defineRoute({
    path: '/item/:id',
    loader: async (context) => {
      seen.push(context as unknown as RouteLoaderContext);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { id: context.params.id, page: context.search.get('p') };
    },
  });
  const cart = defineRoute({
    path: '/cart',
    refreshOnAction: true,
    loader: vi.fn(() => 'cart contents'),
  });
  const routes: Route[] = [{ path: '/start' }, item, cart];
  const log = vi.fn();
  const router = createRouter({
    routes,
    history: createMemoryHistory([initial]),
    retries: options.retries ?? 0,
    log,
  });
  const state = (route: Route) => router.data.loaderState(router.loaderOf(route)!).value;
  return { router, item, cart, seen, log, state };
}

describe('function loaders on routes', () => {
  it('run after the batch delay with params, the parsed query, a signal and the router', async () => {
    const { router, item, seen, state } = setup();
    expect(router.loaderOf(item)?.name).toBe('/item/:id'); // named after its path
    await router.navigate('/item/7?p=2');
    expect(state(item).status).toBe('loading');
    await tick(9);
    expect(seen).toHaveLength(0);
    await tick(1);
    expect(seen).toHaveLength(1);
    const [context] = seen;
    expect(context!.params).toEqual({ id: '7' });
    expect(context!.search).toBeInstanceOf(URLSearchParams);
    expect(context!.search.get('p')).toBe('2');
    expect(context!.signal).toBeInstanceOf(AbortSignal);
    expect(context!.router).toBe(router);
    await tick(50);
    expect(state(item)).toMatchObject({ status: 'success', data: { id: '7', page: '2' } });
  });

  it('cache by params and query: coming back shows the result at once', async () => {
    const { router, item, seen, state } = setup();
    await router.navigate('/item/1?p=1');
    await tick(60);
    await router.navigate('/item/1?p=2');
    await tick(60);
    expect(seen).toHaveLength(2);
    await router.navigate('/item/1?p=1');
    expect(state(item)).toMatchObject({ status: 'success', data: { id: '1', page: '1' } });
    await tick(60);
    expect(seen).toHaveLength(2);
  });

  it('abort when the navigation moves on, and that is not an error', async () => {
    const { router, item, seen, log, state } = setup();
    await router.navigate('/item/1');
    await tick(20);
    await router.navigate('/start');
    await tick(100);
    expect(seen[0]!.signal.aborted).toBe(true);
    expect(state(item)).toMatchObject({ status: 'idle', error: undefined });
    expect(log).not.toHaveBeenCalled();
  });

  it('retry with a backoff doubling from 1 s, and time out after 30000 ms by default', async () => {
    let calls = 0;
    const flaky = defineRoute({
      path: '/flaky',
      loader: () => {
        calls++;
        if (calls < 3) throw new Error('down');
        return new Promise<string>(() => {}); // never settles: the timeout ends it
      },
    });
    const log = vi.fn();
    const router = createRouter({ routes: [flaky], history: createMemoryHistory(['/flaky']), log });
    await tick(10);
    expect(calls).toBe(1);
    await tick(999);
    expect(calls).toBe(1);
    await tick(1);
    expect(calls).toBe(2);
    await tick(2000);
    expect(calls).toBe(3);
    await tick(30_000); // the third attempt times out; the last retry comes 4 s later
    expect(calls).toBe(3);
    await tick(4000);
    expect(calls).toBe(4);
    const state = router.data.loaderState(router.loaderOf(flaky)!);
    expect(state.value.status).toBe('loading');
    await tick(30_000);
    expect(state.value).toMatchObject({ status: 'error' });
    expect(state.value.error?.message).toBe('Loader timeout after 30000 ms');
    router.destroy();
  });

  it('reload after an action on refresh-on-action routes', async () => {
    const { router, cart } = setup('/cart');
    const addAction = defineAction('add', () => ({ success: true }));
    await tick(10);
    expect(cart.loader).toHaveBeenCalledTimes(1);
    await router.data.run(addAction, undefined);
    expect(cart.loader).toHaveBeenCalledTimes(2);
  });

  it('start once a registry is attached to a router made without one', async () => {
    const { item } = setup();
    const router = new Router({ routes: [item], history: createMemoryHistory(['/item/3']) });
    await tick(20);
    router.attachData(new DataRegistry());
    const loader = router.loaderOf(item)!;
    expect(loader.name).toBe('/item/:id'); // an inline loader is named after its route's path
    expect(router.data.loaderState(loader).value.status).toBe('loading');
    await tick(100);
    expect(router.data.loaderState(loader).value.data).toEqual({ id: '3', page: null });
    router.destroy();
  });
});

describe('router.loadOptions', () => {
  it('gives the current query and the router, with a route’s own retries and timeout', async () => {
    const { router, item } = setup('/item/1?p=3');
    expect(router.loadOptions()).toEqual({ search: '?p=3', router });
    expect(router.loadOptions(item)).toEqual({ search: '?p=3', router });
    const strict: Route = { path: '/strict', retries: 0, timeout: 500 };
    expect(router.loadOptions(strict, '?q')).toEqual({
      search: '?q',
      router,
      retries: 0,
      timeout: 500,
    });
    router.destroy();
  });
});

describe('router.preload', () => {
  it('loads code and data ahead without touching what is on screen; the navigation reads the cache', async () => {
    const { router, item, seen, state } = setup('/item/1');
    await tick(60);
    const code = vi.fn((_params: Readonly<Record<string, string>>) => Promise.resolve());
    const lazy = defineRoute({ path: '/lazy/:id', preload: code, loader: () => 'lazy data' });
    const withCode = createRouter({ routes: [lazy], history: createMemoryHistory(['/']) });
    await withCode.preload('/lazy/1');
    expect(code).toHaveBeenCalledTimes(1);
    // With the matched params: the code to load may depend on them.
    expect(code).toHaveBeenCalledWith({ id: '1' });
    withCode.destroy();

    const preloading = router.preload('/item/2?p=5');
    // The page on screen keeps showing item 1.
    expect(state(item)).toMatchObject({ status: 'success', data: { id: '1', page: null } });
    await tick(60);
    await preloading;
    expect(state(item).data).toEqual({ id: '1', page: null });
    expect(seen).toHaveLength(2);
    await router.navigate('/item/2?p=5');
    expect(state(item)).toMatchObject({ status: 'success', data: { id: '2', page: '5' } });
    await tick(60);
    expect(seen).toHaveLength(2);
  });

  it('never rejects: a failing route preload is logged', async () => {
    const log = vi.fn();
    const broken = new Error('offline');
    const router = createRouter({
      routes: [
        { path: '/a', preload: () => Promise.reject(broken) },
        {
          path: '/b',
          preload: () => {
            throw broken;
          },
        },
      ],
      history: createMemoryHistory(['/']),
      log,
    });
    await expect(router.preload('/a')).resolves.toBeUndefined();
    await expect(router.preload('/b')).resolves.toBeUndefined();
    await expect(router.preload('/nowhere')).resolves.toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('Route preload failed.', broken);
    router.destroy();
  });

  it('a navigation during a preload shares its run', async () => {
    const { router, item, seen, state } = setup();
    void router.preload('/item/9');
    await tick(20);
    await router.navigate('/item/9');
    expect(state(item).status).toBe('loading');
    await tick(60);
    expect(state(item)).toMatchObject({ status: 'success', data: { id: '9', page: null } });
    expect(seen).toHaveLength(1);
  });
});

describe('router.navigation', () => {
  it('tells where a navigation waiting on a guard goes, from where and since when', async () => {
    let allow: (ok: boolean) => void = () => {};
    const routes: Route[] = [
      { path: '/' },
      { path: '/slow', canActivate: () => new Promise<boolean>((r) => (allow = r)) },
    ];
    const router = new Router({ routes, history: createMemoryHistory(['/']) });
    await tick(0);
    expect(router.navigation.value).toBeNull();
    vi.setSystemTime(5000);
    const done = router.navigate('/slow?x=1');
    expect(router.navigation.value).toMatchObject({ to: '/slow?x=1', action: 'push', since: 5000 });
    expect(router.navigation.value?.from?.pathname).toBe('/');
    expect(router.pending.value).toBe(true);
    allow(true);
    await done;
    expect(router.navigation.value).toBeNull();
    expect(router.pending.value).toBe(false);
    router.destroy();
  });
});
