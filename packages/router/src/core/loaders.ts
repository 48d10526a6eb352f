/*
 * Named loaders and actions. A loader fetches what a route needs; an action changes data.
 * Both are registered by name, so routes, devtools and the offline queue can refer to them
 * as plain strings. Each has one state signal (status, data, error) that components read.
 *
 * Resilience is built in, with defaults for each: a timeout per attempt ("Loader timeout
 * after N ms"), retries with a backoff doubling from 1 s, a result cache (LRU, TTL), and a
 * stale-if-error fallback: when every attempt fails and an older result is cached, it is
 * served marked `stale` instead of an error. Aborting (a navigation away) is not an error:
 * the state simply goes back to what it was.
 */
import { batch, signal, type ReadonlySignal, type Signal } from '@tendril/signals';
import { createCache, type TtlCache } from '@tendril/signals/cache';
import type { Router } from './router.ts';
import { IDLE_LOADER } from './loader-idle.ts';

/** Where a loader is: never run (`idle`), running, or settled with data or an error. */
export type LoaderStatus = 'idle' | 'loading' | 'success' | 'error';
/**
 * Where an action is: never run (`idle`), running (`executing`), or settled. An action whose
 * result says `{ success: false }` settles in `error`.
 */
export type ActionStatus = 'idle' | 'executing' | 'success' | 'error';

/**
 * What a loader is given.
 *
 * @example
 * ```ts
 * const search: LoaderFn<Hit[]> = ({ search, signal }) =>
 *   fetch(`/api/search?q=${search.get('q') ?? ''}`, { signal }).then((r) => r.json());
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
 * registry.registerLoader('product', product, { timeoutMs: 5000 });
 * ```
 */
export type LoaderFn<T = unknown> = (context: LoaderContext) => Promise<T> | T;

/** Per-loader settings; each falls back to the registry's (`DataOptions`). */
export interface LoaderOptions {
  /**
   * How long one attempt may take before it fails with "Loader timeout after N ms".
   * @default the registry's timeoutMs (30000 ms)
   */
  timeoutMs?: number;
  /**
   * Extra attempts after a failure (none while offline).
   * @default the registry's retries (3)
   */
  retries?: number;
  /**
   * Delay before the first retry, doubling for each later one.
   * @default the registry's retryDelayMs (1000 ms)
   */
  retryDelayMs?: number;
  /**
   * Whether results are cached (and served while fresh, or as a stale fallback on failure).
   * @default true
   */
  cache?: boolean;
  /**
   * The cache key for a set of params and query.
   * @default the loader name, its params and the query
   */
  cacheKey?: (params: Readonly<Record<string, string>>, search: string) => string;
}

