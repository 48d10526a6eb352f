/*
 * The shared types of the router core: what a route declares, the handles of its data, what a
 * navigation reports, and the router as the rest of the core sees it (`RouterApi`). Types only,
 * importing only leaf modules: the modules that build on them (handles, routes, the data
 * registry, scroll restoration) never import each other's types or the `Router` class, which
 * only router.ts knows.
 *
 * Route types are generic in what a route renders (`RouteComponents`). The core leaves that
 * open (`unknown`): it never renders anything. `@tendril/router/react` instantiates them with
 * React's component types, so a React app's routes are checked where they are declared.
 */
import type { ReadonlySignal } from '@tendril/signals';
import type { MetaContext, MetaLoader, PageMeta } from '../meta/types.ts';
import type { RouterLocation } from './location.ts';
import type { BuildPathArgs, PathParams } from './path-params.ts';
import type { RouteDefinition, RouteMatch } from './route-types.ts';

// ---------------------------------------------------------------------------------------------
// Loader and action handles

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
  readonly router: RouterApi | undefined;
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

// ---------------------------------------------------------------------------------------------
// Routes

/**
 * The types of what routes render. The core renders nothing, so it leaves them open; a UI
 * layer instantiates the route types with its own (`@tendril/router/react` with React's
 * component types, so `component: 42` does not compile there).
 *
 * @example
 * ```ts
 * interface HtmlViews extends RouteComponents {
 *   readonly component: () => string;
 *   readonly errorComponent: (props: RouteErrorProps) => string;
 * }
 * const routes: Route<HtmlViews>[] = [{ path: '/', component: () => '<h1>Home</h1>' }];
 * ```
 */
export interface RouteComponents {
  /** A route's `component`, `pendingComponent` and `notFoundComponent`, and a named outlet's. */
  readonly component: unknown;
  /** A route's `errorComponent`: it is given `RouteErrorProps`. */
  readonly errorComponent: unknown;
}

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
  readonly router: RouterApi;
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
type AnyMetaLoader = {
  bivariant(context: MetaContext): PageMeta | Promise<PageMeta>;
}['bivariant'];

/**
 * What an `errorComponent` is given: why the route's loader failed, a retry that runs it again
 * (past the cache) and, when a server render reported the failure, its error id. A server render
 * and the browser hydrating it give the same props.
 *
 * @example
 * ```tsx
 * const ReportError = ({ error, retry, errorId }: RouteErrorProps) => (
 *   <p role="alert">
 *     {error.message} {errorId && <small>Error id {errorId}</small>}
 *     <button onClick={retry}>Try Again</button>
 *   </p>
 * );
 * ```
 */
export interface RouteErrorProps {
  readonly error: Error;
  readonly retry: () => void;
  /**
   * The id a server render logged the failure under (`renderUrl`'s `onError`): with redacted
   * errors (production) the message is generic, and this is what support looks the error up by.
   * @default undefined — a failure the browser met itself
   */
  readonly errorId?: string;
}

