/*
 * persist: keeps a writable signal in browser storage. The stored value is read once when the
 * operator is applied and every later change is written back as JSON. A page rendered on a
 * server shows the initial value, so the stored one is applied through `afterHydration`: at once
 * on a page that is not hydrating, right after hydration on one that is (no mismatch). It is
 * read and checked at once all the same, so a bad value is reported at load, not later. Storage is never trusted
 * over memory: unreadable or corrupt data leaves the signal's initial value, and a failed write
 * (quota, private mode, a value JSON cannot hold) leaves the in-memory value as it is. Either
 * failure is reported through `onError` with "Failed to load {key} in storage" or
 * "Failed to save {key} in storage". A stored value that cannot be used is removed once it is
 * reported, so the same report does not come back on every load.
 */
import { afterHydration, effect, type Signal } from '../index.ts';

/**
 * Where and how {@link persist} keeps a value; every field is optional.
 *
 * @example
 * ```ts
 * const options: PersistOptions = {
 *   storage: sessionStorage,
 *   validate: (v) => v === 'light' || v === 'dark',
 *   onError: (message) => toast(message),
 * };
 * ```
 */
export interface PersistOptions {
  /**
   * Where values are kept. Without one (no `localStorage`, as on a server) persist does nothing.
   * @default globalThis.localStorage, when present and accessible
   */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /**
   * Accepts or rejects a parsed stored value; a rejected one counts as a load failure (it is
   * reported, then removed from storage).
   * @default every value is accepted
   */
  validate?: (value: unknown) => boolean;
  /**
   * Called with the message and the cause when a load or save fails.
   * @default console.error
   */
  onError?: (message: string, error: unknown) => void;
}

function defaultStorage(): PersistOptions['storage'] {
  try {
    return globalThis.localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return undefined;
  }
}

/** Removes `key`; a storage that refuses is left as it is (its failure was just reported). */
function removeQuietly(storage: NonNullable<PersistOptions['storage']>, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing more to do: the load failure is already reported.
  }
}

// No value loaded, or none waiting to be applied (`null` is a value JSON can hold).
const NONE: unknown = {};

/**
 * Loads `key` from storage into the signal, then saves every change of it. Returns the same
 * signal. On a page rendered on a server (marked `data-server-rendered`) the stored value is
 * applied once hydration is done (see `afterHydration`), so hydration renders the server's
 * initial value and the next render the stored one, in `observer`, `useValue` and `<For>` alike,
 * with nothing to call per store. Until then the signal holds its initial value and nothing is
 * written; a value the app writes meanwhile wins over the stored one (and is saved). The save effect is owned by the current scope; once it is disposed nothing more is
 * written. `undefined` removes the key. It needs a writable signal, so in a chain it comes
 * first: `compose(...)(persist('q')(signal('')))`. Other tabs' writes are not followed.
 *
 * @example
 * ```ts
 * const theme = persist('theme')(signal<'light' | 'dark'>('light'));
 * theme.value = 'dark'; // stored as "dark" under "theme"
 * const size = persist('fontSize', { storage: sessionStorage })(signal(16));
 * ```
 */
export function persist(
  key: string,
  {
    storage = defaultStorage(),
    validate,
    onError = (message, error) => console.error(message, error),
  }: PersistOptions = {},
): <T>(source: Signal<T>) => Signal<T> {
  return (source) => {
    if (!storage) return source;
    let raw: string | null = null;
    let loaded = NONE;
    try {
      raw = storage.getItem(key);
      if (raw !== null) {
        const value: unknown = JSON.parse(raw);
        if (validate && !validate(value)) {
          throw new TypeError(
            `Unexpected value: ${raw} does not pass \`validate\`, so the signal keeps its ` +
              'initial value and the stored one is removed.',
          );
        }
        loaded = value;
      }
    } catch (error) {
      onError(`Failed to load ${key} in storage`, error);
      // Reported once: a value that cannot be used would fail the same way on every load.
      if (raw !== null) removeQuietly(storage, key);
    }
    if (loaded !== NONE)
      afterHydration(() => {
        // Not when the app wrote the signal meanwhile: its write is the newer value.
        if (loaded !== NONE) source.value = loaded as typeof source.value;
      });
    let started = false;
    effect(() => {
      const value = source.value;
      // The first run sees the initial value (or the one just loaded): nothing new to write.
      if (!started) return void (started = true);
      // Any change settles what storage held: the stored value applied (already saved), or the
      // app's own write, which cancels a stored value still waiting and is saved.
      const fromStorage = value === loaded;
      loaded = NONE;
      if (fromStorage) return;
      try {
        if (value === undefined) storage.removeItem(key);
        else storage.setItem(key, JSON.stringify(value));
      } catch (error) {
        onError(`Failed to save ${key} in storage`, error);
      }
    });
    return source;
  };
}
