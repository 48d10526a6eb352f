/*
 * The data registry: the loaders and actions of an app, by the handles `defineLoader` and
 * `defineAction` return. A handle registers itself the first time it is read or loaded; its
 * name keys its one state signal (status, data, error, attempt) and its cache entries.
 *
 * Resilience is built in, with defaults for each: a timeout per attempt ("Loader timeout
 * after N ms"), retries with a backoff doubling from 1 s, a result cache (LRU, TTL), and a
 * stale-if-error fallback: when every attempt fails and an older result is cached, it is
 * served marked `stale` instead of an error. Aborting (a navigation away) is not an error:
 * the state simply goes back to what it was.
 */
import { signal, type ReadonlySignal, type Signal } from '@tendril/signals';
import { createCache, type TtlCache } from '@tendril/signals/cache';
import { isAbortError, toError, wait, withTimeout } from './abort.ts';
import { createActions, type Actions } from './actions.ts';
import {
  IDLE_LOADER,
  type ActionState,
  type DataSource,
  type LoaderState,
  type LoadOptions,
} from './data-source.ts';
import type { ActionHandle, LoaderContext, LoaderHandle } from './types.ts';

/** Registry-wide defaults for loaders and the result cache. */
export interface DataOptions {
  /**
   * How long one loader attempt (or one action) may take before it fails with "Loader timeout
   * after N ms".
   * @default 30000
   */
  timeoutMs?: number;
  /**
   * Extra attempts after a failure.
   * @default 3
   */
  retries?: number;
  /**
   * Delay before the first retry, doubling for each later one.
   * @default 1000
   */
  retryDelayMs?: number;
  /**
   * How many results the cache holds (least recently used go first).
   * @default 1000
   */
  cacheSize?: number;
  /**
   * How long a cached result is fresh; expired ones stay up to 12 TTLs as fallbacks.
   * @default 300000
   */
  cacheTtlMs?: number;
  /**
   * Whether the network is up; when false, loaders skip retries and fall back to cache at once.
   * @default () => navigator.onLine (true where there is no navigator)
   */
  isOnline?: () => boolean;
  /**
   * Where failures are reported: a loader that failed its last attempt, an action that failed.
   * A loader's `NotFoundError` is not one (its route shows the not-found view). The message is
   * one line naming the loader, the page and the error (`Loader "product" failed on /product/7:
   * Error: 503`); the error itself comes second, for a reporter that wants its stack.
   * @default the message alone, with console.warn
   */
  log?: (message: string, error: unknown) => void;
  /**
   * The registry serves a server render (`renderUrl` makes one so): loaders declared with
   * `ssr: false` are not run and stay idle, and every loader retries `retries` times, whatever
   * its route or handle asks for in the browser (a retry there holds the response back).
   * @default false
   */
  serverRender?: boolean;
}

/** A loader as the registry holds it: its latest handle and its state. */
interface Entry {
  handle: LoaderHandle;
  state: Signal<LoaderState>;
}

interface Run {
  controller: AbortController;
  promise: Promise<LoaderState>;
  abortable: boolean;
}

/** The one place a loader state is built: idle fields, overridden by what is known. */
function loaderState(
  status: LoaderState['status'],
  key: string | undefined,
  fields: Partial<LoaderState> = {},
): LoaderState {
  return { ...IDLE_LOADER, status, key, ...fields };
}

/** A state that was loading and stopped: back to its data, or idle without any. */
function settled(shown: LoaderState): LoaderState {
  return { ...shown, status: shown.data !== undefined ? 'success' : 'idle', error: undefined };
}

/**
 * The loaders and actions of an app, with one state signal each, timeouts, retries with
 * backoff, a result cache with a stale-if-error fallback, and abort on navigation.
 * `createRouter` makes one; `router.attachData(registry)` adds one later.
 *
 * @example
 * ```ts
 * const products = defineLoader('products', () => fetch('/api/products').then((r) => r.json()));
 * const data = new DataRegistry({ timeoutMs: 10_000 });
 * const state = data.loaderState(products); // a signal: status, data, error, attempt, …
 * await data.load(products, {});
 * ```
 */
