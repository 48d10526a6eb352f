/*
 * The core's entry for bindings that track a render (`@tendril/signals/react`'s `observer`): a
 * tracker is an effect node whose body is `onDepChange`, run by the binding with `startRun` /
 * `endRun` around the render. Not part of the package's public entry: bindings import it from
 * this module, so the core bundle does not carry it.
 */
import { untracked, type EffectNode } from './api.ts';

export { dispose, EffectNode, endRun, runEffect, startRun } from './api.ts';
export { WATCHING } from './graph.ts';

/** An effect node made with {@link onDepChange} as its body. */
export interface TrackerNode extends EffectNode {
  /** Called (untracked, from the flush) when something the last run read changed. */
  changed(): void;
}

/**
 * The body of every tracker node (`new EffectNode(onDepChange)` in a subclass that has
 * `changed`): the flush calls it as a method of the node whose dep changed. It keeps every dep
 * of the last run (the cursor goes back to the end of the list, so nothing is purged) and calls
 * `changed`, so a change re-runs nothing until the binding tracks a run again.
 *
 * @example
 * ```ts
 * class Logger extends EffectNode {
 *   constructor() {
 *     super(onDepChange);
 *   }
 *   changed() {
 *     console.log('changed');
 *   }
 * }
 * const t = new Logger();
 * const prev = startRun(t, WATCHING);
 * count.value; // read while t runs: t depends on count
 * endRun(t, prev);
 * count.value++; // logs 'changed'
 * ```
 */
export function onDepChange(this: TrackerNode): void {
  let l = this.deps;
  if (l !== undefined) while (l.nextDep !== undefined) l = l.nextDep;
  this.depsTail = l;
  untracked(() => this.changed());
}
