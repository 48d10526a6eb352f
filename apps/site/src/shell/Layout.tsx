import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link, Outlet, useMatch, usePortal, useRouter } from '@tendril/router/react';
import { PartBoundary } from '../ui/PartBoundary.tsx';
import type { DemoApp } from '../lib/active-app.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { ConnectionIndicator } from './ConnectionIndicator.tsx';
import { DEMO_USER_NAME, NOTIFICATION_COUNT } from './demo-user.ts';
import { OfflineBanner } from './OfflineBanner.tsx';
import { RouteFade } from './RouteFade.tsx';
import { lazyNamed } from '../ui/lazy-named.ts';

// The modal outlet's code arrives when a modal route first opens.
const PortalOutlet = lazyNamed(() => import('@tendril/router/react/portal'), 'PortalOutlet');
// The floating Demos switcher sits over the page (fixed), so arriving a moment after the first
// paint moves nothing; its code stays off the first load.
const DemosSwitcher = lazyNamed(() => import('./DemosSwitcher.tsx'), 'DemosSwitcher');
// So are the toasts: fixed too, and empty until something happens (a toast raised before its
// code arrives waits in the store).
const ToastStack = lazyNamed<'ToastStack', object>(
  () => import('../ui/toast/ToastStack.tsx'),
  'ToastStack',
);
// The head tags' code is not on the first load: index.html's title and description stand in
// until it arrives (and stay, should it fail to load offline: a page without its own title
// beats a page that fails).
const SiteMeta = lazy<ComponentType>(() =>
  import('./SiteMeta.tsx').then(
    (m) => ({ default: m.SiteMeta }),
    () => ({ default: () => null }),
  ),
);

export interface LayoutProps {
  /** The active app's header navigation. */
  nav: ReactNode;
  /** The active app's sidebar for this route, if any. */
  sidebar?: ReactNode;
  /** Banners above the page (offline, storage warnings). */
  banners?: ReactNode;
  availableApps: readonly DemoApp[];
}

/** The one shell both demo apps share: header, banners, page, modals, toasts. */
export function Layout({ nav, sidebar, banners, availableApps }: LayoutProps) {
  const router = useRouter();
  const modalOpen = usePortal().isOpen;
  // The page under any modal: opening a modal is not leaving the page.
  const pagePath = useMatch()?.pathname;
  return (
    <>
      <Suspense>
        <SiteMeta />
      </Suspense>
      <div className="sr-only focus-within:not-sr-only focus-within:absolute focus-within:top-2 focus-within:left-2 focus-within:z-[1200] focus-within:flex focus-within:gap-2">
        <a href="#main" className="rounded bg-white p-2 shadow">
          Skip to content
        </a>
        <a href="#main-nav" className="rounded bg-white p-2 shadow">
          Skip to navigation
        </a>
      </div>
      <header className="border-b border-stone-200 bg-white">
        <div className="page-column flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
          <Link to="/" className="text-xl font-bold text-green-900">
            Tendril
          </Link>
          <nav id="main-nav" aria-label="Main" className="flex-1">
            {nav}
          </nav>
          <div className="flex items-center gap-4 text-sm">
            <ConnectionIndicator />
            <span className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="grid h-7 w-7 place-items-center rounded-full bg-green-100 text-xs font-bold text-green-900"
              >
                AL
              </span>
              <span>{DEMO_USER_NAME}</span>
            </span>
            <Link
              to="/notification"
              className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white"
            >
              {NOTIFICATION_COUNT} notifications
            </Link>
          </div>
        </div>
      </header>
      <OfflineBanner />
      {banners}
      <Breadcrumbs />
      {/* At least a screen tall: the footer starts below the fold, so a page filling in never moves it into view. */}
      <div className="page-column flex min-h-screen gap-8 py-6">
        {sidebar && <aside className="hidden w-56 shrink-0 lg:block">{sidebar}</aside>}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {/* Each page shows its own loading state: a news page paints a saved copy while its
              loader runs, a product page its skeleton through a loading boundary. */}
          <RouteFade>
            {/* Pages are code-split: a page's code arrives on first visit. */}
            <PartBoundary
              resetKey={pagePath}
              what="This page"
              loading={<p role="status">Loading…</p>}
            >
              {/* Unknown paths reach the route table's catch-all, so there is no fallback here. */}
              <Outlet />
            </PartBoundary>
          </RouteFade>
        </main>
      </div>
      <footer className="page-column pb-4 text-xs text-stone-500">
        Tendril demo site · build {import.meta.env.VITE_BUILD_ID || 'local'}
      </footer>
      {/* The row kept free for the Demos and Devtools buttons, so they never cover the page: they
          sit here below 80rem, and float beside the page's column from there (index.css). */}
      <div className="page-column flex min-h-14 items-center justify-end pb-4" data-testid="dock">
        <PartBoundary what="The demos switcher" compact>
          <DemosSwitcher available={availableApps} />
        </PartBoundary>
      </div>
      {modalOpen && (
        <PartBoundary
          what="This dialog"
          compact
          dismiss={{ label: 'Close', onClick: () => router.closePortal() }}
          className="fixed inset-x-4 top-4 z-[1000] mx-auto w-fit rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 shadow-lg"
        >
          <PortalOutlet />
        </PartBoundary>
      )}
      <PartBoundary what="Notifications" compact>
        <ToastStack />
      </PartBoundary>
    </>
  );
}
