import { describe, expect, it } from 'vitest';
import * as pages from './pages.ts';
import { shopRoutes } from './routes.ts';

describe('shop routes', () => {
  it('give the products, product and cart pages a pending view of at least 300, 300 and 200 ms', () => {
    const routes = shopRoutes(async () => pages);
    const views = (path: string) => {
      const route = routes.find((r) => r.path === path)!;
      // Unset is the router's default minimum, 300 ms.
      return { pending: !!route.pendingComponent, minMs: route.pendingMinMs ?? 300 };
    };
    expect(views('/products')).toEqual({ pending: true, minMs: 300 });
    expect(views('/product/:id')).toEqual({ pending: true, minMs: 300 });
    expect(views('/cart')).toEqual({ pending: true, minMs: 200 });
  });
});
