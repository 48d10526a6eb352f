/*
 * Routes at run time: `defineRoute` (an identity that keeps a route's types), a modal route's
 * options with their defaults, and the state of a closed modal. The types live in types.ts.
 */
import type { DefineRoute, PortalOptions, PortalState, Route } from './types.ts';

export const CLOSED_PORTAL: PortalState<never> = {
  isOpen: false,
  route: null,
  params: {},
  previousPath: null,
};

export function portalOptions(
  route: Route,
): Required<Omit<PortalOptions, 'background'>> & PortalOptions {
  const options = typeof route.portal === 'object' ? route.portal : {};
  return { closeOnEscape: true, closeOnBackdrop: true, ...options };
}

/**
 * A route whose path and loader keep their types, so `useParams({ from })`,
 * `useLoader(route)` and its own `loadMeta` are typed from it. Returns the route unchanged.
 * With or without a loader (an inline function or a handle), a meta loader or views; the
 * result fits a route table under `exactOptionalPropertyTypes` too. This one leaves what a
 * route renders open (`unknown`): a React app declares its routes with the `defineRoute` of
 * `@tendril/router/react`, which checks them as React components.
 *
 * @example
 * ```ts
 * const item = defineRoute({
 *   path: '/item/:id',
 *   loader: ({ params, signal }) => fetchItem(params.id, signal), // params: { id: string }
 *   loadMeta: ({ params, data }) => ({ title: data?.title ?? `Item ${params.id}` }), // data: Item | undefined
 * });
 * // useLoader(item).data is `Item | undefined`
 * ```
 */
export const defineRoute: DefineRoute = <R>(route: R): R => route;
