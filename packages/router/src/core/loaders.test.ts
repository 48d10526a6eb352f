import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effect } from '@tendril/signals';
import {
  DataRegistry,
  type DataOptions,
  type LoaderContext,
  type LoaderStatus,
} from './loaders.ts';
import { defineAction, defineLoader } from './handles.ts';
import type { LoaderHandle } from './types.ts';

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
function statuses(data: DataRegistry, loader: LoaderHandle) {
  const seen: LoaderStatus[] = [];
  const stop = effect(() => {
    seen.push(data.loaderState(loader).value.status);
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
    const userLoader = defineLoader('user', ({ params }) => Promise.resolve({ id: params.id }));
    const { seen, stop } = statuses(data, userLoader);
    const result = data.load(userLoader, { id: '1' });
    expect(data.loaderState(userLoader).value.status).toBe('loading');
    const state = await result;
    stop();
    expect(seen).toEqual(['idle', 'loading', 'success']);
    expect(state).toEqual({
      status: 'success',
      data: { id: '1' },
      error: undefined,
      stale: false,
      key: data.keyFor(userLoader, { id: '1' }),
      updatedAt: Date.now(),
      attempt: 1,
      maxAttempts: 4,
    });
    expect(data.loaderState(userLoader).value).toEqual(state);
  });

  it('goes idle → loading → error when every attempt fails, and logs it', async () => {
    const { data, log } = setup({ retries: 0 });
    const error = new Error('500');
    const userLoader = defineLoader('user', () => Promise.reject(error));
    const { seen, stop } = statuses(data, userLoader);
    const state = await data.load(userLoader, {});
    stop();
    expect(seen).toEqual(['idle', 'loading', 'error']);
    expect(state).toMatchObject({ status: 'error', error, data: undefined, stale: false });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('user'), error);
  });

  it('turns thrown non-errors into errors', async () => {
    const { data } = setup({ retries: 0 });
    const aLoader = defineLoader('a', () => Promise.reject('nope'));
    const bLoader = defineLoader('b', () => Promise.reject({ code: 1 }));
    expect((await data.load(aLoader, {})).error?.message).toBe('nope');
    expect((await data.load(bLoader, {})).error?.message).toBe('An unexpected error occurred');
  });

  it('shares one run between loads of the same key', async () => {
    const { data } = setup();
    const fn = vi.fn(async () => 'x');
    const aLoader = defineLoader('a', fn);
    const [first, second] = [data.load(aLoader, { id: '1' }), data.load(aLoader, { id: '1' })];
    expect(first).toBe(second);
    await first;
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('keys default to the name and sorted params; the key option overrides', () => {
    const { data } = setup();
    const pLoader = defineLoader('p', () => 1, { key: (p) => `product-${p.id}` });
    const q = defineLoader('q', () => 1);
    const r = defineLoader('r', () => 1);
    expect(data.keyFor(q, { b: '2', a: '1' })).toBe(data.keyFor(q, { a: '1', b: '2' }));
    expect(data.keyFor(q, { a: '1' })).not.toBe(data.keyFor(r, { a: '1' }));
    expect(data.keyFor(pLoader, { id: '9', tab: 'x' })).toBe('product-9');
  });

  it('lists the loaders and actions it has seen, by name', async () => {
    const { data } = setup();
    const aLoader = defineLoader('a', () => 1);
    const saveAction = defineAction('save', () => 1);
    await data.load(aLoader, {});
    await data.run(saveAction, undefined);
    expect(data.loaders.map((l) => l.name)).toEqual(['a']);
    expect(data.loaders[0]!.state).toBe(data.loaderState(aLoader));
    expect(data.actionNames).toEqual(['save']);
  });

  it('gives a newer handle of the same name the same state (a module reloaded)', async () => {
    const { data } = setup();
    const first = defineLoader('same', () => 1);
    const second = defineLoader('same', () => 2);
    await data.load(first, {});
    expect(data.loaderState(second)).toBe(data.loaderState(first));
    expect((await data.load(second, {}, { force: true })).data).toBe(2);
  });
});

describe('timeout', () => {
  it('fails an attempt after timeoutMs with "Loader timeout after N ms" and aborts it', async () => {
    const { data } = setup({ timeoutMs: 50, retries: 0 });
    let signal: AbortSignal | undefined;
    const slowLoader = defineLoader('slow', (ctx) => {
      signal = ctx.signal;
      return new Promise(() => {});
    });
    const result = data.load(slowLoader, {});
    await tick(49);
    expect(data.loaderState(slowLoader).value.status).toBe('loading');
    await tick(1);
    const state = await result;
    expect(state.status).toBe('error');
    expect(state.error?.message).toBe('Loader timeout after 50 ms');
    expect(signal?.aborted).toBe(true);
  });

  it('a per-loader timeout wins over the default', async () => {
    const { data } = setup({ timeoutMs: 10_000, retries: 0 });
    const slowLoader = defineLoader('slow', () => new Promise(() => {}), { timeout: 5 });
    const result = data.load(slowLoader, {});
    await tick(5);
    expect((await result).error?.message).toBe('Loader timeout after 5 ms');
  });
});

describe('retries', () => {
  it('retries 3 times with a backoff of 1000, 2000 and 4000 ms', async () => {
    const { data, log } = setup();
    const attempts: number[] = [];
    const flakyLoader = defineLoader('flaky', ({ attempt }: LoaderContext) => {
      attempts.push(attempt);
      throw new Error(`fail ${attempt}`);
    });
    const result = data.load(flakyLoader, {});
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
    expect(data.loaderState(flakyLoader).value.status).toBe('loading');
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
    const flakyLoader = defineLoader('flaky', fn);
    const result = data.load(flakyLoader, {});
    await tick(30);
    expect(await result).toMatchObject({ status: 'success', data: 'ok', error: undefined });
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('follows per-loader retries and retryDelayMs', async () => {
    const { data } = setup();
    const fn = failing();
    const aLoader = defineLoader('a', fn, { retries: 1, retryDelay: 5 });
    const result = data.load(aLoader, {});
    await tick(5);
    expect((await result).status).toBe('error');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('does not retry an error marked retryable: false', async () => {
    const { data } = setup();
    const fn = vi.fn(() => {
      throw Object.assign(new Error('404'), { retryable: false });
    });
    const aLoader = defineLoader('a', fn);
    const state = await data.load(aLoader, {});
    expect(state).toMatchObject({ status: 'error', error: { message: '404' } });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does not retry while offline', async () => {
    const { data } = setup({ isOnline: () => false });
    const fn = failing('offline');
    const aLoader = defineLoader('a', fn);
    const state = await data.load(aLoader, {});
    expect(state.status).toBe('error');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('retries a timed-out attempt', async () => {
    const { data } = setup({ timeoutMs: 100, retryDelayMs: 10, retries: 1 });
    const fn = vi.fn(({ attempt }: LoaderContext) =>
      attempt === 1 ? new Promise(() => {}) : 'second time',
    );
    const aLoader = defineLoader('a', fn);
    const result = data.load(aLoader, {});
    await tick(110);
    expect(await result).toMatchObject({ status: 'success', data: 'second time' });
  });
});
