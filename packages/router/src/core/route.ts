/*
 * What an application declares for a route, on top of what the matcher reads: data it
 * needs (a loader handle or an inline loader), guards, the views shown while it loads or
 * fails, and whether it opens as a modal (portal) over a page.
 */
import type { RouteDefinition, RouteMatch } from './route-types.ts';
import type { RouterLocation } from './location.ts';
import type { MetaContext, MetaLoader } from '../meta/types.ts';
import type { LoaderContext, LoaderHandle } from './handles.ts';
import type { PathParams } from './path-params.ts';
import type { Router } from './router.ts';

/**
 * What a route's `loader` function is given: the params typed from the route's path.
 *
 * @example
 * ```ts
 * const load = ({ params, search }: RouteLoaderContext<'/user/:id'>) =>
 *   fetchUser(params.id, search.get('tab'));
 * ```
 */
export interface RouteLoaderContext<P extends string = string> extends LoaderContext {
  /** The match's params (a child route also sees its parents' params at run time). */
  readonly params: PathParams<P>;
  /** The router that started the load. */
  readonly router: Router;
}

/**
 * A route's inline loader: run after the batch delay whenever the route is on screen, with
 * the route's (else the registry's) timeout and retries, a cache keyed by params and query,
 * abort on navigation and a stale-if-error fallback.
 *
 * @example
 * ```ts
 * const loader: RouteLoader<Story, '/item/:id'> = ({ params, signal }) =>
 *   fetch(`/api/item/${params.id}`, { signal }).then((r) => r.json());
 * ```
 */
export type RouteLoader<T = unknown, P extends string = string> = (
  context: RouteLoaderContext<P>,
) => T | Promise<T>;

// Method syntax is bivariant in its parameter, so a route whose loader reads typed params
// (`defineRoute`) still fits the `Route` shape.
type AnyRouteLoader = { bivariant(context: RouteLoaderContext): unknown }['bivariant'];

// Bivariant for the same reason: `defineRoute` types a meta loader's params and data.
type AnyMetaLoader = { bivariant(context: MetaContext): ReturnType<MetaLoader> }['bivariant'];

/**
 * What an `errorComponent` is given: why the route's loader failed, and a retry that runs it
 * again (past the cache).
 *
 * @example
 * ```tsx
 * const ReportError = ({ error, retry }: RouteErrorProps) => (
 *   <p role="alert">{error.message} <button onClick={retry}>Try Again</button></p>
 * );
 * ```
 */
export interface RouteErrorProps {
  readonly error: Error;
  readonly retry: () => void;
}

/**
 * The views a route shows instead of its component while its loader runs, when it fails, and
 * when nothing matches below it. Set on a route, or router-wide (`createRouter` options) as
 * the default for every route. The React layer (`Outlet`) renders them; components are
 * `unknown` here so the core stays free of React.
 *
 * @example
 * ```tsx
 * const router = createRouter({
 *   routes,
 *   pendingComponent: Spinner,
 *   errorComponent: ({ error, retry }: RouteErrorProps) => <Failed error={error} retry={retry} />,
 *   notFoundComponent: NotFound,
 * });
 * ```
 */
export interface RouteViews {
  /**
   * Shown while the loader runs with no data to show yet (a refresh keeps the page). Only
   * after `pendingMs`, then for at least `pendingMinMs`, fading in over 200 ms: it never
   * flashes. Until it shows, the route's component renders hidden (its code loads meanwhile), so
   * a load that ends within `pendingMs` shows no loading state at all.
   * @default undefined — the route's component renders, and reads `status` itself.
   */
  readonly pendingComponent?: unknown;
  /**
   * Shown, with `RouteErrorProps`, when the loader failed after its retries with no data.
   * @default undefined — the route's component renders, and reads `error` itself.
   */
  readonly errorComponent?: unknown;
  /**
   * Shown for a path under this route that none of its children (nor any later route) match:
   * `/parent/unknown-child` renders the parent's layout with this in its outlet. A route
   * without one uses the nearest ancestor's, else the router's; the router's also shows where
   * no route matches at all. A loader that throws `NotFoundError` shows it too.
   * @default undefined — the global not-found: a top-level `*` route, else the outlet's `fallback`.
   */
  readonly notFoundComponent?: unknown;
  /**
   * Once the pending view shows, it stays at least this long (ms), even when the data arrives
   * sooner: `{ pendingMinMs: 200 }`.
   * @default 300
   */
  readonly pendingMinMs?: number;
  /**
   * How long a load may run before the pending view shows (ms); a load that ends sooner
   * never shows it: `{ pendingMs: 0 }` shows it at once.
   * @default 100
   */
  readonly pendingMs?: number;
}

/** `false` cancels, a string redirects there, anything else lets the navigation through. */
export type GuardResult = boolean | string | void;

/** What a guard is told about the navigation it may refuse. */
export interface GuardContext {
  /** Where the user is now (null on the first load). */
  readonly from: RouterLocation | null;
  /** Where the navigation goes. */
  readonly to: { readonly pathname: string; readonly search: string; readonly hash: string };
  /** The params of the route being entered (`{}` when nothing matches). */
  readonly params: Readonly<Record<string, string>>;
}

