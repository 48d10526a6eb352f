import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataRegistry, isAbortError, type DataOptions, type LoaderContext } from './loaders.ts';
import { defineLoader } from './handles.ts';

// Fake timers before each registry is made, so the cache clock is the fake one too.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

function setup(options: DataOptions = {}) {
  const log = vi.fn();
  const data = new DataRegistry({ log, ...options });
  return { data, log };
}

const failing = (message = 'boom') =>
  vi.fn(() => {
    throw new Error(message);
  });

describe('cache', () => {
  it('a fresh hit does not run the loader again', async () => {
    const { data } = setup();
    const fn = vi.fn(async ({ params }: LoaderContext) => `item ${params.id}`);
    const itemLoader = defineLoader('item', fn);
    await data.load(itemLoader, { id: '1' });
    await data.load(itemLoader, { id: '2' });
    const state = await data.load(itemLoader, { id: '1' });
    expect(state).toMatchObject({ status: 'success', data: 'item 1', stale: false });
    expect(data.loaderState(itemLoader).value.data).toBe('item 1');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs again once the TTL has passed', async () => {
    const { data } = setup({ cacheTtlMs: 1000 });
    let n = 0;
    const aLoader = defineLoader('a', () => ++n);
    await data.load(aLoader, {});
    await tick(1000);
    expect((await data.load(aLoader, {})).data).toBe(1);
    await tick(1);
    expect((await data.load(aLoader, {})).data).toBe(2);
  });

  it('force bypasses a fresh entry', async () => {
    const { data } = setup();
    let n = 0;
    const aLoader = defineLoader('a', () => ++n);
    await data.load(aLoader, {});
    expect((await data.load(aLoader, {}, { force: true })).data).toBe(2);
  });

  it('cache: false runs every time', async () => {
    const { data } = setup();
    const fn = vi.fn(() => 'x');
    const aLoader = defineLoader('a', fn, { cache: false });
    await data.load(aLoader, {});
    await data.load(aLoader, {});
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('holds 1000 results by default and drops the least recently used beyond cacheSize', async () => {
    expect(setup().data.cache.maxSize).toBe(1000);
    const { data } = setup({ cacheSize: 2 });
    const fn = vi.fn(({ params }: LoaderContext) => params.id);
    const aLoader = defineLoader('a', fn);
    await data.load(aLoader, { id: '1' });
    await data.load(aLoader, { id: '2' });
    await data.load(aLoader, { id: '1' }); // a hit: 1 is now the most recent
    await data.load(aLoader, { id: '3' }); // evicts 2
    expect(fn).toHaveBeenCalledTimes(3);
    await data.load(aLoader, { id: '1' });
    expect(fn).toHaveBeenCalledTimes(3);
    await data.load(aLoader, { id: '2' });
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('loaders with the same cacheKey share results', async () => {
    const { data } = setup();
    const fn = vi.fn(({ params }: LoaderContext) => `product ${params.id}`);
    const productLoader = defineLoader('product', fn, { key: (p) => 'product-' + p.id });
    await data.load(productLoader, { id: '1', tab: 'specs' });
    const state = await data.load(productLoader, { id: '1', tab: 'reviews', page: '2' });
    expect(state.data).toBe('product 1');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('invalidate drops results so they load again', async () => {
    const { data } = setup();
    const fn = vi.fn(() => 'x');
    const aLoader = defineLoader('a', fn);
    await data.load(aLoader, { id: '1' });
    data.invalidate((key) => key.startsWith('a:'));
    await data.load(aLoader, { id: '1' });
    data.invalidate();
    await data.load(aLoader, { id: '1' });
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('prime shows a fresh result at once, or marks the loader loading', async () => {
    const { data } = setup();
    const aLoader = defineLoader('a', () => 'x');
    expect(data.prime(aLoader, {})).toBe(false);
    expect(data.loaderState(aLoader).value.status).toBe('loading');
    await data.load(aLoader, {});
    expect(data.prime(aLoader, {})).toBe(true);
    expect(data.loaderState(aLoader).value).toMatchObject({ status: 'success', data: 'x' });
    expect(data.prime(aLoader, { other: '1' })).toBe(false);
    expect(data.loaderState(aLoader).value).toMatchObject({ status: 'loading', data: undefined });
  });
});

describe('stale-if-error', () => {
  it('serves an expired result, marked stale with the error, when loading fails', async () => {
    const { data, log } = setup({ cacheTtlMs: 1000, retries: 0 });
    let fail = false;
    const aLoader = defineLoader('a', () => {
      if (fail) throw new Error('down');
      return 'v1';
    });
    const first = await data.load(aLoader, {});
    await tick(5000);
    fail = true;
    const state = await data.load(aLoader, {});
    expect(state).toEqual({
      status: 'success',
      data: 'v1',
      error: expect.objectContaining({ message: 'down' }),
      stale: true,
      key: first.key,
      updatedAt: first.updatedAt,
      attempt: 1,
      maxAttempts: 1,
    });
    expect(data.loaderState(aLoader).value).toEqual(state);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('falls back at once when offline', async () => {
    const { data } = setup({ cacheTtlMs: 1000, isOnline: () => false });
    let fail = false;
    const fn = vi.fn(() => {
      if (fail) throw new Error('offline');
      return 'cached';
    });
    const aLoader = defineLoader('a', fn);
    await data.load(aLoader, {});
    await tick(2000);
    fail = true;
    expect(await data.load(aLoader, {})).toMatchObject({ status: 'success', stale: true });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('keeps a result as a fallback for 12 TTLs, then the sweep (every 60000 ms) drops it', async () => {
    const { data } = setup({ cacheTtlMs: 10_000, retries: 0 });
    let fail = false;
    const aLoader = defineLoader('a', () => {
      if (fail) throw new Error('down');
      return 'v1';
    });
    await data.load(aLoader, {});
    fail = true;
    await tick(119_000); // 11.9 TTLs: expired, still a fallback
    expect(await data.load(aLoader, {})).toMatchObject({ data: 'v1', stale: true });
    await tick(61_000); // past 12 TTLs, and a sweep has run since
    expect(data.cache.size.value).toBe(0);
    expect(await data.load(aLoader, {})).toMatchObject({ status: 'error', stale: false });
  });

  it('counts cache hits and misses on the cache signals', async () => {
    const { data } = setup();
    const aLoader = defineLoader('a', () => 'x');
    await data.load(aLoader, {}); // miss, then stored
    await data.load(aLoader, {}); // hit
    data.prime(aLoader, {}); // hit
    expect([data.cache.hits.value, data.cache.misses.value]).toEqual([2, 1]);
  });

  it('is an error when nothing was cached for that key', async () => {
    const { data } = setup({ retries: 0 });
    const aLoader = defineLoader('a', ({ params }) => {
      if (params.id === '2') throw new Error('down');
      return 'one';
    });
    await data.load(aLoader, { id: '1' });
    expect(await data.load(aLoader, { id: '2' })).toMatchObject({ status: 'error', stale: false });
  });
});

describe('aborting', () => {
  it('settles back quietly, never as an error', async () => {
    const { data, log } = setup();
    let signal: AbortSignal | undefined;
    const aLoader = defineLoader('a', (ctx) => {
      signal = ctx.signal;
      return new Promise((_, reject) =>
        ctx.signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
      );
    });
    const result = data.load(aLoader, { id: '1' });
    await tick(0);
    data.abortKeys([data.keyFor(aLoader, { id: '1' })]);
    const state = await result;
    expect(signal?.aborted).toBe(true);
    expect(state.status).not.toBe('error');
    expect(data.loaderState(aLoader).value).toMatchObject({ status: 'idle', error: undefined });
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps the data it had for that key', async () => {
    const { data } = setup();
    let n = 0;
    const aLoader = defineLoader('a', () => (++n === 1 ? 'first' : new Promise(() => {})));
    await data.load(aLoader, {});
    const result = data.load(aLoader, {}, { force: true });
    data.abortKeys([data.keyFor(aLoader, {})]);
    await result;
    expect(data.loaderState(aLoader).value).toMatchObject({ status: 'success', data: 'first' });
  });

  it('stops retrying when aborted during the backoff', async () => {
    const { data } = setup();
    const fn = failing();
    const aLoader = defineLoader('a', fn);
    const result = data.load(aLoader, {});
    await tick(500);
    data.abortKeys([data.keyFor(aLoader, {})]);
    await tick(10_000);
    expect((await result).status).not.toBe('error');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(data.loaderState(aLoader).value.status).toBe('idle');
  });

  it('recognises abort errors', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(AbortSignal.abort().reason)).toBe(true);
    // Recognised by the standard name, never by a message.
    expect(isAbortError(new Error('Aborted'))).toBe(false);
    expect(isAbortError(new Error('Loader timeout after 5 ms'))).toBe(false);
    expect(isAbortError('Aborted')).toBe(false);
  });
});

describe('overlapping keys', () => {
  it('a slower run for an older key does not overwrite the newer one', async () => {
    const { data } = setup();
    const aLoader = defineLoader('a', async ({ params }) => {
      await new Promise((r) => setTimeout(r, params.id === '1' ? 100 : 10));
      return params.id;
    });
    const older = data.load(aLoader, { id: '1' });
    const newer = data.load(aLoader, { id: '2' });
    await tick(10);
    await newer;
    expect(data.loaderState(aLoader).value).toMatchObject({ status: 'success', data: '2' });
    await tick(100);
    await older;
    expect(data.loaderState(aLoader).value.data).toBe('2');
  });
});
