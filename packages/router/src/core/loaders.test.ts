import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effect } from '@tendril/signals';
import {
  DataRegistry,
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
      attempt: 1,
      maxAttempts: 4,
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
