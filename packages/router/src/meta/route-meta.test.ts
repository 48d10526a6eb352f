import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { effect, signal } from '@tendril/signals';
import { defineLoader } from '../core/handles.ts';
import { createRouter } from '../core/create-router.ts';
import type { DataRegistry } from '../core/loaders.ts';
import { createMemoryHistory } from '../core/memory-history.ts';
import { defineRoute } from '../core/route.ts';
import { Router } from '../core/router.ts';
import { createMetaCache } from './cache.ts';
import { routeMeta } from './route-meta.ts';
import type { MetaContext, MetaLoader, PageMeta } from './types.ts';
import type { Route } from '../core/types.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const products: Record<string, { name: string; price: number }> = {
  '1': { name: 'Lamp', price: 20 },
  '2': { name: 'Desk', price: 150 },
};

function productMetaOf({ params, data }: MetaContext): PageMeta {
  const product = data as { name: string; price: number } | undefined;
  return product
    ? { title: product.name, product: { name: product.name, price: product.price } }
    : { title: 'Product Not Found', robots: 'noindex', canonical: `/product/${params.id}` };
}

function setup(loadMeta: Mock<MetaLoader> = vi.fn<MetaLoader>(productMetaOf)) {
  const productLoader = defineLoader('product', async ({ params }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const product = products[params.id!];
    if (!product) throw new Error('404 Not Found');
    return product;
  });
  const routes: Route[] = [
    { path: '/', meta: { title: 'Home', description: 'The shop', app: 'shop' } },
    {
      path: '/product/:id',
      loader: productLoader,
      meta: { title: 'Product', description: 'A product' },
      loadMeta,
      children: [{ path: 'reviews', meta: { title: 'Reviews' } }],
    },
    { path: '/product/:id/preview', portal: true, meta: { title: 'Preview' } },
    {
      path: '/broken',
      meta: { description: 'Broken' },
      loadMeta: () => Promise.reject(new Error('x')),
    },
  ];
  const router = createRouter({
    routes,
    history: createMemoryHistory(['/']),
    loaderDelayMs: 0,
    retries: 0,
    log: vi.fn(),
  });
  const log = vi.fn();
  const cache = createMetaCache({ log });
  const meta = routeMeta(router, cache);
  const seen: PageMeta[] = [];
  const stop = effect(() => {
    seen.push(meta.value);
  });
  return { router, meta, loadMeta, log, seen, stop };
}

