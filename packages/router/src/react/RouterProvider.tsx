import { useEffect, type ReactNode } from 'react';
import type { Router } from '../core/router.ts';
import { attachScrollRestoration, type ScrollRestorationOptions } from '../core/scroll.ts';
import { RouterContext } from './context.ts';

export interface RouterProviderProps {
  router: Router;
  /** Save and restore scroll positions on the window (default true), with options. */
  scrollRestoration?: boolean | ScrollRestorationOptions;
  children?: ReactNode;
}

/** Makes `router` available to links, outlets and hooks below. */
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
