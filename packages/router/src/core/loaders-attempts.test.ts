import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { effect } from '@tendril/signals';
import { DataRegistry, type DataOptions, type LoaderContext } from './loaders.ts';
import { defineLoader } from './handles.ts';
import { NotFoundError } from './not-found.ts';
import { createRouter } from './create-router.ts';
import { createMemoryHistory } from './memory-history.ts';
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
  return new DataRegistry({ log: () => {}, ...options });
}

/** A loader that fails its first `failures` attempts, then returns 'ok'. */
const failsFirst =
  (failures: number) =>
  ({ attempt }: LoaderContext) => {
    if (attempt <= failures) throw new Error(`fail ${attempt}`);
    return 'ok';
  };

/** Every distinct (status, attempt, maxAttempts) the loader's signal shows, in order. */
function watch(data: DataRegistry, loader: LoaderHandle) {
  const seen: string[] = [];
  const stop = effect(() => {
    const { status, attempt, maxAttempts } = data.loaderState(loader).value;
    seen.push(`${status} ${attempt}/${maxAttempts}`);
  });
  return { seen, stop };
}

describe('attempts on the loader state', () => {
  it('a loader that fails twice then succeeds shows attempts 1 → 2 → 3 and ends at 3', async () => {
    const data = setup();
    const flakyLoader = defineLoader('flaky', failsFirst(2));
    const { seen, stop } = watch(data, flakyLoader);
    const result = data.load(flakyLoader, {});
    expect(data.loaderState(flakyLoader).value).toMatchObject({ attempt: 1, maxAttempts: 4 });
    await tick(1000);
    expect(data.loaderState(flakyLoader).value).toMatchObject({ status: 'loading', attempt: 2 });
    await tick(2000);
    const state = await result;
    stop();
    expect(seen).toEqual(['idle 0/0', 'loading 1/4', 'loading 2/4', 'loading 3/4', 'success 3/4']);
    expect(state).toMatchObject({ status: 'success', data: 'ok', attempt: 3, maxAttempts: 4 });
    expect(data.loaderState(flakyLoader).value).toEqual(state);
  });

  it('a load that fails every attempt ends in error on the last one', async () => {
    const data = setup({ retries: 1, retryDelayMs: 10 });
    const downLoader = defineLoader('down', failsFirst(Infinity));
    const result = data.load(downLoader, {});
    await tick(10);
    expect(await result).toMatchObject({
      status: 'error',
      error: { message: 'fail 2' },
      attempt: 2,
      maxAttempts: 2,
    });
  });

  it('follows the loader’s own retries', async () => {
    const data = setup();
    const onceLoader = defineLoader('once', failsFirst(0), { retries: 0 });
    expect(await data.load(onceLoader, {})).toMatchObject({ attempt: 1, maxAttempts: 1 });
  });

  it('stops at attempt 1 while offline, and at an error marked retryable: false', async () => {
    const data = setup({ isOnline: () => false });
    const aLoader = defineLoader('a', failsFirst(1));
    expect(await data.load(aLoader, {})).toMatchObject({ status: 'error', attempt: 1 });
    const online = setup();
    const bLoader = defineLoader('b', () => {
      throw Object.assign(new Error('404'), { retryable: false });
    });
    expect(await online.load(bLoader, {})).toMatchObject({ status: 'error', attempt: 1 });
  });

  it('logs a failed load, but not a NotFoundError: that is an answer, not a failure', async () => {
    const log = vi.fn();
    const data = setup({ log });
    const missing = defineLoader('missing', () => {
      throw new NotFoundError('No product with id 99');
    });
    expect(await data.load(missing, {})).toMatchObject({ status: 'error', attempt: 1 });
    expect(log).not.toHaveBeenCalled();
    const down = defineLoader('down', () => {
      throw Object.assign(new Error('503'), { retryable: false });
    });
    await data.load(down, {});
    expect(log).toHaveBeenCalledWith('Loader "down" failed: Error: 503', expect.any(Error));
  });

  it("names the page in the log's one line when a router's navigation ran the loader", async () => {
    const log = vi.fn();
    const down = defineLoader(
      'down',
      () => {
        throw Object.assign(new Error('503'), { retryable: false });
      },
      { retries: 0 },
    );
    const router = createRouter({
      routes: [{ path: '/' }, { path: '/product/:id', loader: down }],
      history: createMemoryHistory(['/']),
      log,
    });
    await router.navigate('/product/7');
    await router.load();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      'Loader "down" failed on /product/7: Error: 503',
      expect.any(Error),
    );
    router.destroy();
  });

  it('reads 0 for data served from the cache, and starts over at 1 on a forced reload', async () => {
    const data = setup({ retryDelayMs: 10 });
    let failures = 1;
    const aLoader = defineLoader('a', ({ attempt }) => {
      if (attempt <= failures) throw new Error('once');
      return 'ok';
    });
    const first = data.load(aLoader, {});
    await tick(10);
    expect(await first).toMatchObject({ attempt: 2 });
    expect(await data.load(aLoader, {})).toMatchObject({ status: 'success', attempt: 0 });
    failures = 0;
    const again = data.load(aLoader, {}, { force: true });
    expect(data.loaderState(aLoader).value).toMatchObject({ status: 'loading', attempt: 1 });
    expect(await again).toMatchObject({ status: 'success', attempt: 1 });
  });

  it('a preload’s retries do not show on the state of the data on screen', async () => {
    const data = setup({ retryDelayMs: 10 });
    const itemLoader = defineLoader('item', ({ params, attempt }) => {
      if (params.id === '2' && attempt < 3) throw new Error('not yet');
      return params.id;
    });
    await data.load(itemLoader, { id: '1' });
    const { seen, stop } = watch(data, itemLoader);
    const preload = data.load(itemLoader, { id: '2' }, { preload: true });
    await tick(30);
    await preload;
    stop();
    expect(seen).toEqual(['success 1/4']);
  });

  it('an aborted run stops counting where it was', async () => {
    const data = setup();
    const aLoader = defineLoader('a', failsFirst(Infinity));
    const result = data.load(aLoader, {});
    await tick(1500);
    expect(data.loaderState(aLoader).value).toMatchObject({ status: 'loading', attempt: 2 });
    data.abortKeys([data.keyFor(aLoader, {})]);
    await tick(10_000);
    await result;
    expect(data.loaderState(aLoader).value).toMatchObject({ status: 'idle', attempt: 2 });
  });

  it('property: n failures with r retries show attempts 1..min(n, r) + 1, success iff n ≤ r', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(5), fc.nat(4), async (failures, retries) => {
        const data = setup({ retries, retryDelayMs: 1 });
        const pLoader = defineLoader('p', failsFirst(failures));
        const attempts: number[] = [];
        const stop = effect(() => {
          const { status, attempt } = data.loaderState(pLoader).value;
          if (status === 'loading') attempts.push(attempt);
        });
        const result = data.load(pLoader, {});
        await tick(2 ** retries);
        const state = await result;
        stop();
        data.cache.dispose();
        const last = Math.min(failures, retries) + 1;
        expect(attempts).toEqual(Array.from({ length: last }, (_, i) => i + 1));
        expect(state.attempt).toBe(last);
        expect(state.maxAttempts).toBe(retries + 1);
        expect(state.status).toBe(failures <= retries ? 'success' : 'error');
      }),
    );
  });
});