describe('routeMeta', () => {
  it('shows a route static meta, keeping only page fields', () => {
    const { meta } = setup();
    expect(meta.value).toEqual({ title: 'Home', description: 'The shop' });
  });

  it('waits for the loader data, then merges the meta loader result over the static meta', async () => {
    const { router, meta, loadMeta } = setup();
    await router.navigate('/product/1');
    expect(meta.value).toEqual({ title: 'Product', description: 'A product' });
    expect(loadMeta).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(loadMeta).toHaveBeenCalledOnce();
    expect(loadMeta).toHaveBeenCalledWith({ params: { id: '1' }, data: products['1'] });
    expect(meta.value).toEqual({
      title: 'Lamp',
      description: 'A product',
      product: { name: 'Lamp', price: 20 },
    });
  });

  it('never hands the meta loader the previous page data', async () => {
    const { router, meta, loadMeta } = setup();
    await router.navigate('/product/1');
    await vi.advanceTimersByTimeAsync(100);
    await router.navigate('/product/2');
    await vi.advanceTimersByTimeAsync(0);
    expect(meta.value.title).toBe('Product');
    await vi.advanceTimersByTimeAsync(100);
    expect(loadMeta).toHaveBeenLastCalledWith({ params: { id: '2' }, data: products['2'] });
    expect(meta.value.title).toBe('Desk');
  });

  it('gives an unknown product the not-found meta (the loader failed, so no data)', async () => {
    const { router, meta } = setup();
    await router.navigate('/product/999');
    await vi.advanceTimersByTimeAsync(100);
    expect(meta.value).toEqual({
      title: 'Product Not Found',
      description: 'A product',
      robots: 'noindex',
      canonical: '/product/999',
    });
  });

  it('reuses an async meta loader’s result when coming back to the same data', async () => {
    const { router, meta, loadMeta } = setup(vi.fn(async (c: MetaContext) => productMetaOf(c)));
    await router.navigate('/product/1');
    await vi.advanceTimersByTimeAsync(100);
    await router.navigate('/');
    expect(meta.value.title).toBe('Home');
    expect(meta.value.product).toBeUndefined();
    await router.navigate('/product/1');
    await vi.advanceTimersByTimeAsync(0);
    expect(meta.value.title).toBe('Lamp');
    expect(loadMeta).toHaveBeenCalledOnce();
  });

  it('runs an async meta loader again when the data changes: no stale title after an edit', async () => {
    const { router, meta, loadMeta } = setup(vi.fn(async (c: MetaContext) => productMetaOf(c)));
    await router.navigate('/product/1');
    await vi.advanceTimersByTimeAsync(100);
    expect(meta.value.title).toBe('Lamp');
    products['1'] = { name: 'Desk lamp', price: 20 };
    try {
      await router.navigate('/');
      (router.data as DataRegistry).invalidate();
      await router.navigate('/product/1');
      await vi.advanceTimersByTimeAsync(100);
      expect(meta.value.title).toBe('Desk lamp');
      expect(loadMeta).toHaveBeenCalledTimes(2);
    } finally {
      products['1'] = { name: 'Lamp', price: 20 };
    }
  });

  it('follows the signals a synchronous meta loader reads, at once', async () => {
    const names = signal<Record<string, string>>({ '1': 'Lamp' });
    const { router, meta } = setup(
      vi.fn(({ params }: MetaContext) => ({ title: names.value[params.id!] })),
    );
    await router.navigate('/product/1');
    await vi.advanceTimersByTimeAsync(100);
    expect(meta.value.title).toBe('Lamp');
    names.value = { '1': 'Desk lamp' };
    expect(meta.value.title).toBe('Desk lamp');
  });

  it('lets child routes and an open modal win', async () => {
    const { router, meta } = setup();
    await router.navigate('/product/1/reviews');
    await vi.advanceTimersByTimeAsync(100);
    expect(meta.value.title).toBe('Reviews');
    expect(meta.value.product?.name).toBe('Lamp');
    await router.navigate('/product/1/preview');
    expect(meta.value.title).toBe('Preview');
    router.closePortal();
    expect(meta.value.title).toBe('Reviews');
  });

  it('logs a failing async meta loader once and keeps the static meta', async () => {
    const { router, meta, log } = setup();
    await router.navigate('/broken');
    await vi.advanceTimersByTimeAsync(0);
    expect(meta.value).toEqual({ description: 'Broken' });
    expect(log).toHaveBeenCalledOnce();
  });

  it('hands a function loader’s data (for these params and query) to the meta loader', async () => {
    const story = defineRoute({
      path: '/item/:id',
      loader: async ({ params, search }) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { title: `Story ${params.id}`, page: search.get('p') };
      },
      loadMeta: ({ data }) => ({ title: (data as { title: string; page: string }).title }),
    });
    const router = createRouter({
      routes: [{ path: '/' }, story],
      history: createMemoryHistory(['/item/1?p=1']),
      loaderDelayMs: 0,
    });
    const meta = routeMeta(router, createMetaCache());
    const titles: (string | undefined)[] = [];
    const stop = effect(() => void titles.push(meta.value.title));
    await vi.advanceTimersByTimeAsync(50);
    expect(meta.value.title).toBe('Story 1');
    await router.navigate('/item/2?p=1');
    await vi.advanceTimersByTimeAsync(50);
    expect(meta.value.title).toBe('Story 2');
    expect(titles).toEqual([undefined, 'Story 1', undefined, 'Story 2']);
    stop();
    router.destroy();
  });

  it('works with a router that has no data registry', async () => {
    const router = new Router({
      routes: [
        { path: '/', loader: defineLoader('x', () => 1), loadMeta: () => ({ title: 'Bare' }) },
      ],
      history: createMemoryHistory(['/']),
    });
    expect(routeMeta(router, createMetaCache()).value).toEqual({ title: 'Bare' });
    router.destroy();
  });

  it('is one signal per router and cache', () => {
    const { router, meta } = setup();
    expect(routeMeta(router, createMetaCache())).not.toBe(meta);
    const cache = createMetaCache();
    expect(routeMeta(router, cache)).toBe(routeMeta(router, cache));
  });
});
