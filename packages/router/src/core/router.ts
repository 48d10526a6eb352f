/*
 * The router: history in, signals out. Every navigation (a call to navigate, a link click,
 * browser back/forward) goes through one pipeline:
 *
 *   resolve the href → match (compiled once) → guards (can-deactivate of routes being left,
 *   can-activate of routes being entered; sync or async; false cancels, a string redirects)
 *   → commit (history write, then location/match/portal signals in one batch) → loaders.
 *
 * A newer navigation supersedes an older one still waiting on a guard. A cancelled pop is
 * undone silently, so URL and history stay as they were. Navigations without guards commit
 * synchronously, so rapid clicks never race.
 *
 * Modal (portal) routes render over a background page. The background is the page the modal
 * was opened from (kept in the history entry's state, so Back and refresh restore it) or,
 * for a URL loaded directly, the route's natural background.
 */
import { batch, computed, signal, type ReadonlySignal } from '@tendril/signals';
import { compileRoutes } from './matcher.ts';
import { withNotFound } from './not-found-routes.ts';
import { breadcrumbs as crumbsFor, type Breadcrumb } from './matcher-breadcrumbs.ts';
import { buildPath, type BuildPathArgs } from './path-params.ts';
import type { Matcher } from './route-types.ts';
import { createBrowserHistory, type RouterHistory } from './history.ts';
import { joinHref, parseHref, type RouterLocation } from './location.ts';
import type { DataOptions, DataRegistry } from './loaders.ts';
import { idleSource, type DataSource, type LoaderState, type LoadOptions } from './data-source.ts';
import { defineLoader } from './handles.ts';
import { CLOSED_PORTAL, portalOptions } from './route.ts';
import type {
  Guard,
  GuardContext,
  LoaderFn,
  LoaderHandle,
  Match,
  NavigateArgs,
  NavigateOptions,
  NavigationAction,
  NavigationResult,
  PendingNavigation,
  PortalState,
  Route,
  RouteComponents,
  RouterApi,
  RouterEvent,
  RouteViews,
} from './types.ts';

/**
 * Options of `createRouter` and `new Router`. The data options (timeouts, retries, cache) go
 * to the registry `createRouter` makes; the route views are the React layer's defaults.
 */
export interface RouterOptions<K extends RouteComponents = RouteComponents>
  extends DataOptions, RouteViews<K> {
  /** The route tree, compiled once. */
  routes: readonly Route<K>[];
  /**
   * Where locations come from and go to.
   * @default createBrowserHistory() — the window's history.
   */
  history?: RouterHistory;
  /**
   * The registry of loaders and actions. `createRouter` makes one; `new Router` without
   * one leaves the registry's code out of the bundle until `attachData` brings it in.
   * @default undefined — `createRouter` makes `new DataRegistry(options)`; `new Router` has none.
   */
  data?: DataRegistry;
  /**
   * Wait, in ms, before starting a navigation's loaders, so rapid navigations start only the last.
   * @default 10
   */
  loaderDelayMs?: number;
  /**
   * Where failures are reported: the router's own (a guard or listener that threw, too many
   * redirects) and, through `createRouter`, the registry's.
   * @default undefined — the router reports with console.error, the registry with console.warn.
   */
  log?: (message: string, error: unknown) => void;
}

interface EntryState {
  state: unknown;
  /** The page under a modal route. */
  background?: string;
  /** The modal was pushed over that page, so the entry before this one shows it. */
  overBackground?: boolean;
}

const MAX_REDIRECTS = 10;
// Every navigation without guards ends so: one settled promise serves them all.
const COMMITTED: Promise<NavigationResult> = Promise.resolve('committed');

function envelope(raw: unknown): EntryState {
  return typeof raw === 'object' && raw !== null && 'state' in raw
    ? (raw as EntryState)
    : { state: raw };
}

function withUserState(location: RouterLocation): RouterLocation {
  return { ...location, state: envelope(location.state).state };
}

/**
 * The router: history in, signals out. Every navigation (a `navigate` call, a link click,
 * back/forward) is matched, checked by guards, committed to history and the signals, and then
 * starts the loaders of the routes on screen. Most apps make one with `createRouter`.
 *
 * @example
 * ```ts
 * const router = new Router({ routes, history: createMemoryHistory(['/']) });
 * await router.navigate('/product/:id', { params: { id: '1' } });
 * router.location.value?.pathname; // '/product/1'
 * router.destroy();
 * ```
 */
