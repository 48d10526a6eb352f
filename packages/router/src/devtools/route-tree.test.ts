import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '../core/memory-history.ts';
import { Router } from '../core/router.ts';
import { routeTreeRows } from './route-tree.ts';
import type { Route } from '../core/types.ts';

const routes: Route[] = [
  { path: '/' },
  { path: '/product/:id', children: [{ path: 'reviews' }] },
  { path: '/cart' },
  { path: '/banner', global: true },
];

const at = async (href: string) => {
  const router = new Router({ routes, history: createMemoryHistory(['/']), log: vi.fn() });
  await router.navigate(href);
  return router;
};

describe('routeTreeRows', () => {
  it('lists every route with its full path and depth', async () => {
    const router = await at('/');
    const rows = routeTreeRows(router.routes, router.match.value);
    expect(rows.map((r) => [r.path, r.depth])).toEqual([
      ['/', 0],
      ['/product/:id', 0],
      ['/product/:id/reviews', 1],
      ['/cart', 0],
      ['/banner', 0],
    ]);
    expect(rows.find((r) => r.path === '/banner')!.global).toBe(true);
  });

  it('highlights the matched route with its params, and its ancestors as active', async () => {
    const router = await at('/product/7/reviews');
    const rows = routeTreeRows(router.routes, router.match.value);
    expect(rows.filter((r) => r.matched).map((r) => r.path)).toEqual(['/product/:id/reviews']);
    expect(rows.filter((r) => r.active).map((r) => r.path)).toEqual([
      '/product/:id',
      '/product/:id/reviews',
    ]);
    expect(rows.find((r) => r.matched)!.params).toEqual({ id: '7' });
    expect(rows.filter((r) => r.params !== undefined)).toHaveLength(1);
  });

  it('moves the highlight on navigation', async () => {
    const router = await at('/product/1');
    await router.navigate('/cart');
    const rows = routeTreeRows(router.routes, router.match.value);
    expect(rows.filter((r) => r.active).map((r) => r.path)).toEqual(['/cart']);
  });

  it('highlights nothing when no route matches', async () => {
    const router = await at('/nowhere');
    expect(routeTreeRows(router.routes, router.match.value).some((r) => r.active)).toBe(false);
  });
});
