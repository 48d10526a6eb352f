/*
 * Hooks over the router's state: each is a line over `useRouterState`, so a component
 * re-renders only when the piece of router state it reads changes.
 */
import { useCallback, useContext } from 'react';
import type { Breadcrumb } from '../core/matcher-breadcrumbs.ts';
import type { PathParams } from '../core/path-params.ts';
import type { RegisteredRoutes, ValidLinkTarget } from '../core/register.ts';
import type { RouterLocation } from '../core/location.ts';
import { InPortalContext, useRouter } from './context.ts';
import { assertMatched } from './development.ts';
import { useRouterState } from './router-state.ts';
import type {
  Match,
  NavigateArgs,
  NavigationResult,
  PendingNavigation,
  PortalState,
} from '../core/types.ts';
import type { ReactRouteComponents, Route } from './routes.ts';

// Replaced by bundlers at build time: production builds drop the development checks.
declare const process: { env: { NODE_ENV?: string } };

const EMPTY_LOCATION: RouterLocation = {
  pathname: '/',
  search: '',
  hash: '',
  href: '/',
  state: null,
  key: '',
  index: 0,
};

/** The current location; re-renders when it changes. Before the first navigation settles: `/`. */
export function useLocation(): RouterLocation {
  return useRouterState((router) => router.location.value) ?? EMPTY_LOCATION;
}

/** The page match (the background page while a modal is open). */
export function useMatch(): Match<ReactRouteComponents> | null {
  return useRouterState((router) => router.match.value);
}

/**
 * What `useParams` reads its types from: a route (see `defineRoute`).
 *
 * @example
 * ```ts
 * const options: FromRoute<typeof itemRoute> = { from: itemRoute };
 * ```
 */
export interface FromRoute<R> {
  /** The route, declared with `defineRoute` so its path and loader keep their types. */
  from: R;
}

/**
 * Params of the current route, typed from a route (`useParams({ from: itemRoute }).id`) or a
 * pattern (`useParams<'/product/:id'>().id`). Inside a modal route, the modal's params. With
 * `from`, it throws in development when that route is not on screen.
 *
 * @example
 * ```tsx
 * const item = defineRoute({ path: '/item/:id', component: ItemPage });
 * function ItemPage() {
 *   const { id } = useParams({ from: item }); // id: string
 * }
 * ```
 */
export function useParams<P extends string | { readonly path: string } = string>(
  // Its type types the params; the route itself is only checked to be on screen.
  options?: FromRoute<P>,
): PathParams<
  P extends string ? P : P extends { readonly path: infer T extends string } ? T : string
> {
  const router = useRouter();
  const inPortal = useContext(InPortalContext);
  if (process.env.NODE_ENV !== 'production' && options) {
    const chain = [...(router.match.peek()?.chain ?? []), router.portal.peek().route];
    assertMatched('useParams({ from })', options.from as { path?: string }, chain);
  }
  // Equal params keep the last object: a navigation that keeps them re-renders nothing here.
  const params = useRouterState(
    (r) => r.paramsOf(inPortal ? r.portal.value.route : null),
    shallowEqual,
  );
  return params as never;
}

function shallowEqual(
  a: Readonly<Record<string, string>>,
  b: Readonly<Record<string, string>>,
): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

/** The modal (portal) route's state: open or not, its route and params, the page underneath. */
export function usePortal(): PortalState<ReactRouteComponents> {
  return useRouterState((router) => router.portal.value);
}

/**
 * The breadcrumb trail of the page (see `breadcrumbs`), root first.
 *
 * @example
 * ```tsx
 * const crumbs = useBreadcrumbs();
 * return crumbs.map((c) => <Link key={c.href} to={c.href}>{c.label}</Link>);
 * ```
 */
export function useBreadcrumbs(): Breadcrumb<Route>[] {
  return useRouterState((router) => router.breadcrumbs.value);
}

/**
 * A stable navigate function, typed as `router.navigate` but for `to`: once the app registers
 * its router (`Register`), one of its routes' paths.
 *
 * @example
 * ```tsx
 * const navigate = useNavigate();
 * return <button onClick={() => void navigate('/cart')}>Cart</button>;
 * ```
 */
export function useNavigate(): TypedNavigate {
  const router = useRouter();
  return useCallback(
    <P extends string>(to: ValidLinkTarget<P>, ...args: NavigateArgs<ValidLinkTarget<P>>) =>
      router.navigate(to, ...args),
    [router],
  );
}

/**
 * What `useNavigate` returns, typed for a route table: `to` must be one of its paths (any
 * string until the app registers its router).
 *
 * @example
 * ```ts
 * const navigate: TypedNavigate<typeof routes> = useNavigate();
 * void navigate('/product/:id', { params: { id: '1' } });
 * ```
 */
export type TypedNavigate<Routes = RegisteredRoutes> = <P extends string>(
  to: ValidLinkTarget<P, Routes>,
  ...args: NavigateArgs<ValidLinkTarget<P, Routes>>
) => Promise<NavigationResult>;

/**
 * The navigation waiting on a guard (where to, from where, since when), or null.
 *
 * @example
 * ```tsx
 * const pending = usePending();
 * return pending ? <progress aria-label={`Opening ${pending.to}`} /> : null;
 * ```
 */
export function usePending(): PendingNavigation | null {
  return useRouterState((router) => router.navigation.value);
}
