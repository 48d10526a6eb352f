/*
 * The built-in effects an interpreter handles by default: a JSON load over fetch and
 * browser-storage operations. Each failure is an error text, never a thrown crash.
 */
import type { Effect } from './effects.ts';

/**
 * What the load effect needs from the platform `fetch`.
 * @example
 * createInterpreter({ fetch: (url, init) => fetch(`https://api.example.test${url}`, init) });
 */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * What the storage effect needs from `localStorage` or `sessionStorage`.
 * @example
 * createInterpreter({ storage: sessionStorage });
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Describes an HTTP request whose JSON response is the value.
 * @example
 * const request: LoadRequest = { url: '/api/users/1', headers: { Accept: 'application/json' } };
 */
export interface LoadRequest {
  url: string;
  /** @default 'GET' */
  method?: string;
  /** @default {} */
  headers?: Record<string, string>;
  /** Sent as JSON with `Content-Type: application/json`. @default undefined (no body) */
  body?: unknown;
  /**
   * Milliseconds before it fails with "Request timed out" (the request is aborted).
   * @default the run's timeout (10000 ms)
   */
  timeout?: number;
}

/**
 * Loads JSON over `fetch`. A non-ok response fails with "{status} {statusText}" (for
 * example "404 Not Found"), a timeout with "Request timed out"; an empty body gives
 * `undefined`.
 * @example
 * const created = load<User>({ url: '/api/users', method: 'POST', body: { name: 'Ada' } });
 */
export const load = <T = unknown>(request: LoadRequest): Effect<T> =>
  ({ ...request, type: 'load' }) as Effect<T>;

/**
 * One storage operation: read a JSON value, write one, or check that a key exists.
 * @example
 * const op: StorageOperation = { action: 'save', key: 'fontSize', value: 16 };
 */
export type StorageOperation =
  | { action: 'load'; key: string }
  | { action: 'save'; key: string; value: unknown }
  | { action: 'check'; key: string };

/** What each storage operation produces. */
type StorageValue<O> = O extends { action: 'save' }
  ? undefined
  : O extends { action: 'check' }
    ? boolean
    : unknown;

/**
 * A storage operation as an effect: `load` gives the parsed value (`null` when absent),
 * `save` stores `value` as JSON, `check` tells whether the key exists. Failures read
 * "Failed to load {key} in storage" (likewise save and check); a malformed operation gives
 * "System error: undefined operation", "System error: invalid operation format" or
 * "Unknown storage operation".
 * @example
 * interpreter.run(storage({ action: 'save', key: 'theme', value: 'dark' }));
 */
export const storage = <O extends StorageOperation>(operation: O): Effect<StorageValue<O>> =>
  ({ type: 'storage', operation }) as Effect<StorageValue<O>>;

export function loadHandler(getFetch: () => FetchLike) {
  return async (effect: LoadRequest, { signal }: { signal: AbortSignal }): Promise<unknown> => {
    const hasBody = effect.body !== undefined;
    const response = await getFetch()(effect.url, {
      method: effect.method ?? 'GET',
      headers: hasBody ? { 'Content-Type': 'application/json', ...effect.headers } : effect.headers,
      body: hasBody ? JSON.stringify(effect.body) : undefined,
      signal,
    });
    if (!response.ok) throw `${response.status} ${response.statusText}`;
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  };
}

type Operations = Record<string, (store: StorageLike, key: string, value: unknown) => unknown>;

const operations: Operations = {
  load: (store, key) => JSON.parse(store.getItem(key) ?? 'null'),
  save: (store, key, value) => void store.setItem(key, JSON.stringify(value) ?? 'null'),
  check: (store, key) => store.getItem(key) !== null,
};

export function storageHandler(getStorage: () => StorageLike) {
  return ({ operation }: { operation?: unknown }): unknown => {
    if (operation == null) throw 'System error: undefined operation';
    const { action, key, value } = operation as Record<string, unknown>;
    if (typeof action !== 'string' || typeof key !== 'string') {
      throw 'System error: invalid operation format';
    }
    if (!Object.hasOwn(operations, action)) throw 'Unknown storage operation';
    try {
      return operations[action]!(getStorage(), key, value);
    } catch {
      throw `Failed to ${action} ${key} in storage`;
    }
  };
}