/**
 * The views a route shows instead of its component while its loader runs, when it fails, and
 * when nothing matches below it. Set on a route, or router-wide (`createRouter` options) as
 * the default for every route. The React layer (`Outlet`) renders them.
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
export interface RouteViews<K extends RouteComponents = RouteComponents> {
  /**
   * Shown while the loader runs with no data to show yet (a refresh keeps the page). Only
   * after `pendingMs`, then for at least `pendingMinMs`, fading in over 200 ms: it never
   * flashes. Until it shows, the route's component renders hidden (its code loads meanwhile), so
   * a load that ends within `pendingMs` shows no loading state at all.
   * @default undefined — the route's component renders, and reads `status` itself.
   */
  readonly pendingComponent?: K['component'];
  /**
   * Shown, with `RouteErrorProps`, when the loader failed after its retries with no data.
   * @default undefined — the route's component renders, and reads `error` itself.
   */
  readonly errorComponent?: K['errorComponent'];
  /**
   * Shown for a path under this route that none of its children (nor any later route) match:
   * `/parent/unknown-child` renders the parent's layout with this in its outlet. A route
   * without one uses the nearest ancestor's, else the router's; the router's also shows where
   * no route matches at all. A loader that throws `NotFoundError` shows it too.
   * @default undefined — the global not-found: a top-level `*` route, else the outlet's `fallback`.
   */
  readonly notFoundComponent?: K['component'];
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
 * what it renders (of the types `K` gives; open in the core, React's components in
 * `@tendril/router/react`, whose `Route` a React app declares its routes with).
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
 *   { path: '*', component: NotFound, status: 404 },
 * ];
 * ```
 */
export interface Route<K extends RouteComponents = RouteComponents>
  extends RouteDefinition, RouteViews<K> {
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
  /**
   * The HTTP status a server render answers with while this route is on screen and its
   * loaders succeed (the deepest route that declares one decides). A catch-all page says it is
   * not found, rather than answering 200 (a "soft 404" search engines index).
   * @default 200
   * @example
   * ```ts
   * { path: '*', component: NotFoundPage, status: 404 }
   * ```
   */
  readonly status?: number;
  /** Checked when a navigation enters this route (it was not on screen before). */
  readonly canActivate?: Guard;
  /** Checked when a navigation leaves this route (it will not be on screen after). */
  readonly canDeactivate?: Guard;
  /** Open as a modal over the previous page (`true`, or options). */
  readonly portal?: boolean | PortalOptions;
  readonly children?: readonly Route<K>[];
  /**
   * Page meta from the params and loader data, merged over the static `meta` by
   * `@tendril/router/meta` (the router itself never calls it).
   */
  readonly loadMeta?: AnyMetaLoader;
  /** What the route renders. */
  readonly component?: K['component'];
  /** Named outlets: what `<Outlet name="…" />` renders while this route (or one below) is on screen. */
  readonly outlets?: Readonly<Record<string, K['component']>>;
}

/**
 * A match of the router's routes: the route, its chain (root first), params and pathname.
 *
 * @example
 * ```ts
 * const match: Match | null = router.match.value;
 * match?.chain.map((route) => route.path); // ['/shop', ':id']
 * ```
 */
export type Match<K extends RouteComponents = RouteComponents> = RouteMatch<Route<K>>;

/**
 * The modal (portal) route on screen, if any: `router.portal.value`, `usePortal()`.
 *
 * @example
 * ```ts
 * const { isOpen, route, previousPath } = router.portal.value;
 * ```
 */
export interface PortalState<K extends RouteComponents = RouteComponents> {
  /** A modal route is open. */
  readonly isOpen: boolean;
  /** The modal route (null when closed). */
  readonly route: Route<K> | null;
  /** The modal route's params (`{}` when closed). */
  readonly params: Readonly<Record<string, string>>;
  /** The page underneath: where the modal was opened from, or its natural background. */
  readonly previousPath: string | null;
}

// What `defineRoute` takes besides the fields it types from each other.
type RouteFields<K extends RouteComponents> = Omit<Route<K>, 'path' | 'loader' | 'loadMeta'>;

/**
 * `defineRoute`'s signatures for routes rendering `K`: a route with an inline loader, with a
 * loader handle, or without a loader. Each returns the route unchanged, typed so that its
 * path types its params and its loader types its data (for `useParams({ from })`,
 * `useLoader(route)` and its own `loadMeta`).
 *
 * @example
 * ```ts
 * const defineHtmlRoute: DefineRoute<HtmlViews> = defineRoute;
 * ```
 */
export interface DefineRoute<K extends RouteComponents = RouteComponents> {
  /** A route with an inline loader: its params come from the path, its data from what it returns. */
  <const P extends string, T>(
    route: RouteFields<K> & {
      readonly path: P;
      readonly loader: RouteLoader<T, P>;
      readonly loadMeta?: MetaLoader<PathParams<P>, T | undefined>;
    },
  ): typeof route;
  /** A route with a loader handle (`defineLoader`): its data is the handle's. */
  <const P extends string, T>(
    route: RouteFields<K> & {
      readonly path: P;
      readonly loader: LoaderHandle<T>;
      readonly loadMeta?: MetaLoader<PathParams<P>, T | undefined>;
    },
  ): typeof route;
  /** A route without a loader: its meta loader gets no data. */
  <const P extends string>(
    route: RouteFields<K> & {
      readonly path: P;
      readonly loader?: never;
      readonly loadMeta?: MetaLoader<PathParams<P>, undefined>;
    },
  ): typeof route;
}

// ---------------------------------------------------------------------------------------------
// Navigations

/**
 * How a navigation ended: `committed` (the URL changed), `cancelled` (a guard refused),
 * `redirected` (a guard sent it elsewhere, and that committed) or `superseded` (a newer
 * navigation started while a guard was waiting).
 */
export type NavigationResult = 'committed' | 'cancelled' | 'redirected' | 'superseded';

/** What started a navigation: the first load, `navigate` (push or replace), or back/forward. */
export type NavigationAction = 'initial' | 'push' | 'replace' | 'pop';

/**
 * A navigation waiting on a guard: `router.navigation`, `usePending()`.
 *
 * @example
 * ```ts
 * effect(() => {
 *   const next = router.navigation.value;
 *   if (next) console.log(`to ${next.to} for ${Date.now() - next.since} ms`);
 * });
 * ```
 */
export interface PendingNavigation {
  /** Where it goes (an href). */
  readonly to: string;
  /** Where the user is now (null on the first load). */
  readonly from: RouterLocation | null;
  /** What started it. */
  readonly action: NavigationAction;
  /** When it started (`Date.now()`). */
  readonly since: number;
}

/** Options of `router.navigate` (and of a `Link`). */
export interface NavigateOptions {
  /**
   * Replace the current history entry instead of pushing a new one.
   * @default false
   */
  replace?: boolean;
  /**
   * State stored with the history entry, read back as `location.state`.
   * @default undefined — the entry carries no state.
   */
  state?: unknown;
}

/**
 * The rest arguments of `navigate` for a target `P`: options with the pattern's `params`,
 * required when the pattern has any.
 */
export type NavigateArgs<P extends string> =
  BuildPathArgs<P> extends [params: infer A]
    ? [options: NavigateOptions & { params: A }]
    : [options?: NavigateOptions & { params?: BuildPathArgs<P>[0] }];

/**
 * What `router.subscribe` listeners hear: a navigation `start`s, then ends in a `commit`
 * (with how long it took and whether a modal opened or closed), a `cancel` or a `redirect`.
 */
export type RouterEvent =
  | { type: 'start'; href: string; action: NavigationAction }
  | {
      type: 'commit';
      from: RouterLocation | null;
      to: RouterLocation;
      action: NavigationAction;
      portalChange: boolean;
      durationMs: number;
    }
  | { type: 'cancel'; href: string }
  | { type: 'redirect'; from: string; to: string };

/**
 * The router as loaders, guards and the core's own features see it: where it is, and how to
 * move. `Router` implements it; code that only reads and navigates depends on this instead of
 * the class.
 *
 * @example
 * ```ts
 * const item = defineRoute({
 *   path: '/item/:id',
 *   loader: async ({ params, router }) => {
 *     const found = await findItem(params.id);
 *     if (!found) void router.navigate('/', { replace: true });
 *     return found;
 *   },
 * });
 * ```
 */
export interface RouterApi {
  /** The current URL (null until the first navigation settles). */
  readonly location: ReadonlySignal<RouterLocation | null>;
  /** What the page outlets show: the matched route, or the background page under a modal. */
  readonly match: ReadonlySignal<Match | null>;
  /** The modal route, when one is open. */
  readonly portal: ReadonlySignal<PortalState>;
  /** The navigation waiting on a guard, if any. */
  readonly navigation: ReadonlySignal<PendingNavigation | null>;
  /** Navigates to an href, or to a pattern with its params; resolves once it has ended. */
  navigate<P extends string>(to: P, ...args: NavigateArgs<P>): Promise<NavigationResult>;
  /** Loads ahead what a navigation to `href` needs (its routes' code and loaders). */
  preload(href: string): Promise<unknown>;
  /** Listens to navigation events; returns the function that stops listening. */
  subscribe(listener: (event: RouterEvent) => void): () => void;
}
