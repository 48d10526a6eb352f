// Type tests: inside `defineRoute`, `loadMeta` sees the route's params and loader data typed.
// tsc checks the `@ts-expect-error` lines (each must be an error); vitest runs the rest.
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { defineLoader } from '../core/handles.ts';
import { createRouter } from '../core/create-router.ts';
import { createMemoryHistory } from '../core/memory-history.ts';
import { defineRoute, type Route } from '../core/route.ts';
import { createMetaCache } from './cache.ts';
import { routeMeta } from './route-meta.ts';

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
});
