/*
 * The core's entry for bindings that track a render (`@tendril/signals/react`'s `observer`):
 * one graph node per tracker, built on the API layer's internals.
 */
import { dispose, EffectNode, endRun, startRun, untracked } from './api.ts';
/**
 * A tracker for bindings (`@tendril/signals/react`'s `observer`): `run` tracks what `fn`
 * reads, and a change to any of it calls `onChange` once, untracked, keeping the deps, until
 * the next `run` replaces them. One graph node per tracker. Not part of the package's public
 * entry: bindings import it from this module, so the core bundle does not carry it.
 */
export interface Tracker {
  /** Runs `fn`, tracking what it reads (replacing the last run's deps); returns what it returns. */
  run<T>(fn: () => T): T;
  /** Unlinks the tracker from everything it read; it stays usable for the next `run`. */
  clear(): void;
  /** Stops it for good. */
  dispose(): void;
}

/**
 * Creates a {@link Tracker}.
 *
 * @param onChange - called (untracked, from the flush) when something the last run read changed.
 * @example
 * ```ts
 * const t = createTracker(() => console.log('changed'));
 * t.run(() => count.value);
 * count.value++; // logs 'changed'
 * ```
 */
export function createTracker(onChange: () => void): Tracker {
  const node = new EffectNode(() => {
    // A dep changed: keep every dep of the last run (the cursor goes back to the end of the
    // list, so nothing is purged) and report it.
    let l = node.deps;
    if (l !== undefined) while (l.nextDep !== undefined) l = l.nextDep;
    node.depsTail = l;
    untracked(onChange);
  });
  // WATCHING, as the constructor set it (read here, not imported: one name fewer for the
  // first-load chunk to export to the lazy one that holds this module).
  const watching = node.flags;
  return {
    run<T>(fn: () => T): T {
      const prev = startRun(node, watching);
      try {
        return fn();
      } finally {
        endRun(node, prev);
      }
    },
    // Flags 0 until the next run: nothing reaches a node with no links anyway.
    clear: () => dispose(node),
    dispose: () => dispose(node),
  };
}
