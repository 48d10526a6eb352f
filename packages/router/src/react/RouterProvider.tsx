import { useEffect, type ReactNode } from 'react';
import type { Router } from './routes.ts';
import type { ScrollRestorationOptions } from '../core/scroll.ts';
import { DepthContext, RouterContext } from './context.ts';

/** Props of `RouterProvider`. */
export interface RouterProviderProps {
  /** The router the links, outlets and hooks below use. */
  router: Router;
  /**
   * Save and restore the window's scroll positions (`attachScrollRestoration`): `true`, `false`,
   * or its options.
   * @default true
   */
  scrollRestoration?: boolean | ScrollRestorationOptions;
  children?: ReactNode;
}

/**
 * Makes `router` available to links, outlets and hooks below, and attaches scroll restoration
 * to the window while mounted. Its code loads on demand after the first render: positions only
 * matter from the first navigation on, so it stays off the first screen's bundle.
 *
 * @example
 * ```tsx
 * const router = createRouter({ routes });
 * createRoot(root).render(
 *   <RouterProvider router={router}>
 *     <Outlet fallback={<p>Not found</p>} />
 *     <PortalOutlet />
 *   </RouterProvider>,
 * );
 * ```
 */
export function RouterProvider({
  router,
  scrollRestoration = true,
  children,
}: RouterProviderProps) {
  // After the first commit, hydration included: reloads started before it would change what
  // the server's HTML shows while React is still matching it.
  useEffect(() => router.hydrated(), [router]);
  useEffect(() => {
    // Effects never run on a server, so `window` is there.
    if (!scrollRestoration) return;
    const options = scrollRestoration === true ? {} : scrollRestoration;
    const attached = import('../core/scroll.ts').then((scroll) =>
      scroll.attachScrollRestoration(router, window, options),
    );
    // Unmounted before the code arrived: it attaches and detaches at once, leaving nothing.
    return () => void attached.then((detach) => detach());
  }, [router, scrollRestoration]);
  // Outlets below start at the top of this router's match chain, also when this provider sits
  // inside another router's page (a router of its own, in memory, inside a docs page).
  return (
    <RouterContext.Provider value={router}>
      <DepthContext.Provider value={0}>{children}</DepthContext.Provider>
    </RouterContext.Provider>
  );
}
