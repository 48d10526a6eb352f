import { createContext, useContext } from 'react';
import type { Router } from './routes.ts';

/**
 * The context `RouterProvider` fills. Read it with `useRouter`, or with `useContext` to get
 * `null` outside a provider instead of an error.
 */
export const RouterContext = createContext<Router | null>(null);

/** Depth in the match chain that the nearest Outlet renders (0 = the top-level route). */
export const DepthContext = createContext(0);

/** True inside the component a modal (portal) route renders. */
export const InPortalContext = createContext(false);

/** The router of the nearest RouterProvider. */
export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter must be used within a RouterProvider');
  return router;
}
