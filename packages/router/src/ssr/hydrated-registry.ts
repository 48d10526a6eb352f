/*
 * A data registry that starts from a server render's results: the first time the router asks
 * for a key the server settled, it is published at once (success with the data, or the error
 * the server rendered), so the first client render matches the server's HTML and no loader
 * runs. Each seeded key is used once; later loads go through the registry as usual.
 */
import type { Signal } from '@tendril/signals';
import { IDLE_LOADER, type LoaderState, type LoadOptions } from '../core/data-source.ts';
import { DataRegistry, type DataOptions } from '../core/loaders.ts';
import type { HydratedLoader, HydrationData } from './hydration-data.ts';
import type { LoaderHandle } from '../core/types.ts';

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

  constructor(hydration?: HydrationData, options?: DataOptions) {
    super(options);
    this.#seeded = new Map(Object.entries(hydration?.loaders ?? {}));
  }

  /** Publishes a seeded result for this key, once; false when there is none. */
  #take(loader: LoaderHandle, params: Params, search = ''): boolean {
    const key = this.keyFor(loader, params, search);
    const seed = this.#seeded.get(key);
    if (!seed) return false;
    this.#seeded.delete(key);
    // The registry's state signals are writable; it hands them out read-only.
    const state = this.loaderState(loader) as Signal<LoaderState>;
    const settled = { ...IDLE_LOADER, key, updatedAt: seed.updatedAt, attempt: 1, maxAttempts: 1 };
    if (seed.error) {
      const { name, message, id } = seed.error;
      // The id the server logged the error under, for the error view to show.
      const error = Object.assign(new Error(message), id === undefined ? { name } : { name, id });
      state.value = { ...settled, status: 'error', error };
    } else {
      if (loader.options.cache !== false) this.cache.set(key, seed.data);
      state.value = { ...settled, status: 'success', data: seed.data };
    }
    return true;
  }

  /** Shows the server's result for this key at once (true), the first time; else as the registry. */
  override prime(loader: LoaderHandle, params: Params, options: LoadOptions = {}): boolean {
    return this.#take(loader, params, options.search) || super.prime(loader, params, options);
  }

  /** Resolves with the server's result for this key, the first time (unless forced); else loads. */
  override load<T>(
    loader: LoaderHandle<T>,
    params: Params,
    options: LoadOptions = {},
  ): Promise<LoaderState<T>> {
    return !options.force && this.#take(loader, params, options.search)
      ? Promise.resolve(this.loaderState(loader).peek())
      : super.load(loader, params, options);
  }
}
