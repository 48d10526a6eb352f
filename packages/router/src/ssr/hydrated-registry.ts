/*
 * A data registry that starts from a server render's results: the first time the router asks
 * for a key the server settled, it is published at once (success with the data, or the error
 * the server rendered), so the first client render matches the server's HTML and no loader
 * runs. Each seeded key is used once; later loads go through the registry as usual.
 *
 * What the server could not settle for good is reloaded once the app is on screen
 * (`hydrated()`, which `RouterProvider` calls after the first commit, so that nothing changes
 * while React is still matching the server's HTML): a loader that failed there gets the
 * retries its route gives it here, and data older than the cache's TTL is shown at once and
 * revalidated in the background (stale-while-revalidate). Seeded data keeps the server's
 * `updatedAt`, in its state and in the cache.
 */
import type { Signal } from '@tendril/signals';
import { IDLE_LOADER, type LoaderState, type LoadOptions } from '../core/data-source.ts';
import { DataRegistry, type DataOptions } from '../core/loaders.ts';
import type { HydratedLoader, HydrationData } from './hydration-data.ts';
import type { LoaderHandle } from '../core/types.ts';
import { servedMeta } from '../meta/served.ts';
import type { PageMeta } from '../meta/types.ts';

type Params = Readonly<Record<string, string>>;

/**
 * A `DataRegistry` seeded with a server render's loader results (`readHydrationData()`): pass it
 * as `createRouter`'s `data`. Without hydration data it is a plain registry.
 *
 * @param hydration - the server's results. @default undefined — nothing seeded
 * @param options - the registry's options (timeouts, retries, cache). @default {}
 * @example
 * ```tsx
 * const router = createRouter({ routes, data: new HydratedRegistry(readHydrationData()) });
 * hydrateRoot(document.getElementById('root')!, <App router={router} />); // no loader runs
 * ```
 */
export class HydratedRegistry extends DataRegistry {
  readonly #seeded: Map<string, HydratedLoader>;
  /** The state each seeded loader was published with: what the server rendered. */
  readonly #hydration = new Map<LoaderHandle, LoaderState>();
  /**
   * Reloads due once the app is on screen (see `hydrated`); undefined once it is, when a seed
   * taken later (its loader started after the first commit) reloads at once.
   */
  #due: (() => void)[] | undefined = [];

  /** The meta the server's head holds, once read (null: it holds none). */
  #head: PageMeta | null | undefined;

  constructor(hydration?: HydrationData, options?: DataOptions) {
    super(options);
    this.#seeded = new Map(Object.entries(hydration?.loaders ?? {}));
  }

  /** Publishes a seeded result for this key, once; false when there is none. */
  #take(loader: LoaderHandle, params: Params, options: LoadOptions): boolean {
    const key = this.keyFor(loader, params, options.search);
    const seed = this.#seeded.get(key);
    if (!seed) return false;
    this.#seeded.delete(key);
    // The registry's state signals are writable; it hands them out read-only.
    const state = this.loaderState(loader) as Signal<LoaderState>;
    const settled = { ...IDLE_LOADER, key, updatedAt: seed.updatedAt, attempt: 1, maxAttempts: 1 };
    const reload = () => void super.load(loader, params, { ...options, force: true });
    if (seed.error) {
      const { name, message, id } = seed.error;
      // The id the server logged the error under, for the error view to show.
      const error = Object.assign(new Error(message), id === undefined ? { name } : { name, id });
      this.#publish(loader, state, { ...settled, status: 'error', error });
      // A missing page stays missing; anything else may have been the server's bad moment.
      if (name !== 'NotFoundError') this.#reloadOnScreen(reload);
    } else {
      const { updatedAt = Date.now() } = seed;
      if (loader.options.cache !== false) this.cache.set(key, seed.data, undefined, updatedAt);
      this.#publish(loader, state, { ...settled, status: 'success', data: seed.data });
      if (Date.now() - updatedAt > this.cache.ttlMs) this.#reloadOnScreen(reload);
    }
    return true;
  }

  /** Shows the server's state for `loader`, and keeps it as what the page hydrates with. */
  #publish(loader: LoaderHandle, state: Signal<LoaderState>, shown: LoaderState): void {
    state.value = shown;
    this.#hydration.set(loader, shown);
  }

  /** Runs `reload` once the app is on screen: at once when it already is. */
  #reloadOnScreen(reload: () => void): void {
    if (this.#due) this.#due.push(reload);
    else reload();
  }

  /** The state the server rendered this loader with, if it seeded one (see `DataSource`). */
  hydrationState<T>(loader: LoaderHandle<T>): LoaderState<T> | undefined {
    return this.#hydration.get(loader) as LoaderState<T> | undefined;
  }

  /**
   * The meta the server's head holds (see `DataSource`): read from the document's head, the
   * tags the router marked, so the page's data need not carry it a second time.
   */
  hydrationHead(): PageMeta | undefined {
    if (this.#head === undefined) this.#head = servedMeta() ?? null;
    return this.#head ?? undefined;
  }

  /** Reloads what the server could not settle for good: its failures and its outdated data. */
  override hydrated(): void {
    const due = this.#due ?? [];
    this.#due = undefined;
    for (const reload of due) reload();
  }

  /** Shows the server's result for this key at once (true), the first time; else as the registry. */
  override prime(loader: LoaderHandle, params: Params, options: LoadOptions = {}): boolean {
    return this.#take(loader, params, options) || super.prime(loader, params, options);
  }

  /** Resolves with the server's result for this key, the first time (unless forced); else loads. */
  override load<T>(
    loader: LoaderHandle<T>,
    params: Params,
    options: LoadOptions = {},
  ): Promise<LoaderState<T>> {
    return !options.force && this.#take(loader, params, options)
      ? Promise.resolve(this.loaderState(loader).peek())
      : super.load(loader, params, options);
  }
}
