import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '../core/memory-history.ts';
import { DataRegistry } from '../core/loaders.ts';
import { defineAction, defineLoader } from '../core/handles.ts';
import {
  GlobalRoutes,
  Link,
  Outlet,
  RouterProvider,
  useAction,
  useLoader,
  useParams,
  usePending,
} from './index.ts';
import { PortalOutlet } from './PortalOutlet.tsx';
import { defineRoute, type Route, Router } from './routes.ts';
import { createRouter } from './create-router.ts';

afterEach(cleanup);

function setup(routes: Route[], initial = '/', extra: React.ReactNode = null) {
  const router = createRouter({
    routes,
    history: createMemoryHistory([initial]),
    loaderDelayMs: 0,
    log: vi.fn(),
  });
  const view = render(
    <RouterProvider router={router} scrollRestoration={false}>
      {extra}
      <Outlet fallback={<p>Nothing here</p>} />
      <PortalOutlet />
    </RouterProvider>,
  );
  return { router, view };
}

describe('Link', () => {
  it('re-renders only the links whose active state a navigation changed', async () => {
    const renders = new Map<number, number>();
    const count = (id: string) => {
      const n = Number(id);
      renders.set(n, (renders.get(n) ?? 0) + 1);
    };
    const links = Array.from({ length: 200 }, (_, n) => (
      <Profiler key={n} id={String(n)} onRender={count}>
        <Link to={`/item/${n}`}>{`Item ${n}`}</Link>
      </Profiler>
    ));
    const { router } = setup([{ path: '/item/:id' }], '/item/1', <nav>{links}</nav>);
    await act(async () => {});
    renders.clear();
    await act(() => router.navigate('/item/2'));
    expect([...renders.keys()].sort((a, b) => a - b)).toEqual([1, 2]);
    expect(screen.getByRole('link', { name: 'Item 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Item 1' }).getAttribute('aria-current')).toBeNull();
    renders.clear();
    await act(() => router.navigate('/elsewhere'));
    expect([...renders.keys()]).toEqual([2]);
  });

  it('answers which links are active with no URL parsing per link on a navigation', async () => {
    const links = Array.from({ length: 50 }, (_, n) => (
      <Link key={n} to={`/item/${n}`}>{`Item ${n}`}</Link>
    ));
    const { router } = setup([{ path: '/item/:id' }], '/item/1', <nav>{links}</nav>);
    await act(async () => {});
    const RealURL = URL;
    let parsed = 0;
    globalThis.URL = class extends RealURL {
      constructor(...args: ConstructorParameters<typeof URL>) {
        super(...args);
        parsed++;
      }
    };
    try {
      await act(() => router.navigate('/item/7'));
    } finally {
      globalThis.URL = RealURL;
    }
    expect(screen.getByRole('link', { name: 'Item 7' }).getAttribute('aria-current')).toBe('page');
    // The router parses the one href it navigates to; the 50 links parse nothing.
    expect(parsed).toBeLessThan(5);
  });

  it('preloads the route’s code and loader on hover, focus and touch; the navigation uses it', async () => {
    const code = vi.fn(() => Promise.resolve());
    const loader = vi.fn(({ params }: { params: { id: string } }) => `story ${params.id}`);
    const item = defineRoute({ path: '/item/:id', preload: code, loader, component: Story });
    function Story() {
      return <p>{useLoader(item).data ?? 'loading'}</p>;
    }
    const home = { path: '/', component: Home };
    function Home() {
      return (
        <>
          <Link to="/item/1">One</Link>
          <Link to="/item/2">Two</Link>
          <Link to="/item/3">Three</Link>
          <Link to="/item/4" preload={false}>
            Four
          </Link>
        </>
      );
    }
    setup([home, item]);
    vi.useFakeTimers();
    // Passing over a link preloads nothing; resting on it for 50 ms does.
    fireEvent.mouseEnter(screen.getByText('Three'));
    await act(() => vi.advanceTimersByTimeAsync(49));
    fireEvent.mouseLeave(screen.getByText('Three'));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(code).not.toHaveBeenCalled();
    fireEvent.mouseEnter(screen.getByText('One'));
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();
    fireEvent.focus(screen.getByText('Two'));
    fireEvent.touchStart(screen.getByText('Three'));
    fireEvent.mouseEnter(screen.getByText('Four'));
    fireEvent.focus(screen.getByText('Four'));
    await act(async () => {});
    expect(code).toHaveBeenCalledTimes(3);
    expect(loader.mock.calls.map(([c]) => c.params.id)).toEqual(['1', '2', '3']);
    fireEvent.click(screen.getByText('Two'));
    // From the cache: the data is there on the first render, and the loader did not run again.
    expect(screen.getByText('story 2')).toBeTruthy();
    await act(async () => {});
    expect(loader).toHaveBeenCalledTimes(3);
  });
});

