/*
 * Type-level tests: these fail to compile (npm test runs tsc over test files) when the params
 * a path pattern implies are not enforced where params are read or passed.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { Link, type LinkProps } from './Link.tsx';
import { useParams } from './hooks.ts';
import { Router as CoreRouter } from '../core/router.ts';
import { useLoader } from './data-hooks.ts';
import { defineLoader } from '../core/handles.ts';
import type { RouteLoaderContext, RouterApi } from '../core/types.ts';
import { defineRoute, type Route, Router } from './routes.ts';

interface Story {
  readonly id: number;
  readonly title: string;
}

const item = defineRoute({
  path: '/item/:id',
  loader: async ({ params, search, signal, router }): Promise<Story> => {
    expectTypeOf(params).toEqualTypeOf<{ id: string }>();
    expectTypeOf(search).toEqualTypeOf<URLSearchParams>();
    expectTypeOf(signal).toEqualTypeOf<AbortSignal>();
    expectTypeOf(router).toEqualTypeOf<RouterApi>();
    // @ts-expect-error the path declares no `page` param
    void params.page;
    return { id: Number(params.id), title: 'x' };
  },
});
const sync = defineRoute({ path: '/files/*', loader: ({ params }) => params.wildcard.length });
const named = defineRoute({ path: '/cart', loader: defineLoader('cart', () => ['lamp']) });
const plain = defineRoute({ path: '/u/:user/post/:post' });

describe('typed params', () => {
  it('useParams reads the params a pattern declares', () => {
    expectTypeOf<ReturnType<typeof useParams<'/product/:id'>>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<ReturnType<typeof useParams<'/files/*'>>>().toEqualTypeOf<{ wildcard: string }>();
    expectTypeOf<ReturnType<typeof useParams<'/u/:user/post/:post'>>>().toEqualTypeOf<{
      user: string;
      post: string;
    }>();
  });

  it('Link requires exactly the params of a pattern', () => {
    expectTypeOf<LinkProps<'/product/:id'>['params']>().toEqualTypeOf<{ id: string }>();
    const ok = <Link to="/product/:id" params={{ id: '1' }} />;
    const plain = <Link to="/cart" />;
    // @ts-expect-error a pattern with params needs them
    const missing = <Link to="/product/:id" />;
    // @ts-expect-error the param is called id, not productId
    const wrong = <Link to="/product/:id" params={{ productId: '1' }} />;
    void [ok, plain, missing, wrong];
  });

  it('navigate requires exactly the params of a pattern', () => {
    expectTypeOf(CoreRouter.prototype.navigate<'/product/:id'>)
      .parameter(1)
      .toEqualTypeOf<{ replace?: boolean; state?: unknown } & { params: { id: string } }>();
    const check = (router: Router) => {
      void router.navigate('/product/:id', { params: { id: '2' } });
      void router.navigate('/cart');
      void router.navigate('/cart', { replace: true });
      // @ts-expect-error a pattern with params needs them
      void router.navigate('/product/:id');
      // @ts-expect-error a pattern with params needs them
      void router.navigate('/product/:id', { replace: true });
    };
    void check;
  });

  it('useLoader and useParams read their types from a route, with no type argument', () => {
    // Hooks: only type-checked here (they need a component to run).
    const useCheck = () => {
      expectTypeOf(useLoader(item).data).toEqualTypeOf<Story | undefined>();
      expectTypeOf(useLoader(sync).data).toEqualTypeOf<number | undefined>();
      expectTypeOf(useLoader(named).data).toEqualTypeOf<string[] | undefined>();
      expectTypeOf(useParams({ from: item })).toEqualTypeOf<{ id: string }>();
      expectTypeOf(useParams({ from: sync })).toEqualTypeOf<{ wildcard: string }>();
      expectTypeOf(useParams({ from: plain })).toEqualTypeOf<{ user: string; post: string }>();
      expectTypeOf(useParams({ from: named })).toEqualTypeOf<Record<string, never>>();
    };
    void useCheck;
  });

  it('defineRoute keeps the path literal and still fits a Route', () => {
    expectTypeOf(item.path).toEqualTypeOf<'/item/:id'>();
    const routes: Route[] = [item, sync, named, plain];
    void routes;
    // A plain Route's loader gets an untyped context.
    const untyped: Route = { path: '/x/:y', loader: (context) => context.params.y };
    expectTypeOf<
      Parameters<Extract<Route['loader'], (context: never) => unknown>>[0]
    >().toEqualTypeOf<RouteLoaderContext<string>>();
    void untyped;
  });
});