/**
 * A route's `canActivate` or `canDeactivate` check, sync or async. Return `false` to cancel the
 * navigation, a path to redirect there, anything else to let it through. A guard that throws
 * cancels the navigation (the error goes to the router's `log`). On the first load (`from` is
 * null) there is no page to stay on, so a refusal leaves the outlet empty: redirect instead.
 *
 * @example
 * ```ts
 * const signedIn: Guard = ({ to }) =>
 *   session.user ? true : `/login?next=${encodeURIComponent(to.pathname)}`;
 * const routes: Route[] = [{ path: '/account', canActivate: signedIn, component: Account }];
 * ```
 */
export type Guard = (context: GuardContext) => GuardResult | Promise<GuardResult>;

/** How a modal (portal) route behaves; given as the route's `portal` option. */
export interface PortalOptions {
  /**
   * Escape closes the modal.
   * @default true
   */
  readonly closeOnEscape?: boolean;
  /**
   * A click on the backdrop closes the modal.
   * @default true
   */
  readonly closeOnBackdrop?: boolean;
  /**
   * The page shown underneath when the modal's URL is loaded directly (refresh, shared
   * link). A path, or a function of the params.
   * @default undefined — the URL without its last segment when a page route matches that,
   * else `/`.
   */
  readonly background?: string | ((params: Readonly<Record<string, string>>) => string);
}

/**
 * A route as the router reads it: the matcher's fields plus data, guards, modal behaviour and
 * what it renders.
 *
 * @example
 * ```tsx
 * const routes: Route[] = [
 *   { path: '/', component: Home, meta: { title: 'Home' } },
 *   {
 *     path: '/product/:id',
 *     params: { id: /^\d+$/ },
 *     loader: product, // a handle from defineLoader
 *     component: ProductPage,
 *     children: [{ path: 'preview', portal: { closeOnBackdrop: false }, component: Preview }],
 *   },
 *   { path: '*', component: NotFound },
 * ];
 * ```
 */
export interface Route extends RouteDefinition, RouteViews {
  /**
   * The route's data: a handle from `defineLoader` (shared with components that `useLoader`
   * it), or an inline function (typed with `defineRoute`). Started after the batch delay
   * whenever the route is on screen.
   */
  readonly loader?: AnyRouteLoader | LoaderHandle;
  /**
   * Extra attempts after the loader fails, for this route.
   * @default the loader's retries, else the registry's (3)
   */
  readonly retries?: number;
  /**
   * How long one attempt of the loader may take on this route (ms).
   * @default the loader's timeout, else the registry's (30000)
   */
  readonly timeout?: number;
  /**
   * Called when a `Link` to this route shows intent (hover, focus, touch), and by
   * `router.preload`: start loading the route's code, typically the same `import()` its lazy
   * component uses. It gets the matched params, for code that depends on them (the page of one
   * item among many, with its own lazy parts).
   * @default undefined — nothing to load ahead.
   * @example
   * ```ts
   * { path: '/docs/:topic', component: DocsPage, preload: ({ topic }) => import(`./docs/${topic}.tsx`) }
   * ```
   */
  readonly preload?: (params: Readonly<Record<string, string>>) => unknown;
  /** Checked when a navigation enters this route (it was not on screen before). */
  readonly canActivate?: Guard;
  /** Checked when a navigation leaves this route (it will not be on screen after). */
  readonly canDeactivate?: Guard;
  /** Open as a modal over the previous page (`true`, or options). */
  readonly portal?: boolean | PortalOptions;
  readonly children?: readonly Route[];
  /**
   * Page meta from the params and loader data, merged over the static `meta` by
   * `@tendril/router/meta` (the router itself never calls it).
   */
  readonly loadMeta?: AnyMetaLoader;
  /** What the route renders; the React layer narrows this to a component. */
  readonly component?: unknown;
}

/** A match of the router's routes: the route, its chain (root first), params and pathname. */
export type Match = RouteMatch<Route>;

/** The modal (portal) route on screen, if any: `router.portal.value`, `usePortal()`. */
export interface PortalState {
  /** A modal route is open. */
  readonly isOpen: boolean;
  /** The modal route (null when closed). */
  readonly route: Route | null;
  /** The modal route's params (`{}` when closed). */
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

/**
 * A route whose path and loader keep their types, so `useParams({ from })`,
 * `useLoader(route)` and its own `loadMeta` are typed from it. Returns the route unchanged.
 *
 * @example
 * ```ts
 * const item = defineRoute({
 *   path: '/item/:id',
 *   loader: ({ params, signal }) => fetchItem(params.id, signal), // params: { id: string }
 *   loadMeta: ({ params, data }) => ({ title: data?.title ?? `Item ${params.id}` }), // data: Item | undefined
 *   component: ItemPage,
 * });
 * // in ItemPage: useLoader(item).data is `Item | undefined`
 * ```
 */
export function defineRoute<const P extends string, T>(
  route: Omit<Route, 'path' | 'loader' | 'loadMeta'> & {
    readonly path: P;
    readonly loader: RouteLoader<T, P>;
    readonly loadMeta?: MetaLoader<PathParams<P>, T | undefined>;
  },
): typeof route;
export function defineRoute<const P extends string, L extends LoaderHandle | undefined = undefined>(
  route: Omit<Route, 'path' | 'loader' | 'loadMeta'> & {
    readonly path: P;
    readonly loader?: L;
    readonly loadMeta?: MetaLoader<
      PathParams<P>,
      (L extends LoaderHandle<infer D> ? D : unknown) | undefined
    >;
  },
): typeof route;
export function defineRoute(route: Route): Route {
  return route;
}
