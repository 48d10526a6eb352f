/*
 * What an application declares for a route, on top of what the matcher reads: data it
 * needs (named loaders), guards, and whether it opens as a modal (portal) over a page.
 */
import type { RouteDefinition, RouteMatch } from './route-types.ts';
import type { RouterLocation } from './location.ts';

/** `false` cancels, a string redirects there, anything else lets the navigation through. */
export type GuardResult = boolean | string | void;

export interface GuardContext {
  /** Where the user is now (null on the first load). */
  readonly from: RouterLocation | null;
  /** Where the navigation goes. */
  readonly to: { readonly pathname: string; readonly search: string; readonly hash: string };
  readonly params: Readonly<Record<string, string>>;
}

export type Guard = (context: GuardContext) => GuardResult | Promise<GuardResult>;

export interface PortalOptions {
  /** Escape closes the modal. Default true. */
  readonly closeOnEscape?: boolean;
  /** A click on the backdrop closes the modal. Default true. */
  readonly closeOnBackdrop?: boolean;
  /**
   * The page shown underneath when the modal's URL is loaded directly (refresh, shared
   * link). A path, or a function of the params. Default: the URL without its last segment.
   */
  readonly background?: string | ((params: Readonly<Record<string, string>>) => string);
}

export interface Route extends RouteDefinition {
  /** Loader names, started (after the batch delay) whenever this route is in the match chain. */
  readonly loader?: string | readonly string[];
  readonly canActivate?: Guard;
  readonly canDeactivate?: Guard;
  /** Open as a modal over the previous page. */
  readonly portal?: boolean | PortalOptions;
  readonly children?: readonly Route[];
  /** What the route renders; the React layer narrows this to a component. */
  readonly component?: unknown;
}

export type Match = RouteMatch<Route>;

export interface PortalState {
  readonly isOpen: boolean;
  readonly route: Route | null;
  readonly params: Readonly<Record<string, string>>;
  /** The page underneath: where the modal was opened from, or its natural background. */
  readonly previousPath: string | null;
}

export const CLOSED_PORTAL: PortalState = {
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

export function loaderNames(route: Route): readonly string[] {
  const loader = route.loader;
  return loader === undefined ? [] : typeof loader === 'string' ? [loader] : loader;
}
