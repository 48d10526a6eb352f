/*
 * Type-level tests: these fail to compile (npm test runs tsc over test files) when the params
 * a path pattern implies are not enforced where params are read or passed.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { Router } from '../core/router.ts';
import { Link, type LinkProps } from './Link.tsx';
import { useParams } from './hooks.ts';

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
    expectTypeOf(Router.prototype.navigate<'/product/:id'>)
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
});
