/*
 * Hooks over the router's signals. Each reads through useValue, so a component re-renders
 * only when the piece of router state it reads changes.
 */
import { useCallback, useContext, useEffect, useMemo } from 'react';
import { computed } from '@tendril/signals';
import { useValue } from '@tendril/signals/react';
import type { Breadcrumb } from '../core/matcher-breadcrumbs.ts';
import type { PathParams } from '../core/path-params.ts';
import type { LinkTarget, RegisteredRoutes } from '../core/register.ts';
import type { RouterLocation } from '../core/location.ts';
import type { ActionState, DataRegistry, LoaderState } from '../core/loaders.ts';
import type { Match, PortalState, Route } from '../core/route.ts';
import type { NavigateArgs, NavigationResult, PendingNavigation, Router } from '../core/router.ts';
import { InPortalContext, useRouter } from './context.ts';

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
  return useValue(useRouter().location) ?? EMPTY_LOCATION;
}

/** The page match (the background page while a modal is open). */
export function useMatch(): Match | null {
  return useValue(useRouter().match);
}

/**
 * What `useParams` and `useLoaderData` read their types from: a route (see `defineRoute`).
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
 * pattern (`useParams<'/product/:id'>().id`). Inside a modal route, the modal's params.
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
  // Only its type is read: params are the current match's.
  options?: FromRoute<P>,
): PathParams<
  P extends string ? P : P extends { readonly path: infer T extends string } ? T : string
> {
  void options;
  const router = useRouter();
  const inPortal = useContext(InPortalContext);
  const params = useValue(
    useMemo(
      () =>
        computed(
          () => {
            const portal = router.portal.value;
            return inPortal && portal.isOpen ? portal.params : (router.match.value?.params ?? {});
          },
          { equals: shallowEqual },
        ),
      [router, inPortal],
    ),
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
export function usePortal(): PortalState {
  return useValue(useRouter().portal);
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
  return useValue(useRouter().breadcrumbs);
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
    <P extends string>(to: P, ...args: NavigateArgs<P>) => router.navigate(to, ...args),
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
export type TypedNavigate<Routes = RegisteredRoutes> = <P extends LinkTarget<Routes>>(
  to: P,
  ...args: NavigateArgs<P>
) => Promise<NavigationResult>;

/** The router's registry, following `attachData` (its stand-in until then). */
function useData(router: Router): DataRegistry {
  return useValue(useMemo(() => computed(() => router.data), [router]));
}

/** Options of `useLoader`. */
export interface UseLoaderOptions {
  /**
   * Params for the loader.
   * @default undefined — the current route's params (the open modal's, while one is open).
   */
  params?: Readonly<Record<string, string>>;
  /**
   * Load on mount and whenever the params change (from the cache when fresh), for data a
   * component needs that its route does not declare.
   * @default false
   */
  auto?: boolean;
}

/**
 * The full state of a named loader (status, data, error, stale) and a forced reload.
 *
 * @example
 * ```tsx
 * const reviews = useLoader<Review[]>('reviews', { auto: true });
 * if (reviews.status === 'error') return <button onClick={reviews.reload}>Retry</button>;
 * ```
 */
export function useLoader<T = unknown>(
  name: string,
  options: UseLoaderOptions = {},
): LoaderState<T> & { reload: () => void } {
  const router = useRouter();
  const data = useData(router);
  const state = useValue(data.loaderState<T>(name));
  const { auto = false } = options;
  const explicit = options.params ? JSON.stringify(options.params) : undefined;
  const paramsNow = useCallback((): Readonly<Record<string, string>> => {
    if (explicit !== undefined) return JSON.parse(explicit) as Record<string, string>;
    const portal = router.portal.peek();
    return portal.isOpen ? portal.params : (router.match.peek()?.params ?? {});
  }, [router, explicit]);
  useEffect(() => {
    if (auto) void data.load(name, paramsNow());
  }, [auto, data, name, paramsNow]);
  const reload = useCallback(
    () => void data.load(name, paramsNow(), true),
    [data, name, paramsNow],
  );
  return { ...state, reload };
}

/**
 * The data a route's loader resolves with (`unknown` for named loaders).
 *
 * @example
 * ```ts
 * type Story = LoaderData<typeof itemRoute>; // what itemRoute's loader resolves with
 * ```
 */
export type LoaderData<R> = R extends { readonly loader?: infer L }
  ? L extends (...args: never[]) => infer T
    ? Awaited<T>
    : unknown
  : unknown;

/**
 * The data of a route's loader (its first, for a list of names), typed from the route's
 * loader; undefined until it has loaded for the current params.
 *
 * @example
 * ```tsx
 * const item = defineRoute({ path: '/item/:id', loader: ({ params }) => fetchItem(params.id) });
 * const story = useLoaderData({ from: item }); // Item | undefined
 * ```
 */
export function useLoaderData<R extends Route>({ from }: FromRoute<R>): LoaderData<R> | undefined {
  const router = useRouter();
  const name = router.loadersOf(from)[0] ?? '';
  return useValue(
    useMemo(
      () => computed(() => (name ? router.data.loaderState(name).value.data : undefined)),
      [router, name],
    ),
  ) as LoaderData<R> | undefined;
}

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
  return useValue(useRouter().navigation);
}

/**
 * Runs a named action; its state (idle, executing, success, error) re-renders the caller.
 *
 * @example
 * ```tsx
 * const add = useAction<{ productId: number }, Cart>('addToCart');
 * <button disabled={add.status === 'executing'} onClick={() => void add.run({ productId: 1 })}>
 *   Add to cart
 * </button>;
 * ```
 */
export function useAction<P = unknown, R = unknown>(
  name: string,
): ActionState<R> & { run: (payload: P) => Promise<R> } {
  const data = useData(useRouter());
  const state = useValue(data.actionState<R>(name));
  const run = useCallback((payload: P) => data.runAction<P, R>(name, payload), [data, name]);
  return { ...state, run };
}