export class DataRegistry implements DataSource {
  readonly #loaders = new Map<string, Entry>();
  readonly #runs = new Map<string, Run>();
  readonly #actions: Actions;
  readonly cache: TtlCache<unknown>;
  readonly #defaults: Required<Pick<DataOptions, 'timeoutMs' | 'retries' | 'retryDelayMs'>>;
  readonly #isOnline: () => boolean;
  readonly #log: (message: string, error: unknown) => void;
  readonly #serverRender: boolean;
  /** Called after an action succeeds (the router reloads refresh-on-action routes). */
  onActionSuccess: (name: string) => void = () => {};

  constructor(options: DataOptions = {}) {
    const ttlMs = options.cacheTtlMs ?? 300_000;
    // Expired results stay a while as stale-if-error fallbacks, but not forever: up to 12 TTLs
    // after they were stored. The cache sweeps them every 60000 ms (its default).
    this.cache = createCache({ maxSize: options.cacheSize ?? 1000, ttlMs, staleMs: ttlMs * 11 });
    this.#defaults = {
      timeoutMs: options.timeoutMs ?? 30_000,
      retries: options.retries ?? 3,
      retryDelayMs: options.retryDelayMs ?? 1000,
    };
    this.#isOnline =
      options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    // One line in the console: a failed load is the app's news, not a crash to trace.
    this.#log = options.log ?? ((message) => console.warn(message));
    this.#serverRender = options.serverRender === true;
    this.#actions = createActions(this.#defaults.timeoutMs, this.#log, (name) =>
      this.onActionSuccess(name),
    );
  }

  /** The loaders read or loaded so far, with their live state (for devtools). */
  get loaders(): { name: string; state: ReadonlySignal<LoaderState> }[] {
    return [...this.#loaders].map(([name, { state }]) => ({ name, state }));
  }

  /**
   * Called by `router.hydrated()` once the app's first render is on screen. A plain registry has
   * nothing to do; `HydratedRegistry` reloads there what the server's data could not settle.
   */
  hydrated(): void {}

  /** The cache keys whose loads are under way (a server render fails them at its deadline). */
  get runningKeys(): string[] {
    return [...this.#runs.keys()];
  }

  /** Names of the actions read or run so far (for devtools). */
  get actionNames(): string[] {
    return this.#actions.names();
  }

  /** A handle's entry, made on first use. A newer handle of the same name takes over its state. */
  #entry(handle: LoaderHandle): Entry {
    let entry = this.#loaders.get(handle.name);
    if (!entry) this.#loaders.set(handle.name, (entry = { handle, state: signal(IDLE_LOADER) }));
    entry.handle = handle;
    return entry;
  }

  /** The live state of a loader. */
  loaderState<T>(loader: LoaderHandle<T>): ReadonlySignal<LoaderState<T>> {
    return this.#entry(loader).state as ReadonlySignal<LoaderState<T>>;
  }

  /** The live state of an action. */
  actionState<P, R>(action: ActionHandle<P, R>): ReadonlySignal<ActionState<R>> {
    return this.#actions.state(action as ActionHandle<never, R>);
  }

  /** The cache key of a loader for these params and query (`search`, `?a=1` or empty). */
  keyFor(loader: LoaderHandle, params: Readonly<Record<string, string>>, search = ''): string {
    if (loader.options.key) return loader.options.key(params, search);
    const sorted = Object.keys(params)
      .sort()
      .map((k) => [k, params[k]]);
    return `${loader.name}:${JSON.stringify(sorted)}${search}`;
  }

  /**
   * Shows cached data at once when it is fresh (returns true); otherwise marks the loader
   * loading, keeping its data only if it belongs to the same key.
   */
  prime(
    loader: LoaderHandle,
    params: Readonly<Record<string, string>>,
    options: LoadOptions = {},
  ): boolean {
    const entry = this.#entry(loader);
    const key = this.keyFor(loader, params, options.search);
    if (this.#fromCache(entry, key)) return true;
    const prev = entry.state.peek();
    if (!(this.#runs.has(key) && prev.status === 'loading' && prev.key === key))
      this.#markLoading(entry, key, this.#maxAttempts(entry, options));
    return false;
  }

  /** Publishes a fresh cached result, if there is one. */
  #fromCache(entry: Entry, key: string): LoaderState | undefined {
    const cached = entry.handle.options.cache !== false ? this.cache.get(key) : undefined;
    if (cached === undefined) return undefined;
    const updatedAt = this.cache.getStale(key)?.storedAt;
    return (entry.state.value = loaderState('success', key, { data: cached, updatedAt }));
  }

  /** Loading, on the first attempt: data stays on screen only when it belongs to the same key. */
  #markLoading(entry: Entry, key: string, maxAttempts: number): void {
    const prev = entry.state.peek();
    const attempts = { attempt: 1, maxAttempts, error: undefined };
    entry.state.value =
      prev.key === key
        ? { ...prev, status: 'loading', ...attempts }
        : loaderState('loading', key, attempts);
  }

  #maxAttempts(entry: Entry, options: LoadOptions): number {
    if (this.#serverRender) return this.#defaults.retries + 1;
    return (options.retries ?? entry.handle.options.retries ?? this.#defaults.retries) + 1;
  }

  /**
   * Loads for `params`: from the cache when fresh (unless `force`), else by running the loader
   * (sharing a run already in flight for the same key). Never rejects: the outcome is in the
   * returned state, which is also published on the loader's signal.
   *
   * @example
   * ```ts
   * await registry.load(product, { id: '1' }, { force: true });
   * ```
   */
  load<T>(
    loader: LoaderHandle<T>,
    params: Readonly<Record<string, string>>,
    options: LoadOptions = {},
  ): Promise<LoaderState<T>> {
    const entry = this.#entry(loader);
    if (this.#serverRender && loader.options.ssr === false)
      return Promise.resolve(entry.state.peek() as LoaderState<T>);
    const { search = '', preload, force } = options;
    const key = this.keyFor(loader, params, search);
    const cacheable = loader.options.cache !== false;
    // A preload only fills the cache: without one, or with a fresh entry, it has nothing to do.
    if (preload && (!cacheable || this.cache.get(key) !== undefined))
      return Promise.resolve(entry.state.peek() as LoaderState<T>);
    const cached = force ? undefined : this.#fromCache(entry, key);
    if (cached) return Promise.resolve(cached as LoaderState<T>);
    const inFlight = this.#runs.get(key);
    if (inFlight && !force) return inFlight.promise as Promise<LoaderState<T>>;
    inFlight?.controller.abort();

    const controller = new AbortController();
    const maxAttempts = this.#maxAttempts(entry, options);
    if (!preload) this.#markLoading(entry, key, maxAttempts);
    const context = { params, search: new URLSearchParams(search), router: options.router };
    const timeout = options.timeout ?? loader.options.timeout ?? this.#defaults.timeoutMs;
    const attempts = { key, maxAttempts, timeout, signal: controller.signal };
    const promise = this.#attempt(entry, context, attempts).then((state) => {
      if (this.#runs.get(key)?.controller === controller) this.#runs.delete(key);
      const shown = entry.state.peek();
      // Only the run that owns the visible key publishes; a newer key or run has taken over.
      if (shown.key !== key) return state;
      if (!controller.signal.aborted) entry.state.value = state;
      // Cancelled with nothing else loading this key: settle quietly, not as an error.
      else if (!this.#runs.has(key) && shown.status === 'loading')
        entry.state.value = settled(shown);
      return state;
    });
    this.#runs.set(key, { controller, promise, abortable: loader.options.abort !== false });
    return promise as Promise<LoaderState<T>>;
  }

  async #attempt(
    entry: Entry,
    context: Omit<LoaderContext, 'signal' | 'attempt'>,
    { key, maxAttempts, timeout, signal }: Attempts,
  ): Promise<LoaderState> {
    const { fn, name, options } = entry.handle;
    const retryDelay = options.retryDelay ?? this.#defaults.retryDelayMs;
    let lastError: Error | undefined;
    let attempt = 1;
    for (; attempt <= maxAttempts; attempt++) {
      // A retry shows on the state of the load the page waits for, with why the last attempt
      // failed; a preload of other data leaves it alone. (An aborted run never gets here.)
      const shown = entry.state.peek();
      if (attempt > 1 && shown.key === key && shown.status === 'loading')
        entry.state.value = { ...shown, attempt, maxAttempts, error: lastError };
      try {
        const data = await withTimeout(timeout, signal, `Loader timeout after ${timeout} ms`, (s) =>
          fn({ ...context, signal: s, attempt }),
        );
        if (options.cache !== false) this.cache.set(key, data);
        return loaderState('success', key, { data, updatedAt: Date.now(), attempt, maxAttempts });
      } catch (error) {
        if (signal.aborted || isAbortError(error)) return settled(entry.state.peek());
        lastError = toError(error);
        const retryable = (lastError as { retryable?: boolean }).retryable !== false;
        if (attempt === maxAttempts || !retryable || !this.#isOnline()) break;
        try {
          await wait(retryDelay * 2 ** (attempt - 1), signal);
        } catch {
          return settled(entry.state.peek());
        }
      }
    }
    // A NotFoundError is the loader's answer (the route shows its not-found view), not a fault.
    if (lastError?.name !== 'NotFoundError') {
      const where = context.router?.location.peek()?.pathname;
      this.#log(
        `Loader "${name}" failed${where ? ` on ${where}` : ''}: ${lastError?.name}: ${lastError?.message}`,
        lastError,
      );
    }
    const stale = options.cache !== false ? this.cache.getStale(key) : undefined;
    const failed = { error: lastError, attempt, maxAttempts };
    return stale
      ? loaderState('success', key, {
          ...failed,
          data: stale.value,
          stale: true,
          updatedAt: stale.storedAt,
        })
      : loaderState('error', key, failed);
  }

  /** Aborts in-flight loads for these keys (a navigation moved on), but not `abort: false` ones. */
  abortKeys(keys: Iterable<string>): void {
    const aborted = new Set(keys);
    for (const key of aborted) {
      const run = this.#runs.get(key);
      if (run?.abortable) {
        this.#runs.delete(key);
        run.controller.abort();
      }
    }
    // A load primed but never started (the navigation moved on within the batch delay) would
    // otherwise read "loading" forever: settle it the way an aborted run settles.
    for (const { state } of this.#loaders.values()) {
      const shown = state.peek();
      if (
        shown.status === 'loading' &&
        shown.key !== undefined &&
        aborted.has(shown.key) &&
        !this.#runs.has(shown.key)
      )
        state.value = settled(shown);
    }
  }

  /** Drops cached results: all of them, or those whose key passes `test`. */
  invalidate(test?: (key: string) => boolean): void {
    this.cache.clear(test);
  }

  /**
   * Runs an action. Resolves with its result; rejects with its error (after publishing both
   * on the action's state). A result `{ success: false, message }` resolves too, but the state
   * ends in `error` with that message ("Action failed" without one).
   *
   * @example
   * ```ts
   * const result = await registry.run(addToCart, { productId: 1 });
   * ```
   */
  run<P, R>(action: ActionHandle<P, R>, payload: P): Promise<R> {
    return this.#actions.run(action, payload);
  }
}

/** What one load's attempts share. */
interface Attempts {
  key: string;
  maxAttempts: number;
  timeout: number;
  signal: AbortSignal;
}

export { isAbortError, wait } from './abort.ts';
export { defineAction, defineLoader } from './handles.ts';
export type {
  ActionContext,
  ActionFn,
  ActionHandle,
  ActionOptions,
  LoaderContext,
  LoaderFn,
  LoaderHandle,
  LoaderOptions,
} from './types.ts';
export type * from './data-source.ts';