describe('route views', () => {
  it('shows the router-wide pending view while a slow function loader loads', async () => {
    await import('./RouteView.tsx'); // Outlet loads it lazily: once, before the clock is faked
    vi.useFakeTimers();
    const slow = defineRoute({
      path: '/slow',
      loader: () => new Promise<string>((resolve) => setTimeout(() => resolve('done'), 1000)),
      component: Slow,
    });
    function Slow() {
      return <p>{useLoader(slow).data}</p>;
    }
    const router = createRouter({
      routes: [{ path: '/' }, slow],
      history: createMemoryHistory(['/']),
      pendingComponent: () => <p>Loading…</p>,
    });
    render(
      <RouterProvider router={router} scrollRestoration={false}>
        <Outlet />
      </RouterProvider>,
    );
    await act(() => router.navigate('/slow'));
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(screen.getByText('done')).toBeTruthy();
    router.destroy();
    vi.useRealTimers();
  });
});

describe('GlobalRoutes', () => {
  it('renders every matching global route alongside the page', async () => {
    const routes: Route[] = [
      { path: '*', global: true, component: () => <aside>Announcement</aside> },
      { path: '/admin*', global: true, component: () => <aside>Devtools</aside> },
      { path: '/', component: () => <h1>Home</h1> },
      { path: '/admin/users', component: () => <h1>Users</h1> },
    ];
    const { router } = setup(routes, '/', <GlobalRoutes />);
    expect(screen.getByText('Announcement')).toBeTruthy();
    expect(screen.queryByText('Devtools')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('Home');
    await act(() => router.navigate('/admin/users'));
    expect(screen.getByText('Announcement')).toBeTruthy();
    expect(screen.getByText('Devtools')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Users');
  });
});

describe('hooks', () => {
  it('usePending shows the navigation a guard holds', async () => {
    let allow: (ok: boolean) => void = () => {};
    function Status() {
      const pending = usePending();
      return <p>{pending ? `opening ${pending.to}` : 'idle'}</p>;
    }
    const routes: Route[] = [
      { path: '/' },
      { path: '/slow', canActivate: () => new Promise<boolean>((r) => (allow = r)) },
    ];
    const { router } = setup(routes, '/', <Status />);
    let done: Promise<unknown> = Promise.resolve();
    act(() => void (done = router.navigate('/slow')));
    expect(screen.getByText('opening /slow')).toBeTruthy();
    await act(async () => {
      allow(true);
      await done;
    });
    expect(screen.getByText('idle')).toBeTruthy();
  });

  it('useParams({ from }) reads the current params', () => {
    const user = defineRoute({ path: '/u/:name', component: User });
    function User() {
      return <p>{useParams({ from: user }).name}</p>;
    }
    setup([user], '/u/ada');
    expect(screen.getByText('ada')).toBeTruthy();
  });
});

describe('a router without a registry yet', () => {
  it('renders loader and action hooks as idle, and they follow the registry once attached', async () => {
    const cartLoader = defineLoader('cart', () => '2 items');
    const addAction = defineAction('add', () => 'ok');
    function Page() {
      const cart = useLoader(cartLoader, { auto: true });
      const add = useAction(addAction);
      return <p>{`${cart.status}:${cart.data ?? '-'} ${add.status}`}</p>;
    }
    const router = new Router({
      routes: [{ path: '/', component: Page }],
      history: createMemoryHistory(['/']),
    });
    render(
      <RouterProvider router={router} scrollRestoration={false}>
        <Outlet />
      </RouterProvider>,
    );
    expect(screen.getByText('idle:- idle')).toBeTruthy();
    const registry = new DataRegistry();
    await act(async () => router.attachData(registry));
    expect(screen.getByText('success:2 items idle')).toBeTruthy();
    router.destroy();
  });
});

describe('markup', () => {
  it('carries no data-testid, a modal included', () => {
    setup(
      [
        { path: '/', component: () => <Link to="/m">open</Link> },
        { path: '/m', portal: true, component: () => <p>modal</p> },
      ],
      '/m',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.querySelector('[data-testid]')).toBeNull();
  });
});
