import { lazy, Suspense, useContext, type ReactNode } from 'react';
import { DepthContext, useRouter } from './context.ts';
import { useRouterState } from './router-state.ts';
import type { Route, Router } from './routes.ts';

// Route views load on first use: an app (or a first page) without them never downloads them.
const RouteView = lazy(() => import('./RouteView.tsx'));

/** The route has a loader and a view to show while it loads or fails (its own or the router's). */
const hasViews = (router: Router, route: Route) =>
  !!router.loaderOf(route) &&
  [route, router.views].some((v) => v.pendingComponent || v.errorComponent || v.notFoundComponent);

/** Props of `Outlet`. */
export interface OutletProps {
  /**
   * A named outlet renders the deepest matched route's `outlets[name]` component.
   * @default undefined — the unnamed outlet: the route at this depth of the match chain.
   */
  name?: string;
  /**
   * Shown when nothing matches here (a named outlet no route fills, or no route at all; for
   * no route at all, the router's `notFoundComponent` comes first).
   * @default null
   */
  fallback?: ReactNode;
}

/**
 * Renders the matched route at this depth of the match chain; the route's component renders
 * its own <Outlet /> for its child. Named outlets let one route fill several places. A route
 * with a loader and views shows its `pendingComponent`, `errorComponent` or
 * `notFoundComponent` (else the router's) instead of its component while it loads or fails.
 * Such a route renders inside one `<div>` of its own, `hidden` while its first load has not yet
 * shown the pending view (a fast load then shows the page at once, with no flash): a parent
 * that lays out its outlet with flex or grid lays out that `<div>`.
 *
 * @example
 * ```tsx
 * // { path: '/shop', component: ShopLayout, children: [{ path: ':id', component: Item,
 * //   outlets: { aside: ItemAside } }] }
 * function ShopLayout() {
 *   return (
 *     <main>
 *       <Outlet fallback={<p>Pick an item</p>} />
 *       <aside><Outlet name="aside" /></aside>
 *     </main>
 *   );
 * }
 * ```
 */
export function Outlet({ name, fallback = null }: OutletProps) {
  const router = useRouter();
  const depth = useContext(DepthContext);
  const match = useRouterState((r) => r.match.value);
  if (!match) {
    const NotFound = router.views.notFoundComponent;
    return NotFound ? <NotFound /> : <>{fallback}</>;
  }

  if (name !== undefined) {
    for (let i = match.chain.length - 1; i >= 0; i--) {
      const Named = match.chain[i]!.outlets?.[name];
      if (Named) return <Named />;
    }
    return <>{fallback}</>;
  }

  // Pathless groups without a component pass straight through to their child.
  let level = depth;
  let route: Route | undefined = match.chain[level];
  while (route && !route.component && level < match.chain.length - 1) route = match.chain[++level];
  const Component = route?.component;
  if (!Component) return <>{fallback}</>;
  return (
    <DepthContext.Provider value={level + 1}>
      {hasViews(router, route!) ? (
        <Suspense fallback={null}>
          <RouteView route={route!} Component={Component} />
        </Suspense>
      ) : (
        <Component />
      )}
    </DepthContext.Provider>
  );
}

/**
 * Renders every global route (`global: true`) that matches the current path, alongside the
 * page: an announcement bar, a devtools panel. Place it once, next to the page's `<Outlet />`.
 *
 * @example
 * ```tsx
 * // routes: [{ path: '*', global: true, component: AnnouncementBar }, ...pages]
 * <RouterProvider router={router}>
 *   <GlobalRoutes />
 *   <Outlet />
 * </RouterProvider>
 * ```
 */
export function GlobalRoutes() {
  const routes = useRouterState(
    (r) => r.matcher.matchGlobals(r.location.value?.pathname ?? '/').map((m) => m.route.component),
    sameItems,
  );
  return routes.map((Component, i) => Component && <Component key={i} />);
}

// Only a change in which routes match re-renders.
const sameItems = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);
