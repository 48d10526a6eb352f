import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tendril/router';
import { createRouter, Outlet, RouterProvider, type Router } from '@tendril/router/react';
import * as pages from './pages.ts';
import { catchAllRoute } from './routes.ts';

let router: Router | undefined;

afterEach(() => {
  cleanup();
  router?.destroy();
});

describe('the catch-all', () => {
  it('says "Page not found", names the path and links home', async () => {
    const routes = [catchAllRoute(async () => pages)];
    router = createRouter({
      routes,
      history: createMemoryHistory(['/demo/nowhere']),
      log: () => {},
    });
    render(
      <RouterProvider router={router} scrollRestoration={false}>
        <Outlet />
      </RouterProvider>,
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Page not found');
    expect(screen.getByText('/demo/nowhere')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(routes[0]!.meta?.title).toBe('Page not found');
  });
});
