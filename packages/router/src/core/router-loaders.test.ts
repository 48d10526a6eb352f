import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effect } from '@tendril/signals';
import { createMemoryHistory } from './memory-history.ts';
import { DataRegistry, type LoaderContext } from './loaders.ts';
import type { Route } from './route.ts';
import { createRouter } from './create-router.ts';
import { Router } from './router.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

const routes: Route[] = [
  { path: '/start' },
  { path: '/products', loader: 'products' },
  {
    path: '/product/:id',
    loader: 'product',
    children: [{ path: 'reviews/:page', loader: 'reviews' }],
  },
  { path: '/quick/:id', loader: 'product', portal: true },
  { path: '/broken', loader: ['nope', 'products'] },
  { path: '/cart', loader: 'cart', refreshOnAction: true },
  ...['a', 'b', 'c', 'd', 'e'].map((n) => ({ path: `/${n}`, loader: `load-${n}` })),
];

/** A router whose loaders resolve after `latencyMs` with a description of what they loaded. */
function setup(options: { loaderDelayMs?: number; latencyMs?: number; initial?: string } = {}) {
  const { loaderDelayMs = 10, latencyMs = 50, initial = '/start' } = options;
  const log = vi.fn();
  const router = createRouter({
    routes,
    history: createMemoryHistory([initial]),
    loaderDelayMs,
    retries: 0,
    log,
  });
  const calls: string[] = [];
  const signals = new Map<string, AbortSignal>();
  const loader =
    (name: string) =>
    async ({ params, signal }: LoaderContext) => {
      const what = `${name}${Object.keys(params).length ? ' ' + JSON.stringify(params) : ''}`;
      calls.push(what);
      signals.set(what, signal);
      await new Promise((resolve) => setTimeout(resolve, latencyMs));
      return what;
    };
  for (const name of ['products', 'reviews', 'cart', 'load-a', 'load-b', 'load-c', 'load-d'])
    router.data.registerLoader(name, loader(name));
  router.data.registerLoader('load-e', loader('load-e'));
  router.data.registerLoader('product', loader('product'), {
    cacheKey: (p) => 'product-' + p.id,
  });
  router.data.registerAction('addToCart', async () => 'added');
  const state = (name: string) => router.data.loaderState(name).value;
  return { router, log, calls, signals, state };
}

describe('route loaders', () => {
  it('start after the batch delay; the loader reads loading at once', async () => {
    const { router, calls, state } = setup();
    await router.navigate('/products');
    expect(state('products').status).toBe('loading');
    await tick(9);
    expect(calls).toEqual([]);
    await tick(1);
    expect(calls).toEqual(['products']);
    await tick(50);
    expect(state('products')).toMatchObject({ status: 'success', data: 'products' });
  });

  it('run for every route in the chain, with the match params', async () => {
    const { router, calls } = setup({ loaderDelayMs: 0 });
    await router.navigate('/product/7/reviews/2');
    await tick(0);
    expect(calls).toEqual(['product {"id":"7","page":"2"}', 'reviews {"id":"7","page":"2"}']);
  });

  it('5 navigations within the delay start only the last route’s loader', async () => {
    const { router, calls, state } = setup();
    for (const n of ['a', 'b', 'c', 'd', 'e']) {
      await router.navigate(`/${n}`);
      await tick(2);
    }
    await tick(100);
    expect(calls).toEqual(['load-e']);
    expect(state('load-e').status).toBe('success');
    for (const n of ['a', 'b', 'c', 'd']) expect(state(`load-${n}`).status).toBe('idle');
  });

  it('a fresh cached result shows at once and does not load again', async () => {
    const { router, calls, state } = setup({ loaderDelayMs: 0 });
    await router.navigate('/products');
    await tick(50);
    await router.navigate('/start');
    await router.navigate('/products');
    expect(state('products').status).toBe('success');
    await tick(100);
    expect(calls).toEqual(['products']);
  });

  it('a cacheKey shares results across routes', async () => {
    const { router, calls, state } = setup({ loaderDelayMs: 0 });
    await router.navigate('/product/1');
    await tick(50);
    await router.navigate('/product/1/reviews/3');
    await router.navigate('/quick/1');
    expect(state('product')).toMatchObject({ status: 'success', key: 'product-1' });
    await tick(100);
    expect(calls.filter((c) => c.startsWith('product'))).toEqual(['product {"id":"1"}']);
  });
});

describe('navigating away', () => {
  it('aborts the previous route’s loader, and that is not an error', async () => {
    const { router, log, signals, state } = setup({ loaderDelayMs: 0 });
    await router.navigate('/products');
    await tick(10);
    expect(state('products').status).toBe('loading');
    await router.navigate('/cart');
    await tick(100);
    expect(signals.get('products')?.aborted).toBe(true);
    expect(state('products')).toMatchObject({ status: 'idle', error: undefined });
    expect(state('cart').status).toBe('success');
    expect(log).not.toHaveBeenCalled();
  });

  it('to other params of the same loader shows the new params only', async () => {
    const { router, signals, state } = setup({ loaderDelayMs: 0 });
    await router.navigate('/product/1');
    await tick(10);
    await router.navigate('/product/2');
    expect(state('product')).toMatchObject({
      status: 'loading',
      key: 'product-2',
      data: undefined,
    });
    await tick(100);
    expect(signals.get('product {"id":"1"}')?.aborted).toBe(true);
    expect(state('product')).toMatchObject({ status: 'success', data: 'product {"id":"2"}' });
  });

  it('keeps loaders the next page shares running', async () => {
    const { router, signals, state } = setup({ loaderDelayMs: 0 });
    await router.navigate('/product/1');
    await tick(10);
    await router.navigate('/product/1/reviews/1');
    await tick(100);
    expect(signals.get('product {"id":"1"}')?.aborted).toBe(false);
    expect(state('product').status).toBe('success');
  });

  it('back to a page whose load was aborted loads it again', async () => {
    const { router, calls, state } = setup({ loaderDelayMs: 0 });
    await router.navigate('/products');
    await tick(10);
    await router.navigate('/cart');
    router.back();
    await tick(100);
    expect(calls.filter((c) => c === 'products')).toHaveLength(2);
    expect(state('products').status).toBe('success');
  });
});

