/*
 * What the router needs from a data source, and the states it publishes. The registry
 * (loaders.ts) is the real source; until one is attached, the router reads an idle one made
 * here, so the registry's code can stay off the first load.
 */
import { signal, type ReadonlySignal } from '@tendril/signals';
import type { PageMeta } from '../meta/types.ts';
import type { ActionHandle, LoaderHandle, RouterApi } from './types.ts';

/** Where a loader is: never run (`idle`), running, or settled with data or an error. */
export type LoaderStatus = 'idle' | 'loading' | 'success' | 'error';
/**
 * Where an action is: never run (`idle`), running (`executing`), or settled. An action whose
 * result says `{ success: false }` settles in `error`.
 */
export type ActionStatus = 'idle' | 'executing' | 'success' | 'error';

/** A loader's state, held in one signal per loader (`registry.loaderState(handle)`). */
export interface LoaderState<T = unknown> {
  readonly status: LoaderStatus;
  /** The last data loaded for `key` (kept while a reload runs). */
  readonly data: T | undefined;
  /**
   * Why the last load failed (status `error`), or, while `loading` on a retry, why the
   * previous attempt failed, so a page can say what it is retrying.
   */
  readonly error: Error | undefined;
  /** The data is an older cached result served because fresh loading failed. */
  readonly stale: boolean;
  /** The cache key the data belongs to. */
  readonly key: string | undefined;
  /** When the data was loaded (ms since the epoch). */
  readonly updatedAt: number | undefined;
  /**
   * Which attempt the load under way is on, or how many the last load took: 1 for the first
   * try (also while a load waits to start), 2 after one retry, and so on. 0 when no attempt
   * ran for what is shown (never loaded, or served from the cache).
   */
  readonly attempt: number;
  /**
   * How many attempts that load may take: 1 plus the loader's retries (0 when `attempt` is 0).
   * Fewer are made when an attempt succeeds, fails for good, or the network is down.
   */
  readonly maxAttempts: number;
}

/** An action's state, held in one signal per action (`registry.actionState(handle)`). */
export interface ActionState<R = unknown> {
  readonly status: ActionStatus;
  /** What the last run returned. */
  readonly result: R | undefined;
  /** Why the last run failed (status `error`). */
  readonly error: Error | undefined;
}

/**
 * How a `load` runs: forced past the cache, for which query and router, as a preload, and
 * with a route's own retries and timeout.
 *
 * @example
 * ```ts
 * await registry.load(search, {}, { search: '?q=lamp', preload: true });
 * ```
 */
export interface LoadOptions {
  /**
   * Run the loader even when a fresh result is cached (a Retry or Refresh button).
   * @default false
   */
  readonly force?: boolean;
  /**
   * The URL's query (`?page=2`), given to the loader and part of its cache key.
   * @default ''
   */
  readonly search?: string;
  /**
   * The router, given to the loader.
   * @default undefined
   */
  readonly router?: RouterApi;
  /**
   * Only fill the cache: the loader's state does not turn `loading` (it shows what the page
   * shows), but publishes the result if its key is on screen by then.
   * @default false
   */
  readonly preload?: boolean;
  /**
   * Extra attempts after a failure, for this load (a route's own `retries`).
   * @default the loader's retries, else the registry's
   */
  readonly retries?: number;
  /**
   * How long one attempt of this load may take (a route's own `timeout`).
   * @default the loader's timeout, else the registry's
   */
  readonly timeout?: number;
}

/**
 * What `router.data` offers before and after a registry is attached: loader and action states,
 * loads and actions by handle, cache keys. `DataRegistry` implements it (with priming, aborts
 * and invalidation, which the router asks of an attached registry only).
 *
 * @example
 * ```ts
 * const source: DataSource = router.data;
 * const state = source.loaderState(cart); // a signal of LoaderState<Cart>
 * ```
 */
export interface DataSource {
  /** The live state of a loader. */
  loaderState<T>(loader: LoaderHandle<T>): ReadonlySignal<LoaderState<T>>;
  /** The live state of an action. */
  actionState<P, R>(action: ActionHandle<P, R>): ReadonlySignal<ActionState<R>>;
  /** The cache key of a loader for these params and query. */
  keyFor(loader: LoaderHandle, params: Readonly<Record<string, string>>, search?: string): string;
  /** Loads; never rejects: the outcome is the returned (and published) state. */
  load<T>(
    loader: LoaderHandle<T>,
    params: Readonly<Record<string, string>>,
    options?: LoadOptions,
  ): Promise<LoaderState<T>>;
  /** Runs an action: resolves with its result, rejects with its error. */
  run<P, R>(action: ActionHandle<P, R>, payload: P): Promise<R>;
  /**
   * The state a server render gave the loader, which the browser hydrates with (`useLoader`
   * reads it while React hydrates, whatever the live state has become since). Undefined
   * without a server render.
   */
  hydrationState?<T>(loader: LoaderHandle<T>): LoaderState<T> | undefined;
  /**
   * The meta a server render wrote into the head (its async `loadMeta` results included), which
   * the browser shows on the page it first renders until its own meta loaders are done.
   * Undefined without a server render.
   */
  hydrationHead?(): PageMeta | undefined;
}

/** A loader's state before it has run. */
export const IDLE_LOADER: LoaderState = {
  status: 'idle',
  data: undefined,
  error: undefined,
  stale: false,
  key: undefined,
  updatedAt: undefined,
  attempt: 0,
  maxAttempts: 0,
};

/**
 * The source a router reads before a registry is attached: every state idle, loads idle,
 * actions refused (nothing can run them yet).
 */
export function idleSource(): DataSource {
  // One idle state serves loaders and actions alike (it has the fields of both).
  const idle = signal<LoaderState<never> & ActionState<never>>({
    ...(IDLE_LOADER as LoaderState<never> & ActionState<never>),
    result: undefined,
  });
  return {
    loaderState: () => idle,
    actionState: () => idle,
    keyFor: ({ name }) => name,
    load: () => Promise.resolve(IDLE_LOADER as LoaderState<never>),
    run: () => Promise.reject(new Error('No data registry (attachData)')),
  };
}
