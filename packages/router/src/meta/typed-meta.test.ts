// Type tests: inside `defineRoute`, `loadMeta` sees the route's params and loader data typed.
// tsc checks the `@ts-expect-error` lines (each must be an error); vitest runs the rest.
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { defineLoader } from '../core/handles.ts';
import { createRouter } from '../core/create-router.ts';
import { createMemoryHistory } from '../core/memory-history.ts';
import { defineRoute } from '../core/route.ts';
import { createMetaCache } from './cache.ts';
import { routeMeta } from './route-meta.ts';
import type { Route } from '../core/types.ts';

interface Product {
  readonly name: string;
  readonly price: number;
}

describe('typed loadMeta', () => {
  it('gets the route’s params and its loader’s data, typed', async () => {
    const product = defineRoute({
      path: '/product/:id',
      loader: async ({ params }): Promise<Product> => ({ name: `Lamp ${params.id}`, price: 20 }),
      loadMeta: ({ params, data }) => {
        expectTypeOf(params).toEqualTypeOf<{ id: string }>();
        expectTypeOf(data).toEqualTypeOf<Product | undefined>();
        return { title: data ? `${data.name} at ${data.price}` : `Product ${params.id}` };
      },
    });
    // A typed route still fits a plain route table.
    const routes: Route[] = [product];
    const router = createRouter({ routes, history: createMemoryHistory(['/product/7']) });
    const meta = routeMeta(router, createMetaCache());
    await vi.waitFor(() => expect(meta.value.title).toBe('Lamp 7 at 20'));
    router.destroy();
  });

  it('refuses a param the path does not have, and data used as the wrong type', () => {
    const named = defineRoute({
      path: '/user/:name',
      loader: defineLoader('user', () => ({ name: 'ada' })),
      // @ts-expect-error: the path has `name`, not `id`
      loadMeta: ({ params }) => ({ title: params.id }),
    });
    defineRoute({
      path: '/item/:id',
      loader: () => 42,
      // @ts-expect-error: the data is a number | undefined, not a string
      loadMeta: ({ data }) => ({ title: data.toUpperCase() }),
    });
    expect(named.path).toBe('/user/:name');
  });

  it('types params and data the same way for a handle’s loader, a sync meta loader and none', () => {
    const productLoader = defineLoader('product', async (): Promise<Product> => ({
      name: 'Lamp',
      price: 20,
    }));
    defineRoute({
      path: '/shop/:shop/product/:id',
      loader: productLoader,
      // Synchronous: it runs again whenever the data changes.
      loadMeta: ({ params, data }) => {
        expectTypeOf(params).toEqualTypeOf<{ shop: string; id: string }>();
        expectTypeOf(data).toEqualTypeOf<Product | undefined>();
        return { title: data?.name ?? params.id, og: { title: params.shop } };
      },
    });
    defineRoute({
      path: '/files/*',
      loadMeta: ({ params, data }) => {
        expectTypeOf(params).toEqualTypeOf<{ wildcard: string }>();
        expectTypeOf(data).toBeUndefined();
        return { title: params.wildcard };
      },
    });
    defineRoute({
      path: '/about',
      loadMeta: async ({ params }) => {
        expectTypeOf(params).toEqualTypeOf<Record<string, never>>();
        return { title: 'About' };
      },
    });
  });

  it('refuses meta that is not page meta, static or loaded', () => {
    defineRoute({
      path: '/product/:id',
      loader: async (): Promise<Product> => ({ name: 'Lamp', price: 20 }),
      // @ts-expect-error: a title is a string, not the product's price
      loadMeta: ({ data }) => ({ title: data?.price }),
    });
    defineRoute({
      path: '/product/:id',
      loader: defineLoader('product', async (): Promise<Product> => ({ name: 'Lamp', price: 20 })),
      // @ts-expect-error: the handle's data has no `title`
      loadMeta: ({ data }) => ({ title: data?.title }),
    });
    defineRoute({
      path: '/cart',
      // @ts-expect-error: a static title is a string
      meta: { title: 42 },
    });
    // A static meta may compute its title in a getter (signals it reads are tracked).
    const named = defineRoute({
      path: '/cart',
      meta: {
        get title() {
          return 'Cart';
        },
      },
    });
    expect(named.meta?.title).toBe('Cart');
  });
});