describe('an unknown loader on a route', () => {
  it('reads as "Loader not found", is logged, and the route still works', async () => {
    const { router, log, state } = setup({ loaderDelayMs: 0 });
    await expect(router.navigate('/broken')).resolves.toBe('committed');
    expect(router.match.value?.pathname).toBe('/broken');
    await tick(100);
    expect(state('nope')).toMatchObject({
      status: 'error',
      error: { message: 'Loader not found' },
    });
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('nope'),
      expect.objectContaining({ message: 'Loader not found' }),
    );
    expect(state('products').status).toBe('success');
  });
});

describe('refresh on action', () => {
  it('reloads refreshOnAction routes’ loaders, bypassing the cache, after an action succeeds', async () => {
    const { router, calls, state } = setup({ loaderDelayMs: 0 });
    await router.navigate('/cart');
    await tick(50);
    expect(calls).toEqual(['cart']);
    await expect(router.data.runAction('addToCart', { id: 1 })).resolves.toBe('added');
    expect(state('cart').status).toBe('loading');
    expect(state('cart').data).toBe('cart');
    await tick(50);
    expect(calls).toEqual(['cart', 'cart']);
    expect(state('cart').status).toBe('success');
  });

  it('leaves other routes’ loaders alone', async () => {
    const { router, calls } = setup({ loaderDelayMs: 0 });
    await router.navigate('/products');
    await tick(50);
    await router.data.runAction('addToCart', {});
    await tick(50);
    expect(calls).toEqual(['products']);
  });

  it('does not reload after a failed action', async () => {
    const { router, calls } = setup({ loaderDelayMs: 0 });
    router.data.registerAction('fail', () => Promise.reject(new Error('no')));
    await router.navigate('/cart');
    await tick(50);
    await router.data.runAction('fail', {}).catch(() => {});
    await tick(50);
    expect(calls).toEqual(['cart']);
  });
});

describe('reload', () => {
  it('loads the current routes again, bypassing the cache', async () => {
    const { router, calls } = setup({ loaderDelayMs: 0 });
    await router.navigate('/product/4/reviews/1');
    await tick(50);
    const reloaded = router.reload();
    await tick(50);
    const states = await reloaded;
    expect(states).toHaveLength(2);
    expect(calls).toHaveLength(4);
  });
});

describe('modal loaders', () => {
  it('load with the modal’s params, the page’s data stays', async () => {
    const { router, calls, state } = setup({ loaderDelayMs: 0 });
    await router.navigate('/products');
    await tick(50);
    await router.navigate('/quick/9');
    expect(router.match.value?.pathname).toBe('/products');
    await tick(50);
    expect(calls).toEqual(['products', 'product {"id":"9"}']);
    expect(state('products').status).toBe('success');
    expect(state('product').data).toBe('product {"id":"9"}');
  });
});

describe('a router made without a data registry', () => {
  it('is safe to read before a registry is attached, and loads the routes on screen once one is', async () => {
    const log = vi.fn();
    const router = new Router({ routes, history: createMemoryHistory(['/products']), log });
    expect(router.hasData).toBe(false);
    expect(router.data.loaderState('products').value.status).toBe('idle');
    expect(router.data.actionState('addToCart').value.status).toBe('idle');
    await expect(router.data.load('products', {})).resolves.toMatchObject({ status: 'idle' });
    await expect(router.data.runAction('addToCart', {})).rejects.toThrow(
      'Router has no data registry (see attachData)',
    );
    // Registered before the registry exists: handed over when it is attached.
    router.data.registerAction('addToCart', () => 'added');
    const statuses: string[] = [];
    const watch = effect(
      () => void statuses.push(router.data.loaderState('products').value.status),
    );
    await expect(router.reload()).resolves.toEqual([]);
    await tick(20);
    expect(log).not.toHaveBeenCalled(); // waiting for a registry is not an error
    const seen: boolean[] = [];
    const stop = effect(() => void seen.push(router.hasData));

    const registry = new DataRegistry();
    const products = vi.fn(() => ['p1']);
    registry.registerLoader('products', products);
    router.attachData(registry);
    expect(router.hasData).toBe(true);
    expect(seen).toEqual([false, true]); // readers of hasData (LoadingBoundary) follow it
    stop();
    await tick(20);
    expect(products).toHaveBeenCalledTimes(1);
    expect(router.data.loaderState('products').peek().data).toEqual(['p1']);
    // What read the stand-in's idle state follows the registry once it is attached.
    expect(statuses.at(-1)).toBe('success');
    expect(statuses).toContain('loading');
    watch();
    await expect(router.data.runAction('addToCart', {})).resolves.toBe('added');
    router.destroy();
  });

  it('refreshes refresh-on-action routes after an action on an attached registry', async () => {
    const router = new Router({ routes, history: createMemoryHistory(['/cart']) });
    const registry = new DataRegistry();
    const cart = vi.fn(() => 'cart');
    registry.registerLoader('cart', cart);
    registry.registerAction('add', () => 'ok');
    router.attachData(registry);
    await tick(20);
    expect(cart).toHaveBeenCalledTimes(1);
    await router.data.runAction('add', {});
    await tick(20);
    expect(cart).toHaveBeenCalledTimes(2);
    router.destroy();
  });
});
