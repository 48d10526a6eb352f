import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '../core/memory-history.ts';
import { defineAction, defineLoader } from '../core/handles.ts';
import {
  Link,
  Outlet,
  RouterProvider,
  useAction,
  useBreadcrumbs,
  useLoader,
  useLocation,
  useParams,
  useRouter,
} from './index.ts';
import { PortalOutlet } from './PortalOutlet.tsx';
import { subscriberCount } from '@tendril/signals/devtools';
import { defineRoute, type Route } from './routes.ts';
import { createRouter } from './create-router.ts';

afterEach(cleanup);

function setup(routes: Route[], initial = '/') {
  const history = createMemoryHistory([initial]);
  const router = createRouter({ routes, history, loaderDelayMs: 0, log: vi.fn() });
  const view = render(
    <RouterProvider router={router} scrollRestoration={false}>
      <Outlet fallback={<p>Nothing here</p>} />
      <PortalOutlet />
    </RouterProvider>,
  );
  return { router, history, view };
}

function Product() {
  const { id } = useParams<'/product/:id'>();
  return <h1>Product {id}</h1>;
}

describe('useRouter', () => {
  it('throws a clear error outside a RouterProvider', () => {
    function Orphan() {
      useRouter();
      return null;
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useRouter must be used within a RouterProvider');
    spy.mockRestore();
  });
});

describe('Outlet', () => {
  it('renders the matched route and nested children, and the fallback when nothing matches', () => {
    function Layout() {
      return (
        <div>
          <p>layout</p>
          <Outlet />
        </div>
      );
    }
    const { router } = setup([
      { path: '/', component: () => <h1>Home</h1> },
      { path: '/shop', component: Layout, children: [{ path: 'item/:id', component: Product }] },
    ]);
    expect(screen.getByRole('heading').textContent).toBe('Home');
    act(() => void router.navigate('/shop/item/7'));
    expect(screen.getByText('layout')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Product 7');
    act(() => void router.navigate('/missing'));
    expect(screen.getByText('Nothing here')).toBeTruthy();
  });

  it("starts at the top of its own router inside another router's page", () => {
    const inner = createRouter({
      routes: [{ path: '/', component: () => <p>inner home</p> }],
      history: createMemoryHistory(['/']),
    });
    function Page() {
      return (
        <RouterProvider router={inner} scrollRestoration={false}>
          <Outlet fallback={<p>inner fallback</p>} />
        </RouterProvider>
      );
    }
    setup(
      [{ path: '/docs', component: () => <Outlet />, children: [{ path: 'x', component: Page }] }],
      '/docs/x',
    );
    expect(screen.getByText('inner home')).toBeTruthy();
    expect(screen.queryByText('inner fallback')).toBeNull();
  });

  it('fills named outlets from the route and shows fallbacks for empty ones', () => {
    function Layout() {
      return (
        <>
          <Outlet name="main" />
          <aside>
            <Outlet name="sidebar" fallback="No sidebar content" />
          </aside>
          <section>
            <Outlet name="reviews" fallback="No reviews available" />
          </section>
        </>
      );
    }
    setup(
      [
        {
          path: '/test-product/:id',
          component: Layout,
          outlets: { main: Product, sidebar: () => <p>Sidebar</p> },
        },
      ],
      '/test-product/123',
    );
    expect(screen.getByRole('heading').textContent).toBe('Product 123');
    expect(screen.getByText('Sidebar')).toBeTruthy();
    expect(screen.getByText('No reviews available')).toBeTruthy();
  });
});

describe('Link', () => {
  const routes: Route[] = [
    {
      path: '/',
      component: () => (
        <nav>
          <Link to="/product/:id" params={{ id: '42' }} activeClassName="on">
            Product
          </Link>
          <Link to="https://example.com/x">Elsewhere</Link>
          <Link to="/about" target="_blank">
            New tab
          </Link>
        </nav>
      ),
    },
    { path: '/product/:id', component: Product },
    { path: '/about', component: () => <h1>About</h1> },
  ];

  it('builds the href from a pattern and navigates on a plain click', () => {
    const { history } = setup(routes);
    const link = screen.getByRole('link', { name: 'Product' });
    expect(link.getAttribute('href')).toBe('/product/42');
    fireEvent.click(link, { button: 0 });
    expect(history.location.pathname).toBe('/product/42');
    expect(screen.getByRole('heading').textContent).toBe('Product 42');
  });

  it('leaves modifier clicks, middle clicks, targets and external URLs to the browser', () => {
    const { history } = setup(routes);
    const link = screen.getByRole('link', { name: 'Product' });
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      fireEvent.click(link, init);
      expect(history.location.pathname).toBe('/');
    }
    fireEvent.click(screen.getByRole('link', { name: 'New tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(history.location.pathname).toBe('/');
  });

  it('marks the current page', () => {
    const { router } = setup([
      { path: '/', component: () => null },
      {
        path: '/a',
        component: () => (
          <Link to="/a" activeClassName="on" className="link">
            A
          </Link>
        ),
      },
    ]);
    act(() => void router.navigate('/a'));
    const link = screen.getByRole('link', { name: 'A' });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.className).toBe('link on');
  });

  it('follows navigation without a graph subscriber of its own', () => {
    const Nav = () => (
      <nav>
        <Link to="/docs">Docs</Link>
        <Link to="/docs/intro">Intro</Link>
        <Link to="intro">Relative</Link>
        <Link to="/blog">Blog</Link>
      </nav>
    );
    const history = createMemoryHistory(['/blog']);
    const router = createRouter({ routes: [{ path: '*', component: () => null }], history });
    const view = render(
      <RouterProvider router={router} scrollRestoration={false}>
        <Nav />
      </RouterProvider>,
    );
    const state = () =>
      ['Docs', 'Intro', 'Relative', 'Blog'].map((name) => {
        const link = screen.getByRole('link', { name });
        if (link.getAttribute('aria-current') === 'page') return 'page';
        return link.hasAttribute('data-active') ? 'below' : '-';
      });
    expect(state()).toEqual(['-', '-', '-', 'page']);
    act(() => void router.navigate('/docs/intro'));
    // 'intro' resolves against /docs/intro to /docs/intro.
    expect(state()).toEqual(['below', 'page', 'page', '-']);
    act(() => void router.navigate('/docs'));
    expect(state()).toEqual(['page', '-', '-', '-']);
    view.unmount();
    expect(subscriberCount(router.location)).toBe(0);
  });
});

describe('useParams', () => {
  it('re-renders only when the params change, and leaves no subscriber on unmount', () => {
    let renders = 0;
    function Team() {
      renders++;
      return <h1>Team {useParams<'/team/:id/:tab'>().id}</h1>;
    }
    const history = createMemoryHistory(['/team/1/people']);
    const router = createRouter({
      // memo: the Outlet re-renders on every navigation; only useParams may re-render Team.
      routes: [{ path: '/team/:id', component: memo(Team), children: [{ path: ':tab' }] }],
      history,
    });
    const view = render(
      <RouterProvider router={router} scrollRestoration={false}>
        <Link to="/team/2/people">Two</Link>
        <Outlet />
      </RouterProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Team 1');
    const before = renders;
    act(() => void router.navigate('/team/1/people?sort=name'));
    expect(renders).toBe(before);
    act(() => void router.navigate('/team/2/people'));
    expect(screen.getByRole('heading').textContent).toBe('Team 2');
    expect(renders).toBe(before + 1);
    view.unmount();
    expect([subscriberCount(router.location), subscriberCount(router.match)]).toEqual([0, 0]);
  });
});

describe('hooks', () => {
  it('useLocation, useBreadcrumbs and useLoader(route) follow navigation', async () => {
    function Page({ data = 'none' }: { data?: string }) {
      const location = useLocation();
      const crumbs = useBreadcrumbs();
      return (
        <>
          <p data-testid="where">{location.href}</p>
          <p data-testid="crumbs">{crumbs.map((c) => c.label).join(' > ')}</p>
          <p data-testid="data">{data}</p>
        </>
      );
    }
    const ProductsPage = () => <Page data={useLoader(products).data} />;
    const products = defineRoute({
      path: '/products',
      component: ProductsPage,
      meta: { title: 'Products' },
      loader: ({ search }) => `hello, sorted by ${search.get('sort')}`,
    });
    const { router } = setup([{ path: '/', component: Page, meta: { title: 'Home' } }, products]);
    expect(screen.getByTestId('crumbs').textContent).toBe('Home');
    await act(async () => {
      await router.navigate('/products?sort=price#top');
      await new Promise((r) => setTimeout(r, 5));
    });
    expect(screen.getByTestId('where').textContent).toBe('/products?sort=price#top');
    expect(screen.getByTestId('crumbs').textContent).toBe('Home > Products');
    expect(screen.getByTestId('data').textContent).toBe('hello, sorted by price');
  });

  it('useAction runs an action by its handle and exposes its status', async () => {
    let finish: (v: string) => void = () => {};
    const saveAction = defineAction(
      'save',
      (_: string) => new Promise<string>((resolve) => (finish = resolve)),
    );
    function Page() {
      const save = useAction(saveAction);
      return (
        <button onClick={() => void save.run('x')}>
          {save.status}:{save.result ?? ''}
        </button>
      );
    }
    setup([{ path: '/', component: Page }]);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('idle:');
    await act(async () => fireEvent.click(button));
    expect(button.textContent).toBe('executing:');
    await act(async () => finish('saved'));
    expect(button.textContent).toBe('success:saved');
  });
});

describe("a route's pending view", () => {
  // Outlet loads the route views lazily: once, before the clock is faked.
  beforeAll(() => import('./RouteView.tsx'));

  function mount(delay: number) {
    vi.useFakeTimers();
    const slowLoader = defineLoader(
      'slow',
      () => new Promise((r) => setTimeout(() => r('done'), delay)),
    );
    const history = createMemoryHistory(['/']);
    const router = createRouter({
      routes: [
        { path: '/', component: () => <p>start</p> },
        {
          path: '/slow',
          loader: slowLoader,
          pendingComponent: () => <p>Loading…</p>,
          component: () => <p>content</p>,
        },
      ],
      history,
      loaderDelayMs: 0,
      log: vi.fn(),
    });
    render(
      <RouterProvider router={router} scrollRestoration={false}>
        <Outlet />
      </RouterProvider>,
    );
    return router;
  }

  afterEach(() => vi.useRealTimers());

  it('does not flash the fallback for fast loads', async () => {
    const router = mount(50);
    await act(async () => {
      void router.navigate('/slow');
      await vi.advanceTimersByTimeAsync(60);
    });
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('shows the fallback for slow loads and keeps it at least 300 ms', async () => {
    const router = mount(200);
    await act(async () => {
      void router.navigate('/slow');
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(150)); // data came at 200 ms; shown since 100 ms
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByText('content')).toBeTruthy();
  });
});

describe('PortalOutlet', () => {
  it('renders a modal route over its background page and closes on Escape', () => {
    function Modal() {
      const { id } = useParams<'/product/:id/preview'>();
      return <button>Preview {id}</button>;
    }
    const { router, history } = setup(
      [
        {
          path: '/product/:id',
          component: Product,
          children: [{ path: 'preview', portal: true, component: Modal }],
        },
      ],
      '/product/5',
    );
    act(() => void router.navigate('/product/5/preview'));
    expect(screen.getByRole('heading').textContent).toBe('Product 5');
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button').textContent).toBe('Preview 5');
    expect(document.activeElement).toBe(screen.getByRole('button'));
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(history.location.pathname).toBe('/product/5');
  });

  it("paints its default box in the page's colour scheme (Canvas), not always white", () => {
    const { router } = setup(
      [
        {
          path: '/product/:id',
          component: Product,
          children: [{ path: 'preview', portal: true, component: () => <p>Preview</p> }],
        },
      ],
      '/product/5',
    );
    act(() => void router.navigate('/product/5/preview'));
    expect(screen.getByRole('dialog').style.background).toBe('canvas');
  });
});
