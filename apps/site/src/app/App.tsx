import { LoadingBoundary, Outlet, PortalOutlet, RouterProvider } from '@tendril/router/react';
import type { Router } from '@tendril/router';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { Breadcrumbs } from '../shell/Breadcrumbs.tsx';
import { DocumentTitle } from '../shell/DocumentTitle.tsx';
import { Header } from '../shell/Header.tsx';

export function App({ router }: { router: Router }) {
  return (
    <RouterProvider router={router}>
      <DocumentTitle />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      <Breadcrumbs />
      <main id="main" tabIndex={-1} className="mx-auto max-w-4xl px-4 py-8 outline-none">
        <LoadingBoundary fallback={<p role="status">Loading…</p>}>
          <Outlet fallback={<NotFoundPage />} />
        </LoadingBoundary>
      </main>
      <PortalOutlet />
    </RouterProvider>
  );
}
