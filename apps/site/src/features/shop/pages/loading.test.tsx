/*
 * The catalogue's loading view with the shop's own route (its loader and timing), against a
 * catalogue made slow: the skeleton shows after 100 ms, fades in over 200 ms, and once shown
 * stays at least 300 ms though the data comes sooner. The browser tests cannot make the
 * catalogue slow at will (it is read from storage at once).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '@tendril/router';
import { createRouter, Outlet, RouterProvider, type Router } from '@tendril/router/react';
import { reloadCatalogue, restoreCatalogue, type Catalogue } from '../data/catalogue.ts';
import { shopLoaders } from '../data/handlers.ts';
import { shopRoutes } from '../routes.ts';
import { ProductsPage, ProductsPending } from './ProductsPage.tsx';

let router: Router;
let animate: ReturnType<typeof vi.fn>;

/** Lets real time pass (module loads, React's scheduler) while the fake clock stands still. */
const turn = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));
/** Moves the fake clock on by `ms`, then lets React catch up. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await turn();
}

/** The skeleton is on screen: present, and not in the page that renders hidden meanwhile. */
const skeletonShown = () => {
  const skeleton = screen.queryByTestId('product-skeleton');
  return !!skeleton && !skeleton.closest('[hidden]');
};

/** The shop's `/products` route, with its page and pending view at hand; the catalogue waits. */
function showProducts(): { arrive: () => void } {
  const route = shopRoutes(() => import('../pages.ts')).find((r) => r.path === '/products')!;
  let arrive!: () => void;
  vi.spyOn(shopLoaders, 'products').mockImplementation(
    () => new Promise<Catalogue>((resolve) => (arrive = () => resolve(reloadCatalogue()))),
  );
  router = createRouter({
    routes: [{ ...route, component: ProductsPage, pendingComponent: ProductsPending }],
    history: createMemoryHistory(['/products']),
    loaderDelayMs: 0,
    log: () => {},
  });
  render(
    <RouterProvider router={router} scrollRestoration={false}>
      <Outlet />
    </RouterProvider>,
  );
  return { arrive: () => arrive() };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  localStorage.clear();
  restoreCatalogue();
  // jsdom has no Web Animations: a stand-in records the fades asked for.
  animate = vi.fn();
  HTMLElement.prototype.animate = animate as unknown as HTMLElement['animate'];
});

afterEach(() => {
  cleanup();
  router.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
});

const FADE = [[{ opacity: 0 }, { opacity: 1 }], expect.objectContaining({ duration: 200 })];

describe('the catalogue loading view', () => {
  it('shows after 100 ms, fades in over 200 ms, and stays 300 ms though the data comes at once', async () => {
    const { arrive } = showProducts();
    // The route's view arrives (a dynamic import: real time, up to 10 s on a busy machine) and
    // the load starts; the fake clock stands still meanwhile.
    const started = () =>
      vi.mocked(shopLoaders.products).mock.calls.length > 0 &&
      !!document.querySelector('div[hidden]');
    const until = performance.now() + 10_000;
    while (!started() && performance.now() < until) await advance(0);
    expect(started()).toBe(true);
    expect(skeletonShown()).toBe(false);
    let waited = 0;
    while (!skeletonShown() && waited < 1000) {
      await advance(1);
      waited++;
    }
    expect(waited).toBeGreaterThanOrEqual(100);
    expect(waited).toBeLessThan(1000);
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate).toHaveBeenLastCalledWith(...FADE);

    // The catalogue arrives the moment the skeleton showed: it stays its 300 ms regardless.
    arrive();
    await advance(299);
    expect(skeletonShown()).toBe(true);
    expect(screen.queryByTestId('product-card')).toBeNull();
    await advance(1);
    expect(skeletonShown()).toBe(false);
    expect(screen.getAllByTestId('product-card')).toHaveLength(16);
    // Back to the page, with the same fade.
    expect(animate).toHaveBeenCalledTimes(2);
    expect(animate).toHaveBeenLastCalledWith(...FADE);
  });
});
