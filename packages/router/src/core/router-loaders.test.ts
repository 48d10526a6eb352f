import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effect } from '@tendril/signals';
import { createMemoryHistory } from './memory-history.ts';
import { DataRegistry, type LoaderContext } from './loaders.ts';
import { defineAction, defineLoader } from './handles.ts';
import { createRouter } from './create-router.ts';
import { Router } from './router.ts';
import type { LoaderHandle, Route } from './types.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

// What the loaders did, for the test that runs now (setup resets it).
let calls: string[] = [];
let signals = new Map<string, AbortSignal>();
let latencyMs = 50;

/** A loader that resolves after `latencyMs` with a description of what it loaded. */
const loader =
  (name: string) =>
  async ({ params, signal }: LoaderContext) => {
    const what = `${name}${Object.keys(params).length ? ' ' + JSON.stringify(params) : ''}`;
    calls.push(what);
    signals.set(what, signal);
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    return what;
  };

const names = ['products', 'reviews', 'cart', 'load-a', 'load-b', 'load-c', 'load-d', 'load-e'];
const loaders: Record<string, LoaderHandle<string>> = {
  ...Object.fromEntries(names.map((name) => [name, defineLoader(name, loader(name))])),
  product: defineLoader('product', loader('product'), { key: (p) => 'product-' + p.id }),
};
const addToCartAction = defineAction('addToCart', async (_: unknown) => 'added');

const routes: Route[] = [
  { path: '/start' },
  { path: '/products', loader: loaders.products },
  {
    path: '/product/:id',
    loader: loaders.product,
    children: [{ path: 'reviews/:page', loader: loaders.reviews }],
  },
  { path: '/quick/:id', loader: loaders.product, portal: true },
  { path: '/cart', loader: loaders.cart, refreshOnAction: true },
  ...['a', 'b', 'c', 'd', 'e'].map((n) => ({ path: `/${n}`, loader: loaders[`load-${n}`] })),
];

/** A router over `routes`, its loaders resolving after `latencyMs`. */
function setup(options: { loaderDelayMs?: number; latencyMs?: number; initial?: string } = {}) {
  const { loaderDelayMs = 10, initial = '/start' } = options;
  latencyMs = options.latencyMs ?? 50;
  calls = [];
  signals = new Map();
  const log = vi.fn();
  const router = createRouter({
    routes,
    history: createMemoryHistory([initial]),
    loaderDelayMs,
    retries: 0,
    log,
  });
  const state = (name: string) => router.data.loaderState(loaders[name]!).value;
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

describe("a route's own retries and timeout", () => {
  it('retries as often as the route says, and shows the attempt and the last error meanwhile', async () => {
    let attempts = 0;
    // Each attempt takes 100 ms, then fails.
    const flaky = defineLoader('flaky', async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      attempts++;
      throw new Error(`down ${attempts}`);
    });
    const router = createRouter({
      routes: [{ path: '/', loader: flaky, retries: 1 }],
      history: createMemoryHistory(['/']),
      loaderDelayMs: 0,
      log: vi.fn(),
    });
    await tick(0);
    expect(router.data.loaderState(flaky).value).toMatchObject({
      status: 'loading',
      attempt: 1,
      maxAttempts: 2,
      error: undefined,
    });
    await tick(100 + 1000); // the first attempt, then the registry's backoff of 1 s
    expect(router.data.loaderState(flaky).value).toMatchObject({
      status: 'loading',
      attempt: 2,
      maxAttempts: 2,
      error: { message: 'down 1' },
    });
    await tick(100);
    expect(router.data.loaderState(flaky).value).toMatchObject({
      status: 'error',
      attempt: 2,
      error: { message: 'down 2' },
    });
    expect(attempts).toBe(2); // not the registry's 3 retries
    router.destroy();
  });

  it("times an attempt out after the route's timeout, over the loader's", async () => {
    const hang = defineLoader('hang', () => new Promise<never>(() => {}), { timeout: 10_000 });
    const router = createRouter({
      routes: [{ path: '/', loader: hang, retries: 0, timeout: 200 }],
      history: createMemoryHistory(['/']),
      loaderDelayMs: 0,
      log: vi.fn(),
    });
    await tick(200);
    expect(router.data.loaderState(hang).value).toMatchObject({
      status: 'error',
      error: { message: 'Loader timeout after 200 ms' },
    });
    router.destroy();
  });

  it('reload keeps the route options', async () => {
    let attempts = 0;
    const flaky = defineLoader('flaky', () => {
      attempts++;
      throw new Error('down');
    });
    const route: Route = { path: '/', loader: flaky, retries: 0 };
    const router = createRouter({
      routes: [route],
      history: createMemoryHistory(['/']),
      loaderDelayMs: 0,
      log: vi.fn(),
    });
    await tick(0);
    expect(attempts).toBe(1);
    await router.reload();
    expect(attempts).toBe(2);
    router.destroy();
  });
});

