/*
 * A route's pending view never flashes: a load that ends within `pendingMs` shows no loading
 * state at all, and once shown the pending view stays `pendingMinMs` however soon data comes.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '../core/memory-history.ts';
import { Outlet, RouterProvider, useLoader } from './index.ts';
import type { RouteViews } from '../core/types.ts';
import type { ReactRouteComponents } from './routes.ts';
import { defineRoute } from './routes.ts';
import { createRouter } from './create-router.ts';

// Outlet loads the views lazily: once, before the clock is faked.
beforeAll(() => import('./RouteView.tsx'));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A route whose loader resolves `'done'` after `loadMs`, with `views`, opened at once. */
function open(loadMs: number, views: RouteViews<ReactRouteComponents> = {}) {
  vi.useFakeTimers();
  const route = defineRoute({
    path: '/slow',
    loader: () => new Promise<string>((resolve) => setTimeout(() => resolve('done'), loadMs)),
    component: Page,
    pendingComponent: () => <p>Loading…</p>,
    ...views,
  });
  function Page() {
    return <p>Page: {useLoader(route).data ?? 'no data'}</p>;
  }
  const router = createRouter({
    routes: [route],
    history: createMemoryHistory(['/slow']),
    loaderDelayMs: 0,
  });
  render(
    <RouterProvider router={router} scrollRestoration={false}>
      <Outlet />
    </RouterProvider>,
  );
  return router;
}

const pending = () => screen.queryByText('Loading…');
/** The page's text when it is visible (before the pending view shows, it renders hidden). */
const page = () => {
  const shown = screen.queryByText(/^Page:/);
  return shown?.closest('[hidden]') ? undefined : shown?.textContent;
};

describe('the pending view', () => {
  it('never shows for a load that ends within pendingMs, nor does the page without its data', async () => {
    const router = open(80);
    await advance(79);
    expect(pending()).toBeNull();
    expect(page()).toBeUndefined();
    await advance(1);
    expect(page()).toBe('Page: done');
    await advance(1000);
    expect(pending()).toBeNull();
    router.destroy();
  });

  it('once shown, stays pendingMinMs though the data arrives just after', async () => {
    const router = open(150, { pendingMinMs: 200 });
    await advance(100);
    expect(pending()).not.toBeNull();
    await advance(199); // the data came at 150 ms
    expect(pending()).not.toBeNull();
    await advance(1);
    expect(pending()).toBeNull();
    expect(page()).toBe('Page: done');
    router.destroy();
  });

  it('stays only as long as the load when that is longer than pendingMinMs (300 ms by default)', async () => {
    const router = open(1000);
    await advance(399);
    expect(pending()).not.toBeNull();
    await advance(600);
    expect(pending()).not.toBeNull();
    await advance(10); // the switch comes a task after the data
    expect(page()).toBe('Page: done');
    router.destroy();
  });

  it('waits pendingMs before showing: 0 shows it at once', async () => {
    const router = open(50, { pendingMs: 0, pendingMinMs: 300 });
    await advance(0);
    expect(pending()).not.toBeNull();
    await advance(299);
    expect(pending()).not.toBeNull();
    await advance(1);
    expect(page()).toBe('Page: done');
    router.destroy();
  });
});
