/*
 * A route's notFoundComponent answers for its unmatched children: `/parent/unknown-child`
 * renders the parent's layout with the view in its outlet. The nearest route declaring one
 * wins, then the router-wide default, then the global not-found.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory } from '../core/memory-history.ts';
import { Outlet, RouterProvider, useParams } from './index.ts';
import type { RouteViews } from '../core/types.ts';
import type { ReactRouteComponents } from './routes.ts';
import type { Route } from './routes.ts';
import { createRouter } from './create-router.ts';

afterEach(cleanup);

const layout = (name: string) =>
  function Layout() {
    return (
      <section aria-label={name}>
        <Outlet fallback={<p>{name}: nothing here</p>} />
      </section>
    );
  };
const text = (value: string) => () => <p>{value}</p>;

function show(path: string, routes: Route[], views: RouteViews<ReactRouteComponents> = {}) {
  const router = createRouter({ routes, history: createMemoryHistory([path]), ...views });
  render(
    <RouterProvider router={router} scrollRestoration={false}>
      <Outlet fallback={<p>Global: nothing here</p>} />
    </RouterProvider>,
  );
  return router;
}

/** What is on screen: each layout's name, then the innermost text. */
const screenText = () =>
  [...document.querySelectorAll('section')].map((s) => s.getAttribute('aria-label')).join(' > ') +
  ` | ${screen.getByText(/./, { selector: 'p' }).textContent}`;

const parent = (extra: Partial<Route> = {}): Route => ({
  path: '/parent',
  component: layout('Parent'),
  children: [{ path: 'child', component: text('Child') }],
  ...extra,
});

describe('notFoundComponent for unmatched children', () => {
  it('renders the parent’s layout with its own view in the outlet', () => {
    const router = show('/parent/unknown-child', [
      parent({ notFoundComponent: text('No such parent page') }),
      { path: '*', component: text('Global not found') },
    ]);
    expect(screenText()).toBe('Parent | No such parent page');
    expect(router.match.peek()?.chain[0]?.path).toBe('/parent');
    expect(router.match.peek()?.params).toEqual({ wildcard: 'unknown-child' });
  });

  it('falls back to the router-wide view, still inside the parent’s layout', () => {
    show('/parent/unknown-child', [parent()], { notFoundComponent: text('Default not found') });
    expect(screenText()).toBe('Parent | Default not found');
  });

  it('with neither, leaves it to the global not-found: the catch-all, else the outlet', () => {
    show('/parent/unknown-child', [parent(), { path: '*', component: text('Global not found') }]);
    expect(screenText()).toBe(' | Global not found');
    cleanup();
    show('/parent/unknown-child', [parent()]);
    expect(screenText()).toBe(' | Global: nothing here');
  });

  it('never takes a path another route matches, a later sibling included', () => {
    show('/parent/hello', [
      parent({ notFoundComponent: text('No such parent page') }),
      {
        path: '/parent/:slug',
        component: function Slug() {
          return <p>Slug {useParams().slug}</p>;
        },
      },
    ]);
    expect(screenText()).toBe(' | Slug hello');
  });

  it('answers from the nearest layout, with the nearest view declared on its chain', () => {
    const routes: Route[] = [
      {
        path: '/shop/:id',
        params: { id: /^\d+$/ },
        component: layout('Shop'),
        notFoundComponent: text('No such shop page'),
        children: [
          {
            path: 'tabs',
            component: layout('Tabs'),
            children: [{ path: 'info', component: text('Info') }],
          },
        ],
      },
    ];
    show('/shop/7/tabs/nope', routes);
    expect(screenText()).toBe('Shop > Tabs | No such shop page');
    cleanup();
    show('/shop/7/nope', routes);
    expect(screenText()).toBe('Shop | No such shop page');
    cleanup();
    // The parent's constraints still hold: a non-digit id is no shop page at all.
    show('/shop/x/nope', routes);
    expect(screenText()).toBe(' | Global: nothing here');
  });
});
