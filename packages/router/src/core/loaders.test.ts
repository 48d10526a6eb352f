import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effect } from '@tendril/signals';
import {
  DataRegistry,
  isAbortError,
  NotRegisteredError,
  type DataOptions,
  type LoaderContext,
  type LoaderStatus,
} from './loaders.ts';

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

/** Every status the loader's signal goes through. */
function statuses(data: DataRegistry, name: string) {
  const seen: LoaderStatus[] = [];
  const stop = effect(() => {
    seen.push(data.loaderState(name).value.status);
  });
  return { seen, stop };
}

const failing = (message = 'boom') =>
  vi.fn(() => {
    throw new Error(message);
  });

describe('loading', () => {
  it('goes idle → loading → success, with the data, key and time', async () => {
    const { data } = setup();
    data.registerLoader('user', ({ params }) => Promise.resolve({ id: params.id }));
    const { seen, stop } = statuses(data, 'user');
    const result = data.load('user', { id: '1' });
    expect(data.loaderState('user').value.status).toBe('loading');
    const state = await result;
    stop();
    expect(seen).toEqual(['idle', 'loading', 'success']);
    expect(state).toEqual({
      status: 'success',
      data: { id: '1' },
      error: undefined,
      stale: false,
      key: data.keyFor('user', { id: '1' }),
      updatedAt: Date.now(),
    });
    expect(data.loaderState('user').value).toEqual(state);
  });

  it('goes idle → loading → error when every attempt fails, and logs it', async () => {
    const { data, log } = setup({ retries: 0 });
    const error = new Error('500');
    data.registerLoader('user', () => Promise.reject(error));
    const { seen, stop } = statuses(data, 'user');
    const state = await data.load('user', {});
    stop();
    expect(seen).toEqual(['idle', 'loading', 'error']);
    expect(state).toMatchObject({ status: 'error', error, data: undefined, stale: false });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('user'), error);
  });

  it('turns thrown non-errors into errors', async () => {
    const { data } = setup({ retries: 0 });
    data.registerLoader('a', () => Promise.reject('nope'));
    data.registerLoader('b', () => Promise.reject({ code: 1 }));
    expect((await data.load('a', {})).error?.message).toBe('nope');
    expect((await data.load('b', {})).error?.message).toBe('An unexpected error occurred');
  });

  it('shares one run between loads of the same key', async () => {
    const { data } = setup();
    const fn = vi.fn(async () => 'x');
    data.registerLoader('a', fn);
    const [first, second] = [data.load('a', { id: '1' }), data.load('a', { id: '1' })];
    expect(first).toBe(second);
    await first;
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('keys default to the name and sorted params; cacheKey overrides', () => {
    const { data } = setup();
    data.registerLoader('p', () => 1, { cacheKey: (p) => `product-${p.id}` });
    expect(data.keyFor('q', { b: '2', a: '1' })).toBe(data.keyFor('q', { a: '1', b: '2' }));
    expect(data.keyFor('q', { a: '1' })).not.toBe(data.keyFor('r', { a: '1' }));
    expect(data.keyFor('p', { id: '9', tab: 'x' })).toBe('product-9');
  });

  it('lists registered names', () => {
    const { data } = setup();
    data.registerLoader('a', () => 1);
    data.registerAction('save', () => 1);
    expect(data.loaderNames).toEqual(['a']);
    expect(data.actionNames).toEqual(['save']);
  });
});

describe('an unknown loader', () => {
  it('reads as an error "Loader not found"', () => {
    const { data } = setup();
    const state = data.loaderState('nope').value;
    expect(state.status).toBe('error');
    expect(state.error).toBeInstanceOf(NotRegisteredError);
    expect(state.error?.message).toBe('Loader not found');
  });

  it('loads as that error, logged, without throwing', async () => {
    const { data, log } = setup();
    const state = await data.load('nope', {});
    expect(state).toMatchObject({ status: 'error', error: { message: 'Loader not found' } });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('nope'), state.error);
  });
});

describe('timeout', () => {
  it('fails an attempt after timeoutMs with "Loader timeout after N ms" and aborts it', async () => {
    const { data } = setup({ timeoutMs: 50, retries: 0 });
    let signal: AbortSignal | undefined;
    data.registerLoader('slow', (ctx) => {
      signal = ctx.signal;
      return new Promise(() => {});
    });
    const result = data.load('slow', {});
    await tick(49);
    expect(data.loaderState('slow').value.status).toBe('loading');
    await tick(1);
    const state = await result;
    expect(state.status).toBe('error');
    expect(state.error?.message).toBe('Loader timeout after 50 ms');
    expect(signal?.aborted).toBe(true);
  });

  it('a per-loader timeout wins over the default', async () => {
    const { data } = setup({ timeoutMs: 10_000, retries: 0 });
    data.registerLoader('slow', () => new Promise(() => {}), { timeoutMs: 5 });
    const result = data.load('slow', {});
    await tick(5);
    expect((await result).error?.message).toBe('Loader timeout after 5 ms');
  });
});

