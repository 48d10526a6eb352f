// @vitest-environment node
/*
 * A server has no `window` or `document`: every entry point of the package imports without
 * them, and the React layer renders without touching them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MetaTags } from '../../meta/react/MetaTags.tsx';
import { GlobalRoutes, Outlet } from '../Outlet.tsx';
import { PortalOutlet } from '../PortalOutlet.tsx';
import { RouterProvider } from '../RouterProvider.tsx';
import { Link } from '../Link.tsx';
import { renderUrl } from './render.tsx';
import type { Route, Router } from '../routes.ts';

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, string | { '@tendril/source': string }>;
};
const sources = Object.entries(pkg.exports).flatMap(([subpath, target]) =>
  typeof target === 'string' ? [] : [[subpath, target['@tendril/source']] as const],
);

describe('on a server', () => {
  it('runs where there is no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(sources)('imports %s without a DOM', async (_subpath, source) => {
    await expect(
      import(/* @vite-ignore */ new URL(`../../../${source}`, import.meta.url).href),
    ).resolves.toBeTypeOf('object');
  });

  it('renders links, outlets, global routes, a modal and meta without a DOM', async () => {
    const routes: Route[] = [
      { path: '*', global: true, component: () => <aside>Banner</aside> },
      {
        path: '/',
        meta: { title: 'Home' },
        component: () => (
          <main>
            <Link to="/about">About</Link>
            <Outlet />
          </main>
        ),
        children: [{ path: 'photo', portal: true, component: () => <p>Photo</p> }],
      },
      { path: '/about', component: () => <p>About</p> },
    ];
    const app = (router: Router) => (
      <RouterProvider router={router}>
        <MetaTags />
        <GlobalRoutes />
        <Outlet />
        <PortalOutlet />
      </RouterProvider>
    );
    const page = await renderUrl('/photo', { routes, app });
    expect(page.status).toBe(200);
    expect(page.head).toBe('<title data-tendril-meta="">Home</title>');
    expect(page.html).toContain('<aside>Banner</aside>');
    expect(page.html).toContain('href="/about"');
  });
});