/** A loader's state, held in one signal per loader (`registry.loaderState(name)`). */
export interface LoaderState<T = unknown> {
  readonly status: LoaderStatus;
  /** The last data loaded for `key` (kept while a reload runs). */
  readonly data: T | undefined;
  /** Why the last load failed (status `error`). */
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

/** What an action is given besides its payload. */
export interface ActionContext {
  /** Aborted when the action is cancelled. */
  readonly signal: AbortSignal;
}

/**
 * Changes data. Its result is returned to the caller; a result of the shape
 * `{ success: false, message }` ends the action in `error` with that message.
 *
 * @example
 * ```ts
 * registry.registerAction('addToCart', async ({ productId }: { productId: number }) => {
 *   await saveCartLine(productId);
 *   return { success: true, message: 'Added to cart!' };
 * });
 * ```
 */
export type ActionFn<P = unknown, R = unknown> = (
  payload: P,
  context: ActionContext,
) => Promise<R> | R;

/** An action's state, held in one signal per action (`registry.actionState(name)`). */
export interface ActionState<R = unknown> {
  readonly status: ActionStatus;
  /** What the last run returned. */
  readonly result: R | undefined;
  /** Why the last run failed (status `error`). */
  readonly error: Error | undefined;
}

/**
 * Where a `load` comes from: the URL's query, the router, and whether it is a preload.
 *
 * @example
 * ```ts
 * await registry.load('search', {}, false, { search: '?q=lamp', preload: true });
 * ```
 */
export interface LoadFrom {
  /**
   * The URL's query (`?page=2`), given to the loader and part of its cache key.
   * @default ''
   */
  readonly search?: string;
  /**
   * The router, given to the loader.
   * @default undefined
   */
  readonly router?: Router;
  /**
   * Only fill the cache: the loader's state does not turn `loading` (it shows what the page
   * shows), but publishes the result if its key is on screen by then.
   * @default false
   */
  readonly preload?: boolean;
}

/** Registry-wide defaults for loaders and the result cache. */
export interface DataOptions {
  /**
   * How long one loader attempt may take before it fails with "Loader timeout after N ms".
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
   * Where failures are reported.
   * @default console.warn
   */
  log?: (message: string, error: unknown) => void;
}

/** Raised for a name nobody registered. */
export class NotRegisteredError extends Error {}

/** Errors that mean "stopped on purpose": never shown to users as failures. */
export function isAbortError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'AbortError' ||
      error.message === 'Loader cancelled' ||
      error.message === 'Aborted')
  );
}

function toError(error: unknown): Error {
  return error instanceof Error
    ? error
    : new Error(typeof error === 'string' ? error : 'An unexpected error occurred');
}

const ACTION_IDLE: ActionState = { status: 'idle', result: undefined, error: undefined };

interface LoaderEntry {
  fn: LoaderFn;
  options: LoaderOptions;
  state: Signal<LoaderState>;
}

interface Run {
  key: string;
  controller: AbortController;
  promise: Promise<LoaderState>;
}

/**
 * Waits `ms` milliseconds, or rejects with an `Error('Aborted')` (which `isAbortError`
 * recognises) as soon as `signal` aborts, clearing the timer. The router waits between loader
 * attempts with it; a loader can simulate latency with it and still stop when its navigation
 * is cancelled.
 * @example
 * data.registerLoader('report', async ({ signal }) => {
 *   await wait(1200, signal); // rejects at once if the user navigates away
 *   return { rows: 3 };
 * });
 */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error('Aborted'));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}

/** Runs `fn` with a deadline; the attempt's signal is aborted when time runs out. */
function withTimeout<T>(
  ms: number,
  parent: AbortSignal,
  message: string,
  fn: (signal: AbortSignal) => Promise<T> | T,
): Promise<T> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  parent.addEventListener('abort', onAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(message));
      controller.abort();
    }, ms);
    parent.addEventListener('abort', () => reject(new Error('Aborted')), { once: true });
    Promise.resolve()
      .then(() => fn(controller.signal))
      .then(resolve, reject);
  }).finally(() => {
    clearTimeout(timer);
    parent.removeEventListener('abort', onAbort);
  });
}

/**
 * Named loaders and actions with one state signal each, timeouts, retries with backoff, a
 * result cache with a stale-if-error fallback, and abort on navigation. `createRouter` makes
 * one; `router.attachData(registry)` adds one later.
 *
 * @example
 * ```ts
 * const data = new DataRegistry({ timeoutMs: 10_000 });
 * data.registerLoader('products', () => fetch('/api/products').then((r) => r.json()));
 * const state = data.loaderState('products'); // a signal: status, data, error, stale
 * await data.load('products', {});
 * ```
 */