describe('retries', () => {
  it('retries 3 times with a backoff of 1000, 2000 and 4000 ms', async () => {
    const { data, log } = setup();
    const attempts: number[] = [];
    data.registerLoader('flaky', ({ attempt }: LoaderContext) => {
      attempts.push(attempt);
      throw new Error(`fail ${attempt}`);
    });
    const result = data.load('flaky', {});
    await tick(0);
    expect(attempts).toEqual([1]);
    await tick(999);
    expect(attempts).toEqual([1]);
    await tick(1);
    expect(attempts).toEqual([1, 2]);
    await tick(1999);
    expect(attempts).toEqual([1, 2]);
    await tick(1);
    expect(attempts).toEqual([1, 2, 3]);
    await tick(3999);
    expect(attempts).toEqual([1, 2, 3]);
    expect(data.loaderState('flaky').value.status).toBe('loading');
    await tick(1);
    expect(attempts).toEqual([1, 2, 3, 4]);
    const state = await result;
    expect(state.error?.message).toBe('fail 4');
    expect(log).toHaveBeenCalledTimes(1);
    await tick(60_000);
    expect(attempts).toHaveLength(4);
  });

  it('stops at the first success', async () => {
    const { data } = setup({ retryDelayMs: 10 });
    const fn = vi.fn(({ attempt }: LoaderContext) => {
      if (attempt < 3) throw new Error('not yet');
      return 'ok';
    });
    data.registerLoader('flaky', fn);
    const result = data.load('flaky', {});
    await tick(30);
    expect(await result).toMatchObject({ status: 'success', data: 'ok', error: undefined });
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('follows per-loader retries and retryDelayMs', async () => {
    const { data } = setup();
    const fn = failing();
    data.registerLoader('a', fn, { retries: 1, retryDelayMs: 5 });
    const result = data.load('a', {});
    await tick(5);
    expect((await result).status).toBe('error');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('does not retry an error marked retryable: false', async () => {
    const { data } = setup();
    const fn = vi.fn(() => {
      throw Object.assign(new Error('404'), { retryable: false });
    });
    data.registerLoader('a', fn);
    const state = await data.load('a', {});
    expect(state).toMatchObject({ status: 'error', error: { message: '404' } });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does not retry while offline', async () => {
    const { data } = setup({ isOnline: () => false });
    const fn = failing('offline');
    data.registerLoader('a', fn);
    const state = await data.load('a', {});
    expect(state.status).toBe('error');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('retries a timed-out attempt', async () => {
    const { data } = setup({ timeoutMs: 100, retryDelayMs: 10, retries: 1 });
    const fn = vi.fn(({ attempt }: LoaderContext) =>
      attempt === 1 ? new Promise(() => {}) : 'second time',
    );
    data.registerLoader('a', fn);
    const result = data.load('a', {});
    await tick(110);
    expect(await result).toMatchObject({ status: 'success', data: 'second time' });
  });
});

describe('cache', () => {
  it('a fresh hit does not run the loader again', async () => {
    const { data } = setup();
    const fn = vi.fn(async ({ params }: LoaderContext) => `item ${params.id}`);
    data.registerLoader('item', fn);
    await data.load('item', { id: '1' });
    await data.load('item', { id: '2' });
    const state = await data.load('item', { id: '1' });
    expect(state).toMatchObject({ status: 'success', data: 'item 1', stale: false });
    expect(data.loaderState('item').value.data).toBe('item 1');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs again once the TTL has passed', async () => {
    const { data } = setup({ cacheTtlMs: 1000 });
    let n = 0;
    data.registerLoader('a', () => ++n);
    await data.load('a', {});
    await tick(1000);
    expect((await data.load('a', {})).data).toBe(1);
    await tick(1);
    expect((await data.load('a', {})).data).toBe(2);
  });

  it('force bypasses a fresh entry', async () => {
    const { data } = setup();
    let n = 0;
    data.registerLoader('a', () => ++n);
    await data.load('a', {});
    expect((await data.load('a', {}, true)).data).toBe(2);
  });

  it('cache: false runs every time', async () => {
    const { data } = setup();
    const fn = vi.fn(() => 'x');
    data.registerLoader('a', fn, { cache: false });
    await data.load('a', {});
    await data.load('a', {});
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('holds 1000 results by default and drops the least recently used beyond cacheSize', async () => {
    expect(setup().data.cache.maxEntries).toBe(1000);
    const { data } = setup({ cacheSize: 2 });
    const fn = vi.fn(({ params }: LoaderContext) => params.id);
    data.registerLoader('a', fn);
    await data.load('a', { id: '1' });
    await data.load('a', { id: '2' });
    await data.load('a', { id: '1' }); // a hit: 1 is now the most recent
    await data.load('a', { id: '3' }); // evicts 2
    expect(fn).toHaveBeenCalledTimes(3);
    await data.load('a', { id: '1' });
    expect(fn).toHaveBeenCalledTimes(3);
    await data.load('a', { id: '2' });
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('loaders with the same cacheKey share results', async () => {
    const { data } = setup();
    const fn = vi.fn(({ params }: LoaderContext) => `product ${params.id}`);
    data.registerLoader('product', fn, { cacheKey: (p) => 'product-' + p.id });
    await data.load('product', { id: '1', tab: 'specs' });
    const state = await data.load('product', { id: '1', tab: 'reviews', page: '2' });
    expect(state.data).toBe('product 1');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('invalidate drops results so they load again', async () => {
    const { data } = setup();
    const fn = vi.fn(() => 'x');
    data.registerLoader('a', fn);
    await data.load('a', { id: '1' });
    data.invalidate((key) => key.startsWith('a:'));
    await data.load('a', { id: '1' });
    data.invalidate();
    await data.load('a', { id: '1' });
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('prime shows a fresh result at once, or marks the loader loading', async () => {
    const { data } = setup();
    data.registerLoader('a', () => 'x');
    expect(data.prime('a', {})).toBe(false);
    expect(data.loaderState('a').value.status).toBe('loading');
    await data.load('a', {});
    expect(data.prime('a', {})).toBe(true);
    expect(data.loaderState('a').value).toMatchObject({ status: 'success', data: 'x' });
    expect(data.prime('a', { other: '1' })).toBe(false);
    expect(data.loaderState('a').value).toMatchObject({ status: 'loading', data: undefined });
  });
});

describe('stale-if-error', () => {
  it('serves an expired result, marked stale with the error, when loading fails', async () => {
    const { data, log } = setup({ cacheTtlMs: 1000, retries: 0 });
    let fail = false;
    data.registerLoader('a', () => {
      if (fail) throw new Error('down');
      return 'v1';
    });
    const first = await data.load('a', {});
    await tick(5000);
    fail = true;
    const state = await data.load('a', {});
    expect(state).toEqual({
      status: 'success',
      data: 'v1',
      error: expect.objectContaining({ message: 'down' }),
      stale: true,
      key: first.key,
      updatedAt: first.updatedAt,
    });
    expect(data.loaderState('a').value).toEqual(state);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('falls back at once when offline', async () => {
    const { data } = setup({ cacheTtlMs: 1000, isOnline: () => false });
    let fail = false;
    const fn = vi.fn(() => {
      if (fail) throw new Error('offline');
      return 'cached';
    });
    data.registerLoader('a', fn);
    await data.load('a', {});
    await tick(2000);
    fail = true;
    expect(await data.load('a', {})).toMatchObject({ status: 'success', stale: true });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('is an error when nothing was cached for that key', async () => {
    const { data } = setup({ retries: 0 });
    data.registerLoader('a', ({ params }) => {
      if (params.id === '2') throw new Error('down');
      return 'one';
    });
    await data.load('a', { id: '1' });
    expect(await data.load('a', { id: '2' })).toMatchObject({ status: 'error', stale: false });
  });
});

describe('aborting', () => {
  it('settles back quietly, never as an error', async () => {
    const { data, log } = setup();
    let signal: AbortSignal | undefined;
    data.registerLoader('a', (ctx) => {
      signal = ctx.signal;
      return new Promise((_, reject) =>
        ctx.signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
      );
    });
    const result = data.load('a', { id: '1' });
    await tick(0);
    data.abortKeys([data.keyFor('a', { id: '1' })]);
    const state = await result;
    expect(signal?.aborted).toBe(true);
    expect(state.status).not.toBe('error');
    expect(data.loaderState('a').value).toMatchObject({ status: 'idle', error: undefined });
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps the data it had for that key', async () => {
    const { data } = setup();
    let n = 0;
    data.registerLoader('a', () => (++n === 1 ? 'first' : new Promise(() => {})));
    await data.load('a', {});
    const result = data.load('a', {}, true);
    data.abortKeys([data.keyFor('a', {})]);
    await result;
    expect(data.loaderState('a').value).toMatchObject({ status: 'success', data: 'first' });
  });

  it('stops retrying when aborted during the backoff', async () => {
    const { data } = setup();
    const fn = failing();
    data.registerLoader('a', fn);
    const result = data.load('a', {});
    await tick(500);
    data.abortKeys([data.keyFor('a', {})]);
    await tick(10_000);
    expect((await result).status).not.toBe('error');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(data.loaderState('a').value.status).toBe('idle');
  });

  it('recognises abort errors', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('Loader cancelled'))).toBe(true);
    expect(isAbortError(new Error('Aborted'))).toBe(true);
    expect(isAbortError(new Error('Loader timeout after 5 ms'))).toBe(false);
    expect(isAbortError('Aborted')).toBe(false);
  });
});

describe('overlapping keys', () => {
  it('a slower run for an older key does not overwrite the newer one', async () => {
    const { data } = setup();
    data.registerLoader('a', async ({ params }) => {
      await new Promise((r) => setTimeout(r, params.id === '1' ? 100 : 10));
      return params.id;
    });
    const older = data.load('a', { id: '1' });
    const newer = data.load('a', { id: '2' });
    await tick(10);
    await newer;
    expect(data.loaderState('a').value).toMatchObject({ status: 'success', data: '2' });
    await tick(100);
    await older;
    expect(data.loaderState('a').value.data).toBe('2');
  });
});