describe('refresh on action', () => {
  it('reloads refreshOnAction routes’ loaders, bypassing the cache, after an action succeeds', async () => {
    const { router, calls, state } = setup({ loaderDelayMs: 0 });
    await router.navigate('/cart');
    await tick(50);
    expect(calls).toEqual(['cart']);
    await expect(router.data.run(addToCartAction, { id: 1 })).resolves.toBe('added');
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
    await router.data.run(addToCartAction, undefined);
    await tick(50);
    expect(calls).toEqual(['products']);
  });

  it('does not reload after a failed action', async () => {
    const { router, calls } = setup({ loaderDelayMs: 0 });
    const failAction = defineAction('fail', () => Promise.reject(new Error('no')));
    await router.navigate('/cart');
    await tick(50);
    await router.data.run(failAction, undefined).catch(() => {});
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

describe('router.load', () => {
  it('starts the loaders on screen now, and resolves with their states once settled', async () => {
    const { router, calls } = setup({ initial: '/product/4/reviews/1' });
    const loaded = router.load();
    await tick(0); // not the batch delay's 10 ms
    expect(calls).toEqual(['product {"id":"4","page":"1"}', 'reviews {"id":"4","page":"1"}']);
    await tick(50);
    const states = await loaded;
    expect(states.map((state) => [state.status, state.data])).toEqual([
      ['success', 'product {"id":"4","page":"1"}'],
      ['success', 'reviews {"id":"4","page":"1"}'],
    ]);
    // The batch delay started nothing more; loading again serves the cache.
    await tick(50);
    await router.load();
    expect(calls).toHaveLength(2);
  });

  it('shares a load already running', async () => {
    const { router, calls } = setup({ initial: '/products' });
    await tick(10); // the navigation's own load starts
    const [state] = await Promise.all([router.load().then((s) => s[0]), tick(50)]);
    expect(state?.data).toBe('products');
    expect(calls).toEqual(['products']);
  });

  it('aborts the loads and rejects with the reason when its signal aborts', async () => {
    const { router, signals, state } = setup({ initial: '/products' });
    const controller = new AbortController();
    const loaded = router.load({ signal: controller.signal });
    const reason = new Error('client went away');
    controller.abort(reason);
    await expect(loaded).rejects.toBe(reason);
    expect(signals.get('products')?.aborted).toBe(true);
    await tick(50);
    expect(state('products').status).not.toBe('success');
    // An aborted signal rejects at once, loading nothing.
    await expect(router.load({ signal: controller.signal })).rejects.toBe(reason);
  });

  it('has nothing to load without a registry', async () => {
    const router = new Router({ routes, history: createMemoryHistory(['/products']) });
    await expect(router.load()).resolves.toEqual([]);
    router.destroy();
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
    const products = vi.fn(() => ['p1']);
    const productsLoader = defineLoader('products', products);
    const addAction = defineAction('addToCart', () => 'added');
    const router = new Router({
      routes: [{ path: '/products', loader: productsLoader }],
      history: createMemoryHistory(['/products']),
      log,
    });
    expect(router.hasData).toBe(false);
    expect(router.data.loaderState(productsLoader).value.status).toBe('idle');
    expect(router.data.actionState(addAction).value.status).toBe('idle');
    await expect(router.data.load(productsLoader, {})).resolves.toMatchObject({ status: 'idle' });
    await expect(router.data.run(addAction, undefined)).rejects.toThrow(
      'No data registry (attachData)',
    );
    const statuses: string[] = [];
    const watch = effect(
      () => void statuses.push(router.data.loaderState(productsLoader).value.status),
    );
    await expect(router.reload()).resolves.toEqual([]);
    await tick(20);
    expect(log).not.toHaveBeenCalled(); // waiting for a registry is not an error
    const seen: boolean[] = [];
    const stop = effect(() => void seen.push(router.hasData));

    router.attachData(new DataRegistry());
    expect(router.hasData).toBe(true);
    expect(seen).toEqual([false, true]); // readers of hasData (route views) follow it
    stop();
    await tick(20);
    expect(products).toHaveBeenCalledTimes(1);
    expect(router.data.loaderState(productsLoader).peek().data).toEqual(['p1']);
    // What read the idle source's state follows the registry once it is attached.
    expect(statuses.at(-1)).toBe('success');
    expect(statuses).toContain('loading');
    watch();
    await expect(router.data.run(addAction, undefined)).resolves.toBe('added');
    router.destroy();
  });

  it('refreshes refresh-on-action routes after an action on an attached registry', async () => {
    const cart = vi.fn(() => 'cart');
    const cartLoader = defineLoader('cart', cart);
    const addAction = defineAction('add', () => 'ok');
    const router = new Router({
      routes: [{ path: '/cart', loader: cartLoader, refreshOnAction: true }],
      history: createMemoryHistory(['/cart']),
    });
    router.attachData(new DataRegistry());
    await tick(20);
    expect(cart).toHaveBeenCalledTimes(1);
    await router.data.run(addAction, undefined);
    await tick(20);
    expect(cart).toHaveBeenCalledTimes(2);
    router.destroy();
  });
});
