import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { effect } from '@tendril/signals';
import { DataRegistry, type DataOptions, type LoaderContext } from './loaders.ts';

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
function watch(data: DataRegistry, name: string) {
  const seen: string[] = [];
  const stop = effect(() => {
    const { status, attempt, maxAttempts } = data.loaderState(name).value;
    seen.push(`${status} ${attempt}/${maxAttempts}`);
  });
  return { seen, stop };
}

describe('attempts on the loader state', () => {
  it('a loader that fails twice then succeeds shows attempts 1 → 2 → 3 and ends at 3', async () => {
    const data = setup();
    data.registerLoader('flaky', failsFirst(2));
    const { seen, stop } = watch(data, 'flaky');
    const result = data.load('flaky', {});
    expect(data.loaderState('flaky').value).toMatchObject({ attempt: 1, maxAttempts: 4 });
    await tick(1000);
    expect(data.loaderState('flaky').value).toMatchObject({ status: 'loading', attempt: 2 });
    await tick(2000);
    const state = await result;
    stop();
    expect(seen).toEqual(['idle 0/0', 'loading 1/4', 'loading 2/4', 'loading 3/4', 'success 3/4']);
    expect(state).toMatchObject({ status: 'success', data: 'ok', attempt: 3, maxAttempts: 4 });
    expect(data.loaderState('flaky').value).toEqual(state);
  });

  it('a load that fails every attempt ends in error on the last one', async () => {
    const data = setup({ retries: 1, retryDelayMs: 10 });
    data.registerLoader('down', failsFirst(Infinity));
    const result = data.load('down', {});
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
    data.registerLoader('once', failsFirst(0), { retries: 0 });
    expect(await data.load('once', {})).toMatchObject({ attempt: 1, maxAttempts: 1 });
  });

  it('stops at attempt 1 while offline, and at an error marked retryable: false', async () => {
    const data = setup({ isOnline: () => false });
    data.registerLoader('a', failsFirst(1));
    expect(await data.load('a', {})).toMatchObject({ status: 'error', attempt: 1 });
    const online = setup();
    online.registerLoader('b', () => {
      throw Object.assign(new Error('404'), { retryable: false });
    });
    expect(await online.load('b', {})).toMatchObject({ status: 'error', attempt: 1 });
  });

  it('reads 0 for data served from the cache, and starts over at 1 on a forced reload', async () => {
    const data = setup({ retryDelayMs: 10 });
    let failures = 1;
    data.registerLoader('a', ({ attempt }) => {
      if (attempt <= failures) throw new Error('once');
      return 'ok';
    });
    const first = data.load('a', {});
    await tick(10);
    expect(await first).toMatchObject({ attempt: 2 });
    expect(await data.load('a', {})).toMatchObject({ status: 'success', attempt: 0 });
    failures = 0;
    const again = data.load('a', {}, true);
    expect(data.loaderState('a').value).toMatchObject({ status: 'loading', attempt: 1 });
    expect(await again).toMatchObject({ status: 'success', attempt: 1 });
  });

  it('a preload’s retries do not show on the state of the data on screen', async () => {
    const data = setup({ retryDelayMs: 10 });
    data.registerLoader('item', ({ params, attempt }) => {
      if (params.id === '2' && attempt < 3) throw new Error('not yet');
      return params.id;
    });
    await data.load('item', { id: '1' });
    const { seen, stop } = watch(data, 'item');
    const preload = data.load('item', { id: '2' }, false, { preload: true });
    await tick(30);
    await preload;
    stop();
    expect(seen).toEqual(['success 1/4']);
  });

  it('an aborted run stops counting where it was', async () => {
    const data = setup();
    data.registerLoader('a', failsFirst(Infinity));
    const result = data.load('a', {});
    await tick(1500);
    expect(data.loaderState('a').value).toMatchObject({ status: 'loading', attempt: 2 });
    data.abortKeys([data.keyFor('a', {})]);
    await tick(10_000);
    await result;
    expect(data.loaderState('a').value).toMatchObject({ status: 'idle', attempt: 2 });
  });

  it('property: n failures with r retries show attempts 1..min(n, r) + 1, success iff n ≤ r', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(5), fc.nat(4), async (failures, retries) => {
        const data = setup({ retries, retryDelayMs: 1 });
        data.registerLoader('p', failsFirst(failures));
        const attempts: number[] = [];
        const stop = effect(() => {
          const { status, attempt } = data.loaderState('p').value;
          if (status === 'loading') attempts.push(attempt);
        });
        const result = data.load('p', {});
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
