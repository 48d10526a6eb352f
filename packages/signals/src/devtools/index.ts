/*
 * The devtools hook. Devtools (a browser panel, a test helper) install one function on
 * `globalThis.__TENDRIL_SIGNALS_DEVTOOLS__` before the app creates its signals. Every signal
 * or computed created with a `name` option is then passed to it once. Nothing
 * else is recorded: without the hook it costs one check per *named* creation, and nothing for
 * unnamed nodes, reads or writes. To list only live nodes, the devtools hold them through
 * `WeakRef`s. `subscriberCount` and `nodeKind` (here, outside the core bundle) tell how many
 * computeds and effects read each one, and whether it is a signal or a computed.
 */
import type { ReadonlySignal } from '../core/api.ts';
import type { ReactiveNode } from '../core/graph.ts';

export type { DevtoolsHook } from '../core/api.ts';

/**
 * How many computeds and effects read `node` right now (0 once all have been disposed).
 *
 * @param node - a signal or computed.
 * @returns the number of live subscribers.
 * @example
 * ```ts
 * const count = signal(0);
 * const stop = effect(() => count.value);
 * subscriberCount(count); // 1
 * stop();
 * subscriberCount(count); // 0
 * ```
 */
export function subscriberCount(node: ReadonlySignal<unknown>): number {
  let n = 0;
  for (let l = (node as unknown as ReactiveNode).subs; l !== undefined; l = l.nextSub) n++;
  return n;
}

/**
 * Whether a node is a writable signal or a computed.
 *
 * @param node - a signal or computed.
 * @returns `'signal'` or `'computed'`.
 * @example
 * ```ts
 * nodeKind(signal(1)); // 'signal'
 * nodeKind(computed(() => 1)); // 'computed'
 * ```
 */
export function nodeKind(node: ReadonlySignal<unknown>): 'signal' | 'computed' {
  // Read from the prototype (a signal's `value` has a setter), so it works inside the hook too.
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(node), 'value')?.set
    ? 'signal'
    : 'computed';
}
