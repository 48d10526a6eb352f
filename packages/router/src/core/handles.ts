/*
 * Typed handles for data: a loader or an action with its name, its function and its options,
 * declared once and passed everywhere by value. The handle carries the types, so hooks need no
 * type argument; the name lives inside it for devtools and the offline queue. This module holds
 * no registry code: declaring handles on a route table costs a few bytes on the first load.
 */
import type {
  ActionFn,
  ActionHandle,
  ActionOptions,
  LoaderFn,
  LoaderHandle,
  LoaderOptions,
} from './types.ts';

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
