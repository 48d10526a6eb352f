import { useEffect, type ReactNode } from 'react';
import type { Router } from '../core/router.ts';
import { attachScrollRestoration, type ScrollRestorationOptions } from '../core/scroll.ts';
import { RouterContext } from './context.ts';

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
 * to the window while mounted.
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
  useEffect(() => {
    if (!scrollRestoration || typeof window === 'undefined') return;
    return attachScrollRestoration(
      router,
      window,
      scrollRestoration === true ? {} : scrollRestoration,
    );
  }, [router, scrollRestoration]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}
