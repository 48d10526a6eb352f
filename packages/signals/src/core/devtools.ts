/*
 * The devtools hook. Devtools (a browser panel, a test helper) install one function on
 * `globalThis.__TENDRIL_SIGNALS_DEVTOOLS__` before the app creates its signals. Every signal
 * or computed created with a `name` option is then passed to it once, with its kind and a
 * function counting its subscribers. Nothing else is recorded: without the hook, or for
 * unnamed nodes, it costs one `undefined` check per named creation and nothing per read
 * or write. To list only live nodes, the devtools hold them through `WeakRef`s.
 */
import type { ReadonlySignal } from './api.ts';

/**
 * What the devtools install on `globalThis.__TENDRIL_SIGNALS_DEVTOOLS__`.
 *
 * @param node - the named signal or computed (`node.name`, `node.peek()` read it safely).
 * @param kind - `'signal'` or `'computed'`.
 * @param subscribers - counts the computeds and effects reading a node right now.
 * @example
 * ```ts
 * const live: WeakRef<ReadonlySignal<unknown>>[] = [];
 * globalThis.__TENDRIL_SIGNALS_DEVTOOLS__ = (node) => live.push(new WeakRef(node));
 * // later, in the panel:
 * for (const ref of live) {
 *   const node = ref.deref();
 *   if (node) console.log(node.name, node.peek());
 * }
 * ```
 */
export type DevtoolsHook = (
  node: ReadonlySignal<unknown>,
  kind: 'signal' | 'computed',
  subscribers: (node: ReadonlySignal<unknown>) => number,
) => void;