export class Router<K extends RouteComponents = RouteComponents> implements RouterApi {
  /** The compiled routes (compiled again when `addRoutes` adds some). */
  matcher!: Matcher<Route<K>>;
  /** The history the router reads and writes. */
  readonly history: RouterHistory;
  // A signal, so what reads `hasData` (route views, devtools) follows a registry attached later.
  readonly #dataSignal = signal<DataRegistry | undefined>(undefined);

  readonly #locationSignal = signal<RouterLocation | null>(null);
  readonly #matchSignal = signal<Match<K> | null>(null);
  readonly #portalSignal = signal<PortalState<K>>(CLOSED_PORTAL);
  readonly #pendingSignal = signal<PendingNavigation | null>(null);

  /** The current URL (null until the first navigation settles). */
  readonly location: ReadonlySignal<RouterLocation | null> = this.#locationSignal;
  /** What the page outlets show: the matched route, or the background page under a modal. */
  readonly match: ReadonlySignal<Match<K> | null> = this.#matchSignal;
  /** The modal route, when one is open. */
  readonly portal: ReadonlySignal<PortalState<K>> = this.#portalSignal;
  /** The navigation waiting on a guard, if any. */
  readonly navigation: ReadonlySignal<PendingNavigation | null> = this.#pendingSignal;
  /** A navigation is waiting on a guard. */
  readonly pending: ReadonlySignal<boolean> = computed(() => !!this.#pendingSignal.value);
  /** The breadcrumb trail of the page match (see `breadcrumbs`). */
  readonly breadcrumbs: ReadonlySignal<Breadcrumb<Route<K>>[]>;

  #navId = 0;
  #loaderTimer: ReturnType<typeof setTimeout> | undefined;
  #navKeys = new Set<string>();
  readonly #listeners = new Set<(event: RouterEvent) => void>();
  readonly #loaderDelayMs: number;
  readonly #log: (message: string, error: unknown) => void;
  readonly #unlisten: () => void;
  readonly #ownHistory: boolean;
  // Each route's loader as a handle; an inline function's is named after the route's full path.
  readonly #loaders = new Map<Route<K>, LoaderHandle>();
  /** The router-wide route views (`pendingComponent`, …) the React layer falls back to. */
  readonly views: RouteViews<K>;
  #routes: readonly Route<K>[] = [];
  // Children given to declared routes at run time; the route objects stay untouched.
  #added = new Map<Route<K>, readonly Route<K>[]>();

  /** Compiles first, so an invalid route throws before anything changes. */
  #compile(routes: readonly Route<K>[], added: Map<Route<K>, readonly Route<K>[]>): void {
    this.matcher = compiled(routes, added, this.views.notFoundComponent);
    this.#routes = routes;
    this.#added = added;
    for (const { route, fullPath } of this.matcher.routes) {
      const loader = route.loader;
      if (loader && !this.#loaders.has(route))
        this.#loaders.set(
          route,
          typeof loader === 'function' ? defineLoader(fullPath, loader as LoaderFn) : loader,
        );
    }
  }

