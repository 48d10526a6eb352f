import type { ReadonlySignal } from '@tendril/signals';
import { installedHook } from './hook.ts';

/**
 * The named signals and computeds still alive, in creation order, as recorded by the hook
 * `installSignalsHook` installed (empty without it). Collected ones are dropped.
 *
 * @example
 * ```ts
 * for (const node of namedSignals()) console.log(node.name, node.peek());
 * ```
 */
export function namedSignals(): ReadonlySignal<unknown>[] {
  const refs = installedHook()?.nodes ?? [];
  const live: ReadonlySignal<unknown>[] = [];
  for (let i = refs.length - 1; i >= 0; i--) {
    const node = refs[i]!.deref();
    if (node) live.unshift(node);
    else refs.splice(i, 1);
  }
  return live;
}
