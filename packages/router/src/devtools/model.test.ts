import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouter } from '../core/create-router.ts';
import { createMemoryHistory } from '../core/memory-history.ts';
import { Router } from '../core/router.ts';
import { DataRegistry } from '../core/loaders.ts';
import { defineLoader } from '../core/handles.ts';
import { createDevtoolsModel } from './model.ts';
import type { Route } from '../core/types.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const itemLoader = defineLoader('item', async ({ params }) => {
  await wait(2000);
  return { id: params.id };
});

const routes: Route[] = [
  { path: '/' },
  { path: '/fast' },
  // The guard holds the navigation for 1500 ms: over the slow threshold.
  { path: '/slow', canActivate: () => wait(1500).then(() => true) },
  { path: '/item/:id', loader: itemLoader },
];

function setup() {
  const router = createRouter({
    routes,
    history: createMemoryHistory(['/']),
    loaderDelayMs: 0,
    log: vi.fn(),
  });
  return router;
}

describe('createDevtoolsModel', () => {
  it('records each navigation timing and flags those over 1000 ms as slow', async () => {
    const router = setup();
    await vi.advanceTimersByTimeAsync(0);
    const model = createDevtoolsModel(router);
    await router.navigate('/fast');
    const slow = router.navigate('/slow');
    await vi.advanceTimersByTimeAsync(1500);
    await slow;
    expect(model.timings.value.map((t) => [t.href, t.slow])).toEqual([
      ['/fast', false],
      ['/slow', true],
    ]);
    expect(model.timings.value[1]!.durationMs).toBeGreaterThan(1000);
    expect(model.log.events.value.map((e) => e.text)).toContain('start push /slow');
    model.dispose();
  });

  it('logs loader status changes, including a loader first read after opening', async () => {
    const router = setup();
    const model = createDevtoolsModel(router);
    const lateLoader = defineLoader('late', () => 1);
    router.data.loaderState(lateLoader); // the registry knows a handle once it is read
    await router.navigate('/item/3');
    await vi.advanceTimersByTimeAsync(2000);
    const loaderEvents = model.log.events.value.filter((e) => e.kind === 'loader');
    expect(loaderEvents.map((e) => e.text)).toEqual(['item loading', 'item success']);
    await vi.advanceTimersByTimeAsync(1000);
    void router.data.load(lateLoader, {});
    await vi.advanceTimersByTimeAsync(0);
    expect(model.log.events.value.map((e) => e.text)).toContain('late success');
    model.dispose();
  });

  it('logs each retry of a loader with its attempt', async () => {
    const router = setup();
    const model = createDevtoolsModel(router);
    const flakyLoader = defineLoader(
      'flaky',
      ({ attempt }) => {
        if (attempt < 3) throw new Error('not yet');
        return 'ok';
      },
      { retryDelay: 10 },
    );
    router.data.loaderState(flakyLoader);
    await vi.advanceTimersByTimeAsync(1000);
    void router.data.load(flakyLoader, {});
    await vi.advanceTimersByTimeAsync(30);
    expect(model.log.events.value.filter((e) => e.kind === 'loader').map((e) => e.text)).toEqual([
      'flaky loading',
      'flaky loading (attempt 2 of 4)',
      'flaky loading (attempt 3 of 4)',
      'flaky success (attempt 3 of 4)',
    ]);
    model.dispose();
  });

  it('picks up a registry attached after it started', async () => {
    const router = new Router({ routes, history: createMemoryHistory(['/']), log: vi.fn() });
    const model = createDevtoolsModel(router);
    const data = new DataRegistry();
    router.attachData(data);
    await vi.advanceTimersByTimeAsync(1000);
    await router.navigate('/item/1');
    await vi.advanceTimersByTimeAsync(2010); // the batch delay, then the loader's 2 s
    expect(model.log.events.value.filter((e) => e.kind === 'loader').map((e) => e.text)).toEqual([
      'item loading',
      'item success',
    ]);
    model.dispose();
  });

  it('leaves nothing running after dispose', async () => {
    const router = setup();
    await vi.advanceTimersByTimeAsync(0);
    const before = vi.getTimerCount();
    const model = createDevtoolsModel(router);
    expect(vi.getTimerCount()).toBe(before + 1);
    model.dispose();
    expect(vi.getTimerCount()).toBe(before);
    const count = model.log.events.value.length;
    await router.navigate('/item/9');
    await vi.advanceTimersByTimeAsync(2000);
    expect(model.log.events.value).toHaveLength(count);
    expect(model.timings.value).toEqual([]);
  });
});
