/*
 * Hooks over the data registry, by handle: a loader's whole state with a reload, and an
 * action's state with a run. Types come from the handle (or the route), never a type argument.
 */
import { useCallback, useContext, useEffect } from 'react';
import { untracked } from '@tendril/signals';
import { IDLE_LOADER, type ActionState, type LoaderState } from '../core/data-source.ts';
import { InPortalContext, useRouter } from './context.ts';
import { assertMatched } from './development.ts';
import { useRouterState } from './router-state.ts';
import type { ActionHandle, LoaderHandle } from '../core/types.ts';
import type { Route } from './routes.ts';

// Replaced by bundlers at build time: production builds drop the development checks.
declare const process: { env: { NODE_ENV?: string } };

/**
 * What a loader handle, or a route's loader, resolves with.
 *
 * @example
 * ```ts
 * type Story = LoaderData<typeof itemRoute>; // what itemRoute's loader resolves with
 * type Cart = LoaderData<typeof cartLoader>; // a handle's data
 * ```
 */
export type LoaderData<S> =
  S extends LoaderHandle<infer T>
    ? T
    : S extends { readonly loader?: infer L }
      ? NonNullable<L> extends LoaderHandle<infer T>
        ? T
        : NonNullable<L> extends (...args: never[]) => infer T
          ? Awaited<T>
          : unknown
      : unknown;

/** Options of `useLoader`. */
export interface UseLoaderOptions {
  /**
   * Params for a handle's loader (a route's loader always gets its route's).
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
 * A loader's state as `useLoader` returns it: status, data, error (also the last one while
 * retrying), attempt and maxAttempts, and a `reload` that runs it again past the cache.
 *
 * @example
 * ```tsx
 * const { status, attempt, maxAttempts } = useLoader(report);
 * if (status === 'loading' && attempt > 1) return <p>Retrying (attempt {attempt} of {maxAttempts})…</p>;
 * ```
 */
export interface LoaderView<T> extends LoaderState<T> {
  reload: () => void;
}

/**
 * The state of a loader, from its handle or from a route (its `loader`), typed from either,
 * and a `reload`. For a route, it throws in development when that route is not on screen.
 *
 * @param options - params and auto-loading, for a handle. @default {}
 * @example
 * ```tsx
 * const cart = defineLoader('cart', readCart);
 * function CartPage() {
 *   const { status, data, error, reload } = useLoader(cart); // data: Cart | undefined
 *   if (status === 'error') return <button onClick={reload}>Retry</button>;
 * }
 * // or from a route with an inline loader: useLoader(itemRoute).data is Item | undefined
 * ```
 */
export function useLoader<S extends LoaderHandle | Route>(
  source: S,
  options: UseLoaderOptions = {},
): LoaderView<LoaderData<S>> {
  const router = useRouter();
  const inPortal = useContext(InPortalContext);
  const route = 'fn' in source ? undefined : (source as Route);
  if (process.env.NODE_ENV !== 'production' && route) {
    const portal = router.portal.peek().route;
    assertMatched('useLoader(route)', route, [...(router.match.peek()?.chain ?? []), portal]);
  }
  const loader = route ? router.loaderOf(route) : (source as LoaderHandle);
  // The data source follows `attachData`; the state, the loader's signal there.
  const data = useRouterState((r) => r.data);
  const state = useRouterState(
    (r) => (loader ? r.data.loaderState(loader).value : undefined),
    Object.is,
    [loader],
    // While hydrating: the state the server rendered, though a reload may have started since.
    (r) => (loader ? r.data.hydrationState?.(loader) : undefined),
  );
  const { auto = false } = options;
  const explicit = options.params ? JSON.stringify(options.params) : undefined;
  // Params and options as the router gives them to a navigation's load: the route's (or, for
  // a handle, those of where this component renders), unless params were given.
  const load = useCallback(
    (force: boolean) => {
      if (!loader) return;
      const params: Readonly<Record<string, string>> =
        explicit !== undefined
          ? (JSON.parse(explicit) as Record<string, string>)
          : untracked(() =>
              router.paramsOf(route ?? (inPortal ? router.portal.value.route : null)),
            );
      void data.load(loader, params, { ...router.loadOptions(route), ...(force && { force }) });
    },
    [router, data, loader, explicit, route, inPortal],
  );
  useEffect(() => {
    if (auto) load(false);
  }, [auto, load]);
  const reload = useCallback(() => load(true), [load]);
  return { ...(state ?? IDLE_LOADER), reload } as LoaderView<LoaderData<S>>;
}

/**
 * An action's state (idle, executing, success, error) and a `run`, typed by the handle's
 * payload and result.
 *
 * @example
 * ```tsx
 * const add = useAction(addToCart); // run: (payload: { productId: number }) => Promise<CartResult>
 * <button disabled={add.status === 'executing'} onClick={() => void add.run({ productId: 1 })}>
 *   Add to cart
 * </button>;
 * ```
 */
export function useAction<P, R>(
  action: ActionHandle<P, R>,
): ActionState<R> & { run: (payload: P) => Promise<R> } {
  const data = useRouterState((r) => r.data);
  const state = useRouterState((r) => r.data.actionState(action).value, Object.is, [action]);
  const run = useCallback((payload: P) => data.run(action, payload), [data, action]);
  return { ...state, run };
}
