/*
 * Mounting a separately built app under a route of the host: load its bundle (a dynamic
 * import the host supplies), check what it exports, and add its routes as children of the
 * host's route with `router.addRoutes`. The app then lives in the host's one router: its
 * links are ordinary navigations, Back and Forward cross between host and app, and the URL
 * on screen when it arrives is matched again against its routes.
 */
import { signal, type ReadonlySignal } from '@tendril/signals';
import type { Router } from '../core/router.ts';
import type { Route, RouteComponents } from '../core/types.ts';

/**
 * What a micro app is given when it is mounted.
 *
 * @example
 * ```tsx
 * const routes = ({ basePath, host }: MicroAppContext<{ count: Signal<number> }>): Route[] => [
 *   { path: 'notes', component: () => <Link to={`${basePath}/notes/1`}>{host.count.value}</Link> },
 * ];
 * ```
 */
export interface MicroAppContext<H = unknown> {
  /** The full path of the route it is mounted under (`/micro`): build links from it. */
  readonly basePath: string;
  /** What the host lends it beyond shared modules: signals, services (the host's choice). */
  readonly host: H;
}

/**
 * A micro app: what its built entry exports by default (see `defineMicroApp`). `K` types what
 * its routes render: a React micro app gives `ReactRouteComponents` (from
 * `@tendril/router/react`), so its routes are checked as React routes and fit a React host's
 * router.
 *
 * @example
 * ```ts
 * const app: MicroApp = { name: 'notes', routes: ({ basePath }) => [{ path: 'notes' }] };
 * ```
 */
export interface MicroApp<H = unknown, K extends RouteComponents = RouteComponents> {
  /** A name for messages and devtools. */
  readonly name: string;
  /** Its routes, relative to the route it is mounted under. Called once, when mounted. */
  readonly routes: (context: MicroAppContext<H>) => readonly Route<K>[];
}

/**
 * Declares a micro app, typed with what it expects from its host. Returns the app unchanged:
 * export it as the default export of the app's build entry.
 *
 * @example
 * ```tsx
 * export default defineMicroApp<{ count: Signal<number> }, ReactRouteComponents>({
 *   name: 'notes',
 *   routes: ({ basePath, host }) => [
 *     { path: 'notes', component: () => <NoteList base={basePath} count={host.count} /> },
 *   ],
 * });
 * ```
 */
export function defineMicroApp<H, K extends RouteComponents = RouteComponents>(
  app: MicroApp<H, K>,
): MicroApp<H, K> {
  return app;
}

/**
 * Where a mount is: `idle` (not asked yet), `loading`, `mounted` or `error`.
 *
 * @example
 * ```ts
 * const busy = (status: MicroAppStatus) => status === 'loading';
 * ```
 */
export type MicroAppStatus = 'idle' | 'loading' | 'mounted' | 'error';

/**
 * A mount's state: its status, and what went wrong when it is `error`.
 *
 * @example
 * ```ts
 * const { status, error } = mount.state.value;
 * if (status === 'error') console.warn('The app could not load', error);
 * ```
 */
export interface MicroAppState {
  readonly status: MicroAppStatus;
  /** The load or mount failure (`null` unless the status is `error`). */
  readonly error: unknown;
}

/**
 * Options of `createMicroAppMount`.
 *
 * @example
 * ```ts
 * const options: MicroAppMountOptions<{ count: Signal<number> }> = {
 *   router,
 *   parent: microRoute,
 *   load: () => import('/micro-apps/notes.js'),
 *   host: { count },
 * };
 * ```
 */
export interface MicroAppMountOptions<H = unknown> {
  /** The host's router: the app's routes join its table. */
  readonly router: Router;
  /** The host route the app's routes are added under (declared in the host's table). */
  readonly parent: Route;
  /**
   * Imports the app's built entry. `attempt` counts the loads before this one: a browser may
   * remember a failed module fetch for its URL, so a retry can ask for a fresh URL.
   */
  readonly load: (attempt: number) => Promise<unknown>;
  /** What the app is lent (`MicroAppContext.host`). */
  readonly host: H;
  /**
   * The path the app builds its links from.
   * @default the parent's `path`
   */
  readonly basePath?: string;
}

/**
 * A micro app's mount: its state as a signal, and `load` to mount it (or retry).
 *
 * @example
 * ```ts
 * const mount = createMicroAppMount(options);
 * retryButton.onclick = () => void mount.load();
 * ```
 */
export interface MicroAppMount {
  /** Idle, loading, mounted or error (with the error). */
  readonly state: ReadonlySignal<MicroAppState>;
  /**
   * Loads and mounts the app; resolves once it is mounted. Called while a load runs, it
   * returns that load; once mounted, it resolves at once. After a failure it tries again.
   * Never rejects: a failure is in `state`.
   */
  load(): Promise<void>;
}

const IDLE: MicroAppState = { status: 'idle', error: null };

function isMicroApp(value: unknown): value is MicroApp {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MicroApp).name === 'string' &&
    typeof (value as MicroApp).routes === 'function'
  );
}

/**
 * A mount for one micro app under one host route. Nothing loads until `load()`: the host calls
 * it when its route is shown (and again for Retry).
 *
 * @example
 * ```ts
 * const notes = createMicroAppMount({
 *   router,
 *   parent: microRoute, // { path: '/micro', component: MicroHost } in the host's table
 *   load: (attempt) => import(`/micro-apps/notes.js${attempt ? `?retry=${attempt}` : ''}`),
 *   host: { count },
 * });
 * effect(() => console.log(notes.state.value.status));
 * await notes.load();
 * ```
 */
export function createMicroAppMount<H>(options: MicroAppMountOptions<H>): MicroAppMount {
  const state = signal<MicroAppState>(IDLE);
  let running: Promise<void> | null = null;
  let attempts = 0;

  async function mount(): Promise<void> {
    state.value = { status: 'loading', error: null };
    try {
      const module = (await options.load(attempts++)) as { default?: unknown } | null;
      const app = module?.default;
      if (!isMicroApp(app))
        throw new Error('The micro app bundle has no default export made with defineMicroApp.');
      const basePath = options.basePath ?? options.parent.path ?? '/';
      const routes = app.routes({ basePath, host: options.host });
      if (!Array.isArray(routes)) throw new Error(`Micro app "${app.name}" gave no route list.`);
      options.router.addRoutes(routes, options.parent);
      state.value = { status: 'mounted', error: null };
    } catch (error) {
      state.value = { status: 'error', error };
    }
  }

  return {
    state,
    load() {
      if (!running || state.peek().status === 'error') running = mount();
      return running;
    },
  };
}
