/*
 * The data hooks: types inferred from handles and routes (checked by tsc, which npm test runs
 * over test files: an `@ts-expect-error` line that stops failing fails the build), and the
 * development check that a `from` route is on screen.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { defineAction, defineLoader } from '../core/handles.ts';
import { createMemoryHistory } from '../core/memory-history.ts';
import { useAction, useLoader, type LoaderView } from './data-hooks.ts';
import { useParams } from './hooks.ts';
import { Outlet } from './Outlet.tsx';
import { RouterProvider } from './RouterProvider.tsx';
import { defineRoute } from './routes.ts';
import { createRouter } from './create-router.ts';

afterEach(cleanup);

interface Cart {
  readonly count: number;
}

const cart = defineLoader('cart', async (): Promise<Cart> => ({ count: 2 }));
const syncLoader = defineLoader('version', () => 3);
const addToCart = defineAction('addToCart', async ({ productId }: { productId: number }) => ({
  success: true,
  productId,
}));
const clearCart = defineAction('clearCart', () => 'cleared');
const item = defineRoute({
  path: '/item/:id',
  loader: async ({ params }) => ({ id: Number(params.id), title: 'x' }),
});

describe('types', () => {
  it('loader and action handles infer their data, payload and result', () => {
    expectTypeOf(cart.name).toEqualTypeOf<string>();
    const useCheck = () => {
      expectTypeOf(useLoader(cart)).toEqualTypeOf<LoaderView<Cart>>();
      expectTypeOf(useLoader(cart).data).toEqualTypeOf<Cart | undefined>();
      expectTypeOf(useLoader(syncLoader).data).toEqualTypeOf<number | undefined>();
      expectTypeOf(useLoader(cart).attempt).toEqualTypeOf<number>();
      expectTypeOf(useLoader(cart).reload).toEqualTypeOf<() => void>();
      const add = useAction(addToCart);
      expectTypeOf(add.run).parameter(0).toEqualTypeOf<{ productId: number }>();
      expectTypeOf(add.result).toEqualTypeOf<{ success: boolean; productId: number } | undefined>();
      // @ts-expect-error the payload is { productId: number }
      void add.run({ itemId: 1 });
      const clear = useAction(clearCart);
      expectTypeOf(clear.run).toEqualTypeOf<(payload: void) => Promise<string>>();
      void clear.run();
    };
    void useCheck;
  });

  it('useLoader(route) infers from an inline loader', () => {
    const useCheck = () => {
      expectTypeOf(useLoader(item).data).toEqualTypeOf<{ id: number; title: string } | undefined>();
      // @ts-expect-error no public API takes a loader's name as a string
      useLoader('cart');
    };
    void useCheck;
  });
});

/** Shows what a render threw, as a user of the hook would see it in development. */
class Caught extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('the development check of a `from` route', () => {
  const other = defineRoute({ path: '/other/:id' });
  const userRoute = defineRoute({
    path: '/user/:name',
    loader: ({ params }) => params.name.toUpperCase(),
    component: User,
  });
  function User() {
    const { name } = useParams({ from: userRoute });
    return <p>{`${name}: ${useLoader(userRoute).status}`}</p>;
  }
  function ParamsElsewhere() {
    useParams({ from: other });
    return <p>unreachable</p>;
  }
  function LoaderElsewhere() {
    useLoader(userRoute);
    return <p>unreachable</p>;
  }

  function show(children: ReactNode) {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createRouter({
      routes: [{ path: '/home', component: () => children }, userRoute],
      history: createMemoryHistory(['/home']),
      log: vi.fn(),
    });
    render(
      <RouterProvider router={router} scrollRestoration={false}>
        <Caught>
          <Outlet />
        </Caught>
      </RouterProvider>,
    );
    return router;
  }

  it('passes where the route renders', () => {
    const router = createRouter({
      routes: [userRoute],
      history: createMemoryHistory(['/user/ada']),
      log: vi.fn(),
    });
    render(
      <RouterProvider router={router} scrollRestoration={false}>
        <Outlet />
      </RouterProvider>,
    );
    expect(screen.getByText('ada: loading')).toBeTruthy();
  });

  it('useParams({ from }) throws a clear error where that route is not matched', () => {
    show(<ParamsElsewhere />);
    expect(screen.getByRole('alert').textContent).toBe(
      'useParams({ from }): route "/other/:id" is not matched (call it where that route renders)',
    );
  });

  it('useLoader(route) throws a clear error where that route is not matched', () => {
    show(<LoaderElsewhere />);
    expect(screen.getByRole('alert').textContent).toBe(
      'useLoader(route): route "/user/:name" is not matched (call it where that route renders)',
    );
  });
});
