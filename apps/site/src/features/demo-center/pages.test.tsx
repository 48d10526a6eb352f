/* The Demo Center's pages against a real router: what a visitor sees on each. */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '@tendril/router';
import {
  createRouter,
  Outlet,
  type Route,
  type Router,
  RouterProvider,
} from '@tendril/router/react';
import { DEMO_MENU, DEMO_MENU_ITEMS } from '../../shell/demo-menu.ts';
import { DemoCenterPage } from './DemoCenterPage.tsx';
import { UserPage } from './UserPage.tsx';

const routes: Route[] = [
  { path: '/admin', component: DemoCenterPage },
  { path: '/users/:id', component: UserPage },
];

let router: Router | undefined;

function show(path: string) {
  router = createRouter({ routes, history: createMemoryHistory([path]), log: () => {} });
  return render(
    <RouterProvider router={router} scrollRestoration={false}>
      <Outlet />
    </RouterProvider>,
  );
}

const USERS = [
  {
    id: 1,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    status: 'active',
    lastUpdated: '2026-11-02T10:00:00Z',
  },
];

afterEach(() => {
  cleanup();
  router?.destroy();
  vi.unstubAllGlobals();
  act(() => void window.dispatchEvent(new Event('online')));
});

describe('DemoCenterPage', () => {
  it('lists every demo under its category with title, description, status and tags', () => {
    show('/admin');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Demo Center');
    const nav = screen.getByRole('navigation', { name: 'Demos' });
    for (const category of DEMO_MENU) {
      const section = within(nav).getByRole('region', { name: category.name });
      const links = within(section).getAllByRole('link');
      expect(links.map((a) => a.getAttribute('href'))).toEqual(category.items.map((i) => i.path));
      category.items.forEach((item, n) => {
        const text = links[n]?.textContent ?? '';
        for (const part of [item.title, item.description, item.status, ...item.tags]) {
          expect(text, item.path).toContain(part);
        }
      });
    }
    expect(screen.getByRole('heading', { name: 'Welcome to the Demo Center' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quick tips' })).toBeTruthy();
  });

  it('moves focus through the sidebar with Up, Down, Home and End, wrapping around', () => {
    show('/admin');
    const links = within(screen.getByRole('navigation', { name: 'Demos' })).getAllByRole('link');
    links[0]?.focus();
    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'End' });
    expect(document.activeElement).toBe(links.at(-1));
    fireEvent.keyDown(links.at(-1)!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links.at(-1));
    fireEvent.keyDown(links.at(-1)!, { key: 'Home' });
    expect(document.activeElement).toBe(links[0]);
    expect(links).toHaveLength(DEMO_MENU_ITEMS.length);
  });

  it('shows its own offline banner while the connection is down', () => {
    show('/admin');
    const text = "You're offline. The app will continue to work with cached data.";
    expect(screen.queryByText(text)).toBeNull();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status').textContent).toBe(text);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(text)).toBeNull();
  });
});

describe('UserPage', () => {
  const respond = (body: unknown, ok = true) =>
    vi.fn(async () => ({ ok, status: ok ? 200 : 503, statusText: 'Down', json: async () => body }));

  it('shows the user with id, name, email, status and last updated', async () => {
    vi.stubGlobal('fetch', respond(USERS));
    show('/users/1');
    expect(screen.getByRole('status').textContent).toContain('Loading user 1');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Grace Hopper');
    expect(screen.getByTestId('user-id').textContent).toBe('1');
    expect(screen.getByTestId('user-email').textContent).toBe('grace@example.com');
    expect(screen.getByTestId('user-status').textContent).toBe('active');
    expect(screen.getByTestId('user-last-updated').textContent).not.toBe('');
  });

  it('says "User not found" with a way back for an id that is not digits, without fetching', () => {
    const fetch = respond(USERS);
    vi.stubGlobal('fetch', fetch);
    show('/users/abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('User not found');
    expect(screen.getByRole('link', { name: 'Back to Demo Center' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says "User not found" for a number no user has', async () => {
    vi.stubGlobal('fetch', respond(USERS));
    show('/users/999');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('User not found');
  });

  it('shows the error with Try Again, and Try Again loads the user', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 503, statusText: 'Down', json: async () => [] })
      .mockResolvedValue({ ok: true, status: 200, json: async () => USERS });
    vi.stubGlobal('fetch', fetch);
    show('/users/1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('503 Down');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Grace Hopper');
  });
});
