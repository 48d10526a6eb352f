// Type tests: a registered router's paths check `Link to`, `navigate` and `buildPath`. The
// router type is passed explicitly here (`LinkComponent<Routes>`, …): a `declare module`
// registration is global to the program, so one in a test would type the site's links too.
// tsc checks the `@ts-expect-error` lines (each must be an error); vitest runs the rest.
import { render } from '@testing-library/react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createMemoryHistory } from '../core/memory-history.ts';
import { buildPath } from '../core/path-params.ts';
import type {
  LinkTarget,
  PathPattern,
  RegisteredRoutes,
  RoutePatterns,
  TypedBuildPath,
} from '../core/register.ts';
import { Link, RouterProvider, type LinkComponent } from './index.ts';
import type { TypedNavigate } from './hooks.ts';
import type { Route, RouterOf } from './routes.ts';
import { createRouter } from './create-router.ts';

const routes = [
  { path: '/' },
  { path: '/cart' },
  { path: '/product/:id', children: [{ path: 'reviews' }, { path: 'preview', portal: true }] },
  { children: [{ path: '/docs/*' }] },
  { regex: /^\/legacy-\d+$/ },
  { path: '*' },
] as const satisfies readonly Route[];
type Routes = typeof routes;

describe('typed links', () => {
  it('lists the full patterns of a route table, without the catch-all', () => {
    expectTypeOf<RoutePatterns<Routes>>().toEqualTypeOf<
      '/' | '/cart' | '/product/:id' | '/product/:id/reviews' | '/product/:id/preview' | '/docs/*'
    >();
  });

  it('keeps the route table on the router createRouter returns', () => {
    const router = createRouter({ routes, history: createMemoryHistory(['/']) });
    expectTypeOf(router).toEqualTypeOf<RouterOf<Routes>>();
    router.destroy();
  });

  it('accepts any string until a router is registered', () => {
    expectTypeOf<RegisteredRoutes>().toBeNever();
    expectTypeOf<LinkTarget>().toEqualTypeOf<string>();
    expectTypeOf<PathPattern>().toEqualTypeOf<string>();
  });

  it('accepts the routes’ patterns and paths, a query or hash, and other sites', () => {
    const ok: LinkTarget<Routes>[] = [
      '/cart',
      '/product/:id',
      '/product/7/reviews?sort=new',
      '/docs/guides/intro#top',
      '?page=2',
      '#main',
      'https://example.com/x',
      'mailto:shop@example.com',
    ];
    expect(ok).toHaveLength(8);
    // @ts-expect-error: no route has this path
    const nope: LinkTarget<Routes> = '/nope';
    // @ts-expect-error: a relative path is not checked, so it is refused
    const relative: LinkTarget<Routes> = 'cart';
    expect([nope, relative]).toHaveLength(2);
  });

  it('types Link: a wrong path or a missing param is an error', () => {
    const router = createRouter({ routes, history: createMemoryHistory(['/']) });
    const TypedLink: LinkComponent<Routes> = Link;
    const view = render(
      <RouterProvider router={router} scrollRestoration={false}>
        <TypedLink to="/product/:id" params={{ id: '1' }}>
          One
        </TypedLink>
        <TypedLink to="/product/2/reviews">Reviews</TypedLink>
      </RouterProvider>,
    );
    expect(view.getByText('One').getAttribute('href')).toBe('/product/1');
    // Never rendered (a missing param throws at run time too): only type-checked.
    const wrong = () => (
      <>
        {/* @ts-expect-error: not a path of these routes */}
        <TypedLink to="/nope">Nope</TypedLink>
        {/* @ts-expect-error: the pattern's `id` is missing */}
        <TypedLink to="/product/:id">No id</TypedLink>
        {/* @ts-expect-error: `id` is the param, not `slug` */}
        <TypedLink to="/product/:id" params={{ slug: '1' }}>
          Wrong param
        </TypedLink>
      </>
    );
    expect(typeof wrong).toBe('function');
    view.unmount();
    router.destroy();
  });

  it('types navigate and buildPath the same way', () => {
    const navigate = (() => Promise.resolve('committed')) as unknown as TypedNavigate<Routes>;
    void navigate('/product/:id', { params: { id: '3' } });
    void navigate('/cart', { replace: true });
    // @ts-expect-error: not a path of these routes
    void navigate('/nope');
    // @ts-expect-error: the pattern's `id` is missing
    void navigate('/product/:id');

    const typedBuildPath: TypedBuildPath<Routes> = buildPath;
    expect(typedBuildPath('/product/:id/reviews', { id: '4' })).toBe('/product/4/reviews');
    // @ts-expect-error: buildPath takes one of the routes' patterns
    typedBuildPath('/nope');
  });
});
