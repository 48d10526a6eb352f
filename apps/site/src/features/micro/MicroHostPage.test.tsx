/*
 * The micro frontend host page against a real router, with the notes app's bundle replaced by
 * a stand-in module (the real bundle is a separate build, exercised in e2e/microfrontend).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '@tendril/router';
import {
  createRouter,
  Link,
  Outlet,
  type Route,
  type Router,
  RouterProvider,
  useParams,
} from '@tendril/router/react';
import { createMicroAppMount, defineMicroApp } from '@tendril/router/microfrontend';
import { useValue } from '@tendril/signals/react';
import { sharedCount } from '../../lib/shared-count.ts';
import { MicroHostPage } from './MicroHostPage.tsx';

// The stand-in app: a list and a detail route, reading the host's shared signal.
const standIn = defineMicroApp<{ sharedCount: typeof sharedCount }>({
  name: 'stand-in',
  routes: ({ basePath, host }) => [
    {
      path: 'notes',
      component: () => <Link to={`${basePath}/notes/1`}>First note</Link>,
    },
    {
      path: 'notes/:id',
      component: function Detail() {
        const count = useValue(host.sharedCount);
        return (
          <h2>
            Note {useParams().id}, count {count}
          </h2>
        );
      },
    },
  ],
});

const bundle = vi.hoisted(() => ({ fail: true, loads: 0 }));

vi.mock('../../shell/micro-apps.ts', () => {
  const mounts = new WeakMap();
  return {
    notesMount(router: Router) {
      if (!mounts.has(router)) {
        const parent = router.routes.find((r) => r.fullPath === '/micro' && r.kind === 'static');
        mounts.set(
          router,
          createMicroAppMount({
            router,
            parent: parent!.route,
            host: { sharedCount },
            load: async () => {
              bundle.loads++;
              if (bundle.fail) throw new TypeError('Failed to fetch dynamically imported module');
              return { default: standIn };
            },
          }),
        );
      }
      return mounts.get(router);
    },
  };
});

const micro = { component: MicroHostPage };
const routes: Route[] = [
  { path: '/', component: () => <p>Home</p> },
  { path: '/micro', ...micro },
  { path: '/micro/*', ...micro },
];

function show(path: string) {
  const router = createRouter({ routes, history: createMemoryHistory([path]), log: () => {} });
  render(
    <RouterProvider router={router} scrollRestoration={false}>
      <Outlet />
    </RouterProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  sharedCount.value = 0;
});

describe('MicroHostPage', () => {
  it('shows the error with Try Again when the bundle fails, and the app once Try Again loads it', async () => {
    bundle.fail = true;
    const router = show('/micro/notes/1');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The notes app could not load.',
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch dynamically imported');
    // The host part still works.
    fireEvent.click(screen.getByRole('button', { name: 'Add one from the host' }));
    expect(screen.getByTestId('host-shared-count').textContent).toContain(
      'Shared count (read in the host): 1',
    );

    bundle.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Note 1, count 1' })).toBeTruthy();
    expect(router.location.value?.pathname).toBe('/micro/notes/1');
    expect(screen.queryByRole('alert')).toBeNull();

    // A write from the host shows in the app.
    fireEvent.click(screen.getByRole('button', { name: 'Add one from the host' }));
    expect(screen.getByRole('heading', { name: 'Note 1, count 2' })).toBeTruthy();
  });

  it('says when the app is mounted on the host page, and when it has no page at an address', async () => {
    bundle.fail = false;
    const router = show('/micro');
    expect(screen.getByRole('status').textContent).toContain('Loading the notes app…');
    expect(await screen.findByText(/The notes app is mounted/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Open its notes' }));
    fireEvent.click(await screen.findByRole('link', { name: 'First note' }));
    expect(await screen.findByRole('heading', { name: 'Note 1, count 0' })).toBeTruthy();
    await act(() => router.navigate('/micro/elsewhere'));
    expect(screen.getByText(/The notes app has no page at this address/)).toBeTruthy();
  });
});