  constructor(options: RouterOptions<K>) {
    this.views = options;
    this.#compile(options.routes, this.#added);
    this.#ownHistory = !options.history;
    this.history = options.history ?? createBrowserHistory();
    this.#loaderDelayMs = options.loaderDelayMs ?? 10;
    this.#log = options.log ?? ((message, error) => console.error(message, error));
    this.breadcrumbs = computed(() => {
      const m = this.#matchSignal.value;
      return m ? crumbsFor(m.pathname, (path) => this.matcher.match(path)) : [];
    });
    if (options.data) this.attachData(options.data);
    this.#unlisten = this.history.listen((location) => {
      void this.#run(location.href, 'pop');
    });
    void this.#run(this.history.location.href, 'initial');
  }

  /**
   * The loaders and actions. Before a registry is attached (`new Router` without `data`), an
   * idle source: states read idle, loads resolve idle, actions reject. Read in a computed or
   * effect, it follows `attachData`.
   */
  get data(): DataSource {
    return this.#dataSignal.value ?? (this.#idle ??= idleSource());
  }
  #idle: DataSource | undefined;

  /** The route's loader as a handle (an inline function's is named after its full path). */
  loaderOf<T>(route: { readonly loader?: unknown }): LoaderHandle<T> | undefined {
    return this.#loaders.get(route as Route<K>) as LoaderHandle<T> | undefined;
  }

  /**
   * The params that apply to `route`: the open modal's when `route` is the modal route, else
   * the page's (the page under the modal, while one is open). Without a route, the page's.
   * The one place this is decided: the loaders, `useParams`, `useLoader` and the page meta ask
   * here. Read in a computed or effect, it follows navigations.
   *
   * @example
   * ```ts
   * const { id } = router.paramsOf(router.portal.value.route); // the modal's `:id`
   * ```
   */
  paramsOf(route?: Route<K> | null): Readonly<Record<string, string>> {
    return paramsFor(route, this.#matchSignal.value, this.#portalSignal.value);
  }

  /**
   * How a loader runs for `route` from here: with the current query (or `search`), given this
   * router, with the route's own `retries` and `timeout` when it sets them. The one place this
   * is decided: the router's own loads and `useLoader`'s reload and auto-load ask here.
   *
   * @param route - the route whose loader runs. @default undefined — a handle's loader: no
   * route options.
   * @param search - the query the data is for. @default the current location's
   * @example
   * ```ts
   * const item = router.match.peek()!.route;
   * await router.data.load(router.loaderOf(item)!, router.paramsOf(item), router.loadOptions(item));
   * ```
   */
  loadOptions(route?: Route<K>, search = this.#locationSignal.peek()?.search ?? ''): LoadOptions {
    return {
      search,
      router: this,
      ...(route?.retries !== undefined && { retries: route.retries }),
      ...(route?.timeout !== undefined && { timeout: route.timeout }),
    };
  }

  /** The router has a registry (read in a computed or effect, it follows `attachData`). */
  get hasData(): boolean {
    return this.#dataSignal.value !== undefined;
  }

  /** Gives a router made without a registry its loaders and actions. */
  attachData(registry: DataRegistry): void {
    this.#dataSignal.value = registry;
    registry.onActionSuccess = () => this.#refreshOnAction();
    if (this.#matchSignal.peek()) this.#scheduleLoaders();
  }

  /**
   * Tells the router that the app's first render is on screen: `RouterProvider` calls it once
   * mounted. A registry seeded by a server render (`HydratedRegistry`) then reloads what it showed
   * as it was but should not keep: a loader that failed on the server gets its retries, and data
   * older than the cache's TTL is revalidated in the background. Calling it again does nothing.
   *
   * @example
   * ```ts
   * hydrateRoot(root, <App router={router} />); // RouterProvider calls router.hydrated()
   * ```
   */
  hydrated(): void {
    this.#dataSignal.peek()?.hydrated();
  }

  /**
   * Adds routes at run time: as children of `parent` (after its declared children, whatever
   * `parent` declares) or, without one, at the end of the top level. The routes are compiled
   * with the rest, and when the URL on screen now matches differently (a placeholder gives way
   * to an added route), it is matched again in place: no history entry is written.
   * Throws, adding nothing, on an invalid route (as `compileRoutes` does).
   *
   * @example
   * ```ts
   * const host: Route = { path: '/micro', component: MicroOutlet };
   * const router = createRouter({ routes: [host, { path: '/micro/*', component: Loading }] });
   * const { routes } = await import('./notes-app.js');
   * router.addRoutes(routes, host); // `/micro/notes/1` now matches the app's `notes/:id`
   * ```
   */
  addRoutes(routes: readonly Route<K>[], parent?: Route<K>): void {
    const added = new Map(this.#added);
    if (parent) added.set(parent, [...(added.get(parent) ?? []), ...routes]);
    this.#compile(parent ? this.#routes : [...this.#routes, ...routes], added);
    const shown = this.#locationSignal.peek();
    const route = this.#portalSignal.peek().route ?? this.#matchSignal.peek()?.route;
    if (shown && this.matcher.match(shown.pathname)?.route !== route)
      void this.#run(shown.href, 'initial');
  }

  /** Listens to navigation events (devtools, scroll restoration, analytics). */
  subscribe(listener: (event: RouterEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Navigates to an href (`/product/1?tab=x`, or relative to the current path) or to a pattern
   * with params, typed from the pattern. Resolves once the navigation has ended.
   *
   * @example
   * ```ts
   * await router.navigate('/cart');
   * await router.navigate('/product/:id', { params: { id: '1' }, replace: true });
   * ```
   */
  navigate<P extends string>(to: P, ...args: NavigateArgs<P>): Promise<NavigationResult> {
    const options = (args[0] ?? {}) as NavigateOptions & { params?: Record<string, string> };
    const href = options.params ? buildPath(to, ...([options.params] as BuildPathArgs<P>)) : to;
    return this.#run(href, options.replace ? 'replace' : 'push', options.state);
  }

  /** Builds an href from a pattern and params (typed), e.g. for a Link. */
  href<P extends string>(pattern: P, ...args: BuildPathArgs<P>): string {
    return buildPath(pattern, ...args);
  }

  /** Goes one entry back in history, like the browser's Back button. */
  back(): void {
    this.history.go(-1);
  }

  /** Goes one entry forward in history. */
  forward(): void {
    this.history.go(1);
  }

  /** Closes the open modal: Back when it was opened from its background, else a replace. */
  closePortal(): void {
    const portal = this.#portalSignal.peek();
    if (!portal.isOpen) return;
    const current = this.history.location;
    // Only Back when the previous entry is the page underneath; a modal loaded directly, or
    // opened with a replace, has something else (or nothing) before it.
    if (envelope(current.state).overBackground && current.index > 0) this.history.go(-1);
    else void this.#run(portal.previousPath ?? '/', 'replace');
  }

  /**
   * Loads the loaders of the routes on screen (the page's chain and an open modal) now, rather
   * than after the batch delay: from the cache while fresh, sharing a load already running.
   * Resolves with their states once they have settled (a load never rejects: a failure is its
   * state). When `signal` aborts first, their loads are aborted (all but `abort: false` ones)
   * and it rejects with the signal's reason. A server render calls it, so the page it renders
   * has its data; without a registry there is nothing to load.
   *
   * @param options - `signal`, which aborts the loads. @default {} — they run to the end, each
   *   within its own timeout.
   * @example
   * ```ts
   * const states = await router.load({ signal: AbortSignal.timeout(5000) });
   * const failed = states.some((state) => state.status === 'error');
   * ```
   */
  load({ signal }: { readonly signal?: AbortSignal } = {}): Promise<LoaderState[]> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const data = this.#dataSignal.peek();
    if (!data) return Promise.resolve([]);
    // Started here, so the batch delay has nothing left to start.
    clearTimeout(this.#loaderTimer);
    const calls = this.#currentLoaders();
    const loads = Promise.all(calls.map((call) => data.load(...call)));
    if (!signal) return loads;
    return new Promise<LoaderState[]>((resolve, reject) => {
      const onAbort = () => {
        data.abortKeys(
          calls.map(([loader, params, { search }]) => data.keyFor(loader, params, search)),
        );
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      void loads.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /**
   * Reloads the loaders of the routes on screen, bypassing the cache.
   *
   * @example
   * ```ts
   * await router.reload(); // a Refresh button
   * ```
   */
  reload(): Promise<unknown> {
    const data = this.#dataSignal.peek();
    return Promise.all(
      data
        ? this.#currentLoaders().map(([loader, params, options]) =>
            data.load(loader, params, { ...options, force: true }),
          )
        : [],
    );
  }

  /**
   * Loads ahead what a navigation to `href` needs: each matched route's `preload` (its code)
   * and its loaders, into the cache the navigation then reads. `Link` calls it on intent.
   * Never rejects: a failing `preload` is reported to `log`.
   *
   * @example
   * ```ts
   * button.addEventListener('pointerenter', () => void router.preload('/item/42'));
   * ```
   */
  preload(href: string): Promise<unknown> {
    const to = parseHref(href, this.#locationSignal.peek()?.pathname);
    const match = to && this.matcher.match(to.pathname);
    const data = this.#dataSignal.peek();
    const out: unknown[] = [];
    for (const route of match?.chain ?? []) {
      const params = match!.params;
      out.push(Promise.resolve(params).then(route.preload));
      const loader = this.#loaders.get(route);
      if (data && loader)
        out.push(
          data.load(loader, params, {
            ...this.loadOptions(route, to!.search),
            preload: true,
          }),
        );
    }
    // Never rejects: a failed preload (offline code) only means the navigation loads it.
    return Promise.all(out).catch((error: unknown) => this.#log('Route preload failed.', error));
  }

  /** Every compiled route (for devtools). */
  get routes() {
    return this.matcher.routes;
  }

  /**
   * Stops listening to history and drops every listener; pending loader starts are cancelled.
   * A history the router created (none was passed in) is destroyed too.
   */
  destroy(): void {
    clearTimeout(this.#loaderTimer);
    this.#unlisten();
    this.#listeners.clear();
    if (this.#ownHistory) this.history.destroy();
  }

  #emit(event: RouterEvent): void {
    for (const listener of [...this.#listeners]) {
      // A faulty listener (analytics, devtools) must not break or half-commit a navigation.
      try {
        listener(event);
      } catch (error) {
        this.#log('A router listener failed.', error);
      }
    }
  }

  #run(
    href: string,
    action: NavigationAction,
    state?: unknown,
    redirects = 0,
  ): Promise<NavigationResult> {
    // A promise either way: what goes wrong (a state history cannot store, an effect that
    // throws) rejects it, as an async function's would.
    try {
      const id = ++this.#navId;
      const started = Date.now();
      const from = this.#locationSignal.peek();
      const parsed = parseHref(href, from?.pathname ?? '/') ?? {
        pathname: '/',
        search: '',
        hash: '',
      };
      const target = joinHref(parsed.pathname, parsed.search, parsed.hash);
      this.#emit({ type: 'start', href: target, action });

      const next = this.matcher.match(parsed.pathname);
      const background = this.#backgroundFor(next, action, from);
      // What the page outlets will show: the match, or the page that stays under a modal.
      const page = background === undefined ? next : this.#pageAt(background);
      const entering = [...(page?.chain ?? []), ...(page !== next ? (next?.chain ?? []) : [])];
      const guards = this.#guardsFor(entering);
      // Set either way: a navigation without guards that supersedes a waiting one ends its wait.
      this.#pendingSignal.value = guards.length
        ? { to: target, from, action, since: started }
        : null;
      const commit: Commit<K> = {
        href: target,
        next,
        page,
        background,
        action,
        userState: state,
        from,
        started,
      };
      if (guards.length)
        return this.#guarded(
          guards,
          { from, to: parsed, params: next?.params ?? {} },
          id,
          commit,
          redirects,
        );
      // No guard: committed at once (so rapid clicks never race), with no async function to run.
      this.#commit(commit);
      return COMMITTED;
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** The rest of a navigation with guards: asks each in turn, then commits, cancels or redirects. */
  async #guarded(
    guards: readonly Guard[],
    context: GuardContext,
    id: number,
    commit: Commit<K>,
    redirects: number,
  ): Promise<NavigationResult> {
    const target = commit.href;
    let verdict: true | false | string = true;
    for (const guard of guards) {
      let result: unknown;
      try {
        result = await guard(context);
      } catch (error) {
        this.#log('Route guard failed; the navigation is cancelled.', error);
        result = false;
      }
      if (id !== this.#navId) return 'superseded';
      if (result === false || typeof result === 'string') {
        verdict = result;
        break;
      }
    }
    this.#pendingSignal.value = null;
    if (verdict === false) return this.#cancel(target);
    if (typeof verdict === 'string') {
      if (redirects >= MAX_REDIRECTS) {
        this.#log('Too many guard redirects; the navigation is cancelled.', new Error(verdict));
        return this.#cancel(target);
      }
      this.#emit({ type: 'redirect', from: target, to: verdict });
      const redirectAction = commit.action === 'push' ? 'push' : 'replace';
      const result = await this.#run(verdict, redirectAction, undefined, redirects + 1);
      // The caller learns how it ended: a redirect that was refused did not navigate.
      return result === 'committed' ? 'redirected' : result;
    }
    this.#commit(commit);
    return 'committed';
  }

  /**
   * A refused navigation leaves the URL where it was. A pop (even one redirected first) has
   * already moved history, so it is moved back to the entry on screen, however far it went:
   * a refusal can follow pops that were superseded while a guard was waiting.
   */
  #cancel(target: string): 'cancelled' {
    const shown = this.#locationSignal.peek();
    if (shown) this.history.revert(this.history.location.index - shown.index);
    this.#emit({ type: 'cancel', href: target });
    return 'cancelled';
  }

  /**
   * Guards that apply: can-deactivate of routes being left, then can-activate of routes
   * entered. `entering` is every route on screen after the navigation, so a page that stays
   * under a modal being opened is not left.
   */
  #guardsFor(entering: readonly Route<K>[]): Guard[] {
    const current = this.#matchSignal.peek();
    const portal = this.#portalSignal.peek();
    const leaving = [...(current?.chain ?? []), ...(portal.route ? [portal.route] : [])];
    const guards: Guard[] = [];
    for (const route of leaving)
      if (route.canDeactivate && !entering.includes(route)) guards.push(route.canDeactivate);
    for (const route of entering)
      if (route.canActivate && !leaving.includes(route)) guards.push(route.canActivate);
    return guards;
  }

  /** The page under a modal route: where it was opened from, or its natural background. */
  #backgroundFor(
    next: Match<K> | null,
    action: NavigationAction,
    from: RouterLocation | null,
  ): string | undefined {
    if (!next?.route.portal) return undefined;
    if (action === 'pop' || action === 'initial')
      return envelope(this.history.location.state).background ?? this.#naturalBackground(next);
    const portal = this.#portalSignal.peek();
    if (portal.isOpen) return portal.previousPath ?? undefined;
    return from?.href ?? this.#naturalBackground(next);
  }

  /** The page shown for a background path (none when that is a modal too). */
  #pageAt(background: string): Match<K> | null {
    const underneath = this.matcher.match((parseHref(background) ?? { pathname: '/' }).pathname);
    return underneath?.route.portal ? null : underneath;
  }

  #commit({ href, next, page, background, action, userState, from, started }: Commit<K>): void {
    const route = next?.route;
    const wasPortal = this.#portalSignal.peek().isOpen;
    const modalSwap = wasPortal && !!route?.portal;
    const entry: EntryState = { state: userState };
    if (background !== undefined) {
      entry.background = background;
      // A swapped modal keeps the page underneath, and with it whether Back reaches that page.
      entry.overBackground = modalSwap
        ? !!envelope(this.history.location.state).overBackground
        : action === 'push';
    }
    // Moving between modals replaces, so closing one always lands on the page underneath.
    if (action === 'push' && !modalSwap) this.history.push(href, entry);
    else if (action === 'push' || action === 'replace') this.history.replace(href, entry);

    const location = withUserState(this.history.location);
    batch(() => {
      this.#locationSignal.value = location;
      if (route?.portal && background !== undefined) {
        this.#matchSignal.value = page;
        this.#portalSignal.value = {
          isOpen: true,
          route,
          params: next!.params,
          previousPath: background,
        };
      } else {
        this.#matchSignal.value = next;
        if (wasPortal) this.#portalSignal.value = CLOSED_PORTAL;
      }
    });
    this.#emit({
      type: 'commit',
      from,
      to: location,
      action,
      portalChange: wasPortal || !!route?.portal,
      durationMs: Date.now() - started,
    });
    this.#scheduleLoaders();
  }

  #naturalBackground(match: Match<K>): string {
    const option = portalOptions(match.route).background;
    if (typeof option === 'function') return option(match.params);
    if (typeof option === 'string') return option;
    const parent = match.pathname.replace(/\/[^/]*$/, '') || '/';
    const underneath = this.matcher.match(parent);
    return underneath && !underneath.route.portal ? parent : '/';
  }

  /** [loader, params, options] for every route on screen: the page chain and the modal. */
  #currentLoaders(refreshOnAction?: boolean): LoaderCall[] {
    const out: LoaderCall[] = [];
    const match = this.#matchSignal.peek();
    const portal = this.#portalSignal.peek();
    const search = this.#locationSignal.peek()?.search ?? '';
    for (const route of [...(match?.chain ?? []), ...(portal.route ? [portal.route] : [])]) {
      const loader = this.#loaders.get(route);
      if (loader && (!refreshOnAction || route.refreshOnAction))
        out.push([loader, paramsFor(route, match, portal), this.loadOptions(route, search)]);
    }
    return out;
  }

  #scheduleLoaders(): void {
    // Without a registry yet, loaders start when one is attached.
    const data = this.#dataSignal.peek();
    if (!data) return;
    const wanted = this.#currentLoaders();
    const keys = new Set<string>();
    const toLoad: typeof wanted = [];
    batch(() => {
      for (const item of wanted) {
        keys.add(data.keyFor(item[0], item[1], item[2].search));
        if (!data.prime(...item)) toLoad.push(item);
      }
    });
    // Loads started for pages the user already left are cancelled; loads others share stay.
    data.abortKeys([...this.#navKeys].filter((key) => !keys.has(key)));
    this.#navKeys = keys;
    clearTimeout(this.#loaderTimer);
    if (!toLoad.length) return;
    this.#loaderTimer = setTimeout(() => {
      for (const item of toLoad) void data.load(...item);
    }, this.#loaderDelayMs);
  }

  #refreshOnAction(): void {
    for (const [loader, params, options] of this.#currentLoaders(true))
      void this.data.load(loader, params, { ...options, force: true });
  }
}

/**
 * Route tables compiled so far, by route array. A server makes a router per request from the
 * same routes, and compiling them (50 routes: some 40 µs, and tables the garbage collector then
 * copies) cost more than the request's own match. A matcher holds no state between calls, so
 * routers can share one.
 */
const tables = new WeakMap<readonly Route[], { shape: unknown[]; matcher: Matcher<Route> }>();

/**
 * What compiling reads from a route tree, in declaration order: each route and its fields the
 * matcher and the not-found stand-ins read (compared by identity), and the router's not-found
 * view. A table is reused only while this is unchanged: routes added to an array, or a route
 * given another path or children, compile again.
 */
function shapeOf(routes: readonly Route[], out: unknown[] = []): unknown[] {
  for (const r of routes) {
    const { children } = r;
    out.push(r, r.path, r.regex, r.params, r.paramNames, r.global, r.notFoundComponent, children);
    // The length too: a child pushed into the same array is a change.
    if (children) shapeOf(children, out).push(children.length);
  }
  return out;
}

/** The matcher of `routes` (see `withNotFound`), compiled once per route tree and not-found view. */
function compiled<K extends RouteComponents>(
  routes: readonly Route<K>[],
  added: ReadonlyMap<Route<K>, readonly Route<K>[]>,
  notFound: K['component'] | undefined,
): Matcher<Route<K>> {
  // Routes added at run time belong to one router: its table is its own.
  if (added.size) return withNotFound(compileRoutes(routes, added), notFound);
  const shape = shapeOf(routes as readonly Route[], [notFound]);
  const cached = tables.get(routes as readonly Route[]);
  if (cached?.shape.length === shape.length && cached.shape.every((v, i) => v === shape[i]))
    return cached.matcher as Matcher<Route<K>>;
  const matcher = withNotFound(compileRoutes(routes), notFound);
  tables.set(routes as readonly Route[], { shape, matcher: matcher as Matcher<Route> });
  return matcher;
}

const NO_PARAMS: Readonly<Record<string, string>> = Object.freeze({});

/** Which params apply to a route: the modal's for the modal route, else the page's. */
function paramsFor<K extends RouteComponents>(
  route: Route<K> | null | undefined,
  match: Match<K> | null,
  portal: PortalState<K>,
): Readonly<Record<string, string>> {
  return route && route === portal.route ? portal.params : (match?.params ?? NO_PARAMS);
}

/** A loader to run for a route on screen. */
type LoaderCall = [LoaderHandle, Readonly<Record<string, string>>, LoadOptions];

/** What a committed navigation writes: where to, what shows, how it started. */
interface Commit<K extends RouteComponents> {
  href: string;
  next: Match<K> | null;
  /** What the page outlets show: the match, or the page under a modal. */
  page: Match<K> | null;
  background: string | undefined;
  action: NavigationAction;
  userState: unknown;
  from: RouterLocation | null;
  started: number;
}

/**
 * A router that carries its route table's type (what `createRouter` returns), so registering
 * `typeof router` types the app's links.
 *
 * @example
 * ```ts
 * const router: RouterOf<typeof routes> = createRouter({ routes });
 * ```
 */
export type RouterOf<
  R extends readonly Route<K>[],
  K extends RouteComponents = RouteComponents,
> = Router<K> & { readonly '~routes'?: R };
