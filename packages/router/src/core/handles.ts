/*
 * Typed handles for data: a loader or an action with its name, its function and its options,
 * declared once and passed everywhere by value. The handle carries the types, so hooks need no
 * type argument; the name lives inside it for devtools and the offline queue. This module holds
 * no registry code: declaring handles on a route table costs a few bytes on the first load.
 */
import type { Router } from './router.ts';

/**
 * What a loader is given.
 *
 * @example
 * ```ts
 * const search = defineLoader('search', ({ search, signal }) =>
 *   fetch(`/api/search?q=${search.get('q') ?? ''}`, { signal }).then((r) => r.json()),
 * );
 * ```
 */
export interface LoaderContext {
  /** Route params of the navigation that asked for the data. */
  readonly params: Readonly<Record<string, string>>;
  /** The query of the URL the data is for (empty when loaded outside a navigation). */
  readonly search: URLSearchParams;
  /** The router that started the load (undefined for a load started on the registry). */
  readonly router: Router | undefined;
  /** Aborted when the navigation that needs this data is superseded, or on timeout. */
  readonly signal: AbortSignal;
  /** 1 for the first try, then 2, 3, … for retries. */
  readonly attempt: number;
}

/**
 * Fetches what a route needs. It may return the data or a promise of it; it should pass
 * `context.signal` to `fetch` so a superseded navigation stops it.
 *
 * @example
 * ```ts
 * const product: LoaderFn<Product> = ({ params, signal }) =>
 *   fetch(`/api/products/${params.id}`, { signal }).then((r) => r.json());
 * ```
 */
export type LoaderFn<T = unknown> = (context: LoaderContext) => Promise<T> | T;

/**
 * A loader's own settings; each unset one falls back to the registry's (`DataOptions`).
 *
 * @example
 * ```ts
 * const options: LoaderOptions = { retries: 1, timeout: 5000, key: ({ id }) => `product-${id}` };
 * ```
 */
export interface LoaderOptions {
  /**
   * How long one attempt may take before it fails with "Loader timeout after N ms".
   * @default the registry's timeoutMs (30000 ms)
   */
  timeout?: number;
  /**
   * Extra attempts after a failure (none while offline).
   * @default the registry's retries (3)
   */
  retries?: number;
  /**
   * Delay before the first retry, doubling for each later one.
   * @default the registry's retryDelayMs (1000 ms)
   */
  retryDelay?: number;
  /**
   * Whether results are cached (and served while fresh, or as a stale fallback on failure).
   * @default true
   */
  cache?: boolean;
  /**
   * The cache key for a set of params and query.
   * @default the loader's name, its params and the query
   */
  key?: (params: Readonly<Record<string, string>>, search: string) => string;
  /**
   * Whether leaving the page that needs the data aborts its load. `false` lets it finish
   * into the cache (a slow report the user will come back to).
   * @default true
   */
  abort?: boolean;
  /**
   * Whether a server render (`renderUrl`, a prerender) runs the loader. `false` is for data
   * that is live or the visitor's own (a news feed, a cart): the server does not run it (its
   * `useLoader` state reads `loading`, with no data) and renders the page as it looks while that
   * data loads; the browser loads it once hydrated.
   * @default true
   */
  ssr?: boolean;
}

/**
 * A loader declared with `defineLoader`: pass it to a route's `loader`, to `useLoader`, or to
 * the registry. `T` is what it resolves with.
 *
 * @example
 * ```ts
 * type Products = LoaderHandle<Product[]>;
 * ```
 */
export interface LoaderHandle<T = unknown> {
  /** Its name, as devtools list it and as its default cache key starts. */
  readonly name: string;
  readonly fn: LoaderFn<T>;
  readonly options: LoaderOptions;
}

/**
 * Declares a loader: a name, a function and its options, in a handle that keeps the data's
 * type for `useLoader(handle)` and for the routes that use it.
 *
 * @param options - timeout, retries, retryDelay, cache, key, abort, ssr. @default {} (the registry's)
 * @example
 * ```ts
 * export const cart = defineLoader('cart', ({ signal }) => readCart(signal), { retries: 0 });
 * const routes = [{ path: '/cart', loader: cart, component: CartPage }];
 * // in CartPage: const { status, data, reload } = useLoader(cart); // data: Cart | undefined
 * ```
 */
export function defineLoader<T>(
  name: string,
  fn: LoaderFn<T>,
  options: LoaderOptions = {},
): LoaderHandle<T> {
  return { name, fn, options };
}

/** What an action is given besides its payload. */
export interface ActionContext {
  /** Aborted when the action times out. */
  readonly signal: AbortSignal;
}

/**
 * Changes data. Its result is returned to the caller; a result of the shape
 * `{ success: false, message }` ends the action in `error` with that message.
 *
 * @example
 * ```ts
 * const add: ActionFn<{ productId: number }, { success: boolean }> = async ({ productId }) =>
 *   saveCartLine(productId);
 * ```
 */
export type ActionFn<P = void, R = unknown> = (
  payload: P,
  context: ActionContext,
) => Promise<R> | R;

/**
 * An action's own settings.
 *
 * @example
 * ```ts
 * const options: ActionOptions = { timeout: 5000 };
 * ```
 */
export interface ActionOptions {
  /**
   * How long the action may take before it fails with "Action timeout after N ms".
   * @default the registry's timeoutMs (30000 ms)
   */
  timeout?: number;
}

/**
 * An action declared with `defineAction`: `P` is its payload, `R` its result.
 *
 * @example
 * ```ts
 * type AddToCart = ActionHandle<{ productId: number }, CartResult>;
 * ```
 */
export interface ActionHandle<P = void, R = unknown> {
  /** Its name, as devtools and the offline queue record it. */
  readonly name: string;
  readonly fn: ActionFn<P, R>;
  readonly options: ActionOptions;
}

/**
 * Declares an action: a name, a function and its options, in a handle that keeps the payload
 * and result types for `useAction(handle)`. An action without a payload takes none.
 *
 * @param options - timeout. @default {} (the registry's)
 * @example
 * ```ts
 * export const addToCart = defineAction('addToCart', async ({ productId }: { productId: number }) =>
 *   saveLine(productId),
 * );
 * // in a component: const add = useAction(addToCart); add.run({ productId: 1 });
 * ```
 */
export function defineAction<P = void, R = unknown>(
  name: string,
  fn: ActionFn<P, R>,
  options: ActionOptions = {},
): ActionHandle<P, R> {
  return { name, fn, options };
}