export class DataRegistry {
  readonly #loaders = new Map<string, LoaderEntry>();
  readonly #actions = new Map<string, { fn: ActionFn; state: Signal<ActionState> }>();
  readonly #runs = new Map<string, Run>();
  // State signals handed out for names not registered yet; registering adopts them, so a
  // component that rendered before registration still sees the loader's updates.
  readonly #missing = new Map<string, Signal<LoaderState>>();
  readonly #missingActions = new Map<string, Signal<ActionState>>();
  readonly cache: TtlCache<unknown>;
  readonly #defaults: Required<Pick<DataOptions, 'timeoutMs' | 'retries' | 'retryDelayMs'>>;
  readonly #isOnline: () => boolean;
  readonly #log: (message: string, error: unknown) => void;
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
    this.#log = options.log ?? ((message, error) => console.warn(message, error));
  }

  registerLoader<T>(name: string, fn: LoaderFn<T>, options: LoaderOptions = {}): void {
    const state =
      this.#loaders.get(name)?.state ?? this.#missing.get(name) ?? signal<LoaderState>(IDLE_LOADER);
    if (this.#missing.delete(name)) state.value = IDLE_LOADER;
    this.#loaders.set(name, { fn, options, state });
  }

  registerAction<P, R>(name: string, fn: ActionFn<P, R>): void {
    const state =
      this.#actions.get(name)?.state ??
      this.#missingActions.get(name) ??
      signal<ActionState>(ACTION_IDLE);
    if (this.#missingActions.delete(name)) state.value = ACTION_IDLE;
    this.#actions.set(name, { fn: fn as ActionFn, state });
  }

  /** Names of registered loaders and actions (for devtools). */
  get loaderNames(): string[] {
    return [...this.#loaders.keys()];
  }
  get actionNames(): string[] {
    return [...this.#actions.keys()];
  }

  /** The live state of a loader. An unknown name reads as an error "Loader not found". */
  loaderState<T = unknown>(name: string): ReadonlySignal<LoaderState<T>> {
    const entry = this.#loaders.get(name);
    if (entry) return entry.state as ReadonlySignal<LoaderState<T>>;
    let state = this.#missing.get(name);
    if (!state) {
      state = signal<LoaderState>({
        ...IDLE_LOADER,
        status: 'error',
        error: new NotRegisteredError('Loader not found'),
      });
      this.#missing.set(name, state);
    }
    return state as ReadonlySignal<LoaderState<T>>;
  }

  actionState<R = unknown>(name: string): ReadonlySignal<ActionState<R>> {
    const entry = this.#actions.get(name);
    if (entry) return entry.state as ReadonlySignal<ActionState<R>>;
    let state = this.#missingActions.get(name);
    if (!state) {
      state = signal<ActionState>({
        status: 'error',
        result: undefined,
        error: new NotRegisteredError('Action not found'),
      });
      this.#missingActions.set(name, state);
    }
    return state as ReadonlySignal<ActionState<R>>;
  }

  /** The cache key of `name` for these params and query (`search`, `?a=1` or empty). */
  keyFor(name: string, params: Readonly<Record<string, string>>, search = ''): string {
    const entry = this.#loaders.get(name);
    if (entry?.options.cacheKey) return entry.options.cacheKey(params, search);
    const sorted = Object.keys(params)
      .sort()
      .map((k) => [k, params[k]]);
    return `${name}:${JSON.stringify(sorted)}${search}`;
  }

  /**
   * Shows cached data at once when it is fresh (returns true); otherwise marks the loader
   * loading, keeping its data only if it belongs to the same key.
   */
  prime(name: string, params: Readonly<Record<string, string>>, search?: string): boolean {
    const entry = this.#loaders.get(name);
    // Unknown: let `load` run, which reports it ("Loader not found" is a bug worth a log line).
    if (!entry) return false;
    const key = this.keyFor(name, params, search);
    if (this.#fromCache(entry, key)) return true;
    const prev = entry.state.peek();
    if (!(this.#runs.has(key) && prev.status === 'loading' && prev.key === key))
      this.#markLoading(entry, key);
    return false;
  }

  /** Publishes a fresh cached result, if there is one. */
  #fromCache(entry: LoaderEntry, key: string): LoaderState | undefined {
    const cached = entry.options.cache !== false ? this.cache.get(key) : undefined;
    if (cached === undefined) return undefined;
    const state: LoaderState = {
      status: 'success',
      data: cached,
      error: undefined,
      stale: false,
      key,
      updatedAt: this.cache.getStale(key)?.storedAt,
      attempt: 0,
      maxAttempts: 0,
    };
    return (entry.state.value = state);
  }

  /** Loading, on the first attempt: data stays on screen only when it belongs to the same key. */
  #markLoading(entry: LoaderEntry, key: string): void {
    const prev = entry.state.peek();
    const attempts = { attempt: 1, maxAttempts: this.#maxAttempts(entry) };
    entry.state.value =
      prev.key === key
        ? { ...prev, status: 'loading', ...attempts }
        : { ...IDLE_LOADER, status: 'loading', key, ...attempts };
  }

  #maxAttempts(entry: LoaderEntry): number {
    return (entry.options.retries ?? this.#defaults.retries) + 1;
  }

  /**
   * Loads `name` for `params`: from the cache when fresh (unless `force`), else by running the
   * loader (sharing a run already in flight for the same key). Never rejects: the outcome is in
   * the returned state, which is also published on the loader's signal. `from` tells the
   * loader the URL's query and the router; a `preload` fills the cache without showing
   * `loading` on the loader's state.
   */
  load(
    name: string,
    params: Readonly<Record<string, string>>,
    force = false,
    from: LoadFrom = {},
  ): Promise<LoaderState> {
    const entry = this.#loaders.get(name);
    if (!entry) {
      const error = new NotRegisteredError('Loader not found');
      this.#log(`Loader "${name}" failed:`, error);
      return Promise.resolve({ ...IDLE_LOADER, status: 'error', error });
    }
    const { search = '', preload } = from;
    const key = this.keyFor(name, params, search);
    // A preload only fills the cache: without one, or with a fresh entry, it has nothing to do.
    if (preload && (entry.options.cache === false || this.cache.get(key) !== undefined))
      return Promise.resolve(entry.state.peek());
    const cached = force ? undefined : this.#fromCache(entry, key);
    if (cached) return Promise.resolve(cached);
    const inFlight = this.#runs.get(key);
    if (inFlight && !force) return inFlight.promise;
    inFlight?.controller.abort();

    const controller = new AbortController();
    if (!preload) this.#markLoading(entry, key);
    const context = { params, search: new URLSearchParams(search), router: from.router };
    const promise = this.#attempt(name, entry, key, context, controller.signal).then((state) => {
      if (this.#runs.get(key)?.controller === controller) this.#runs.delete(key);
      const shown = entry.state.peek();
      // Only the run that owns the visible key publishes; a newer key or run has taken over.
      if (shown.key !== key) return state;
      if (!controller.signal.aborted) entry.state.value = state;
      else if (!this.#runs.has(key) && shown.status === 'loading') {
        // Cancelled with nothing else loading this key: settle quietly, not as an error.
        entry.state.value = { ...shown, status: shown.data !== undefined ? 'success' : 'idle' };
      }
      return state;
    });
    this.#runs.set(key, { key, controller, promise });
    return promise;
  }

  async #attempt(
    name: string,
    entry: LoaderEntry,
    key: string,
    context: Omit<LoaderContext, 'signal' | 'attempt'>,
    signal: AbortSignal,
  ): Promise<LoaderState> {
    const { timeoutMs = this.#defaults.timeoutMs, retryDelayMs = this.#defaults.retryDelayMs } =
      entry.options;
    let lastError: Error = new Error('Loader cancelled');
    const maxAttempts = this.#maxAttempts(entry);
    let attempt = 1;
    for (; attempt <= maxAttempts; attempt++) {
      // A retry shows on the state of the load the page waits for (the first attempt is shown
      // by `loading`); a preload of other data leaves it alone. (An aborted run never gets here.)
      const shown = entry.state.peek();
      if (attempt > 1 && shown.key === key && shown.status === 'loading')
        entry.state.value = { ...shown, attempt, maxAttempts };
      try {
        const data = await withTimeout(
          timeoutMs,
          signal,
          `Loader timeout after ${timeoutMs} ms`,
          (s) => entry.fn({ ...context, signal: s, attempt }),
        );
        if (entry.options.cache !== false) this.cache.set(key, data);
        return {
          status: 'success',
          data,
          error: undefined,
          stale: false,
          key,
          updatedAt: Date.now(),
          attempt,
          maxAttempts,
        };
      } catch (error) {
        lastError = toError(error);
        if (signal.aborted || isAbortError(lastError)) {
          return { ...entry.state.peek(), status: 'idle', error: undefined };
        }
        const retryable = (lastError as { retryable?: boolean }).retryable !== false;
        if (attempt === maxAttempts || !retryable || !this.#isOnline()) break;
        try {
          await wait(retryDelayMs * 2 ** (attempt - 1), signal);
        } catch {
          return { ...entry.state.peek(), status: 'idle', error: undefined };
        }
      }
    }
    this.#log(`Loader "${name}" failed:`, lastError);
    const stale = entry.options.cache !== false ? this.cache.getStale(key) : undefined;
    if (stale)
      return {
        status: 'success',
        data: stale.value,
        error: lastError,
        stale: true,
        key,
        updatedAt: stale.storedAt,
        attempt,
        maxAttempts,
      };
    return {
      status: 'error',
      data: undefined,
      error: lastError,
      stale: false,
      key,
      updatedAt: undefined,
      attempt,
      maxAttempts,
    };
  }

  /** Aborts in-flight loads for these keys (a navigation moved on). */
  abortKeys(keys: Iterable<string>): void {
    const aborted = new Set(keys);
    for (const key of aborted) {
      const run = this.#runs.get(key);
      if (run) {
        this.#runs.delete(key);
        run.controller.abort();
      }
    }
    // A load primed but never started (the navigation moved on within the batch delay) would
    // otherwise read "loading" forever: settle it the way an aborted run settles.
    for (const { state } of this.#loaders.values()) {
      const shown = state.peek();
      if (shown.status === 'loading' && shown.key !== undefined && aborted.has(shown.key))
        state.value = { ...shown, status: shown.data !== undefined ? 'success' : 'idle' };
    }
  }

  /** Drops cached results: all of them, or those whose key passes `test`. */
  invalidate(test?: (key: string) => boolean): void {
    this.cache.clear(test);
  }

  /**
   * Runs an action. Resolves with its result; rejects with its error (after publishing
   * both on the action's state). A result `{ success: false, message }` resolves too, but
   * the state ends in `error` with that message ("Action failed" without one). An unknown
   * name rejects with "Action not found".
   */
  async runAction<P, R>(name: string, payload: P): Promise<R> {
    const entry = this.#actions.get(name);
    if (!entry) throw new NotRegisteredError('Action not found');
    entry.state.value = {
      status: 'executing',
      result: entry.state.peek().result,
      error: undefined,
    };
    const controller = new AbortController();
    try {
      const result = (await withTimeout(
        this.#defaults.timeoutMs,
        controller.signal,
        `Action timeout after ${this.#defaults.timeoutMs} ms`,
        (s) => entry.fn(payload, { signal: s }),
      )) as R;
      // `{ success: false, message }` is a failure the action reported rather than threw: the
      // caller still gets the result, the state shows the error.
      const failed = (result as { success?: unknown } | null)?.success === false;
      batch(() => {
        entry.state.value = failed
          ? {
              status: 'error',
              result,
              error: toError((result as { message?: unknown }).message ?? 'Action failed'),
            }
          : { status: 'success', result, error: undefined };
        if (!failed) this.onActionSuccess(name);
      });
      return result;
    } catch (error) {
      const err = toError(error);
      entry.state.value = { status: 'error', result: undefined, error: err };
      this.#log(`Action "${name}" failed:`, err);
      throw err;
    }
  }
}
