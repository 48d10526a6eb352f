import { effectScope } from '@tendril/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouter } from '../core/create-router.ts';
import { createMemoryHistory } from '../core/memory-history.ts';
import { trackNavigations, type RouterEvents } from './navigations.ts';
import type { Route, RouterEvent } from '../core/types.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const routes: Route[] = [
  { path: '/' },
  { path: '/fast' },
  // The guard holds the navigation for 1500 ms: over the slow threshold.
  { path: '/slow', canActivate: () => wait(1500).then(() => true) },
];

function setup() {
  return createRouter({
    routes,
    history: createMemoryHistory(['/']),
    loaderDelayMs: 0,
    log: vi.fn(),
  });
}

/** A stand-in router that commits whatever the test says. */
function fakeRouter() {
  const listeners = new Set<(event: RouterEvent) => void>();
  const router: RouterEvents & { commit(href: string, durationMs: number): void } = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    commit(href, durationMs) {
      const to = { href } as Extract<RouterEvent, { type: 'commit' }>['to'];
      for (const l of listeners)
        l({ type: 'commit', from: null, to, action: 'push', portalChange: false, durationMs });
    },
  };
  return { router, listeners };
}

describe('trackNavigations', () => {
  it("times a real router's navigations and flags those over 1000 ms", async () => {
    const router = setup();
    await vi.advanceTimersByTimeAsync(0);
    const timings = trackNavigations(router);
    expect(timings.value).toEqual([]);
    expect(timings.last.value).toBeUndefined();

    const fast = router.navigate('/fast');
    await vi.advanceTimersByTimeAsync(0);
    await fast;
    expect(timings.last.value).toMatchObject({ href: '/fast', slow: false });

    const slow = router.navigate('/slow');
    await vi.advanceTimersByTimeAsync(1500);
    await slow;
    expect(timings.value.map((t) => t.href)).toEqual(['/fast', '/slow']);
    expect(timings.last.value?.slow).toBe(true);
    expect(timings.last.value?.durationMs).toBeGreaterThanOrEqual(1500);
    expect(timings.slowCount.value).toBe(1);
    timings.dispose();
  });

  it('keeps the newest `max` timings and takes another threshold', () => {
    const { router } = fakeRouter();
    const timings = trackNavigations(router, { max: 3, slowMs: 200 });
    for (const [i, ms] of [100, 300, 50, 250, 10].entries()) router.commit(`/p${i}`, ms);
    expect(timings.value.map((t) => t.href)).toEqual(['/p2', '/p3', '/p4']);
    expect(timings.slowCount.value).toBe(1);
    timings.clear();
    expect(timings.value).toEqual([]);
    expect(timings.last.value).toBeUndefined();
    expect(timings.slowCount.value).toBe(0);
  });

  it('ignores starts, cancels and redirects', () => {
    const { router, listeners } = fakeRouter();
    const timings = trackNavigations(router);
    for (const l of listeners) {
      l({ type: 'start', href: '/a', action: 'push' });
      l({ type: 'cancel', href: '/a' });
      l({ type: 'redirect', from: '/a', to: '/b' });
    }
    expect(timings.value).toEqual([]);
  });

  it('stops listening on dispose, or with the scope it was made in', () => {
    const { router, listeners } = fakeRouter();
    const timings = trackNavigations(router);
    expect(listeners.size).toBe(1);
    timings.dispose();
    expect(listeners.size).toBe(0);
    router.commit('/late', 5);
    expect(timings.value).toEqual([]);

    const scope = effectScope(() => {
      trackNavigations(router);
    });
    expect(listeners.size).toBe(1);
    scope();
    expect(listeners.size).toBe(0);
  });
});
