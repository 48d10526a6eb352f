/*
 * One tracker per component: the signals its render read, watched by one graph node (the
 * core's tracker node, which this class is: it links to what a render reads and, when any of
 * it changes, calls `changed` once and keeps its links). Around it:
 * - `v`, the snapshot React compares, goes up on every change. Before the component has
 *   committed nobody is told (React must not get a state update for an unmounted fiber):
 *   useSyncExternalStore reads the snapshot again once it subscribes, and re-renders.
 * - `rerender`, a state update, so a write inside startTransition re-renders as part of it.
 * - Unsubscribing (unmount, or StrictMode's trial unmount) lets go of the links; subscribing
 *   again after that re-renders once, to track afresh.
 */
import { dispose, EffectNode, endRun, onDepChange, startRun, WATCHING } from '../core/tracker.ts';
import { setRendering } from './rendering.ts';

// Renders that React may still throw away without a word (a concurrent render it discards, a
// sibling's error on mount): their trackers are linked to what they read but not subscribed.
// As mobx-react-lite does for reactions made in render, they are swept on a timer: a tracker
// still not subscribed after one to two periods lets go of its links. Should it commit later
// after all, its subscription finds nothing tracked and re-renders it once.
// A subscription takes its tracker out of the sets, so they hold only uncommitted ones.
const SWEEP_MS = 5000;
let young = new Set<Tracker>();
let old = new Set<Tracker>();
let timer: ReturnType<typeof setTimeout> | undefined;

function sweep(): void {
  for (const t of old) t.release();
  old = young;
  young = new Set();
  timer = old.size ? setTimeout(sweep, SWEEP_MS) : undefined;
}

export class Tracker extends EffectNode {
  /** The snapshot React compares: bumped when a signal read by the last render changed. */
  v = 0;
  /** Whether the tracker holds the links of a render (false once released). */
  linked = false;
  subscribed = false;
  /** Schedules a re-render (a state update, so a write inside startTransition is a transition). */
  rerender: (() => void) | undefined;

  constructor() {
    super(onDepChange);
  }

  changed(): void {
    this.v++;
    if (this.subscribed) this.rerender?.();
  }

  /** Runs `fn` (the component) tracking what it reads; returns or throws what it does. */
  run<T>(fn: () => T): T {
    const prev = setRendering(this);
    const prevSub = startRun(this, WATCHING);
    let ok = false;
    try {
      const out = fn();
      ok = true;
      return out;
    } finally {
      endRun(this, prevSub);
      setRendering(prev);
      this.linked = true;
      if (!this.subscribed) {
        // A render that threw (or suspended) on mount is thrown away: it keeps no links.
        if (!ok) this.release();
        else {
          young.add(this);
          timer ??= setTimeout(sweep, SWEEP_MS);
        }
      }
    }
  }

  /** Lets go of the links to what the last render read. */
  release(): void {
    // Flags 0 until the next run: nothing reaches a node with no links anyway.
    dispose(this);
    this.linked = false;
  }

  /** React's getSnapshot. */
  snap = (): number => this.v;

  /** React's subscribe: the tracker's changes reach React for as long as it is mounted. */
  sub = (): (() => void) => {
    young.delete(this);
    old.delete(this);
    this.subscribed = true;
    // Released while uncommitted, or after a trial unmount: nothing is tracked, so render again.
    if (!this.linked) {
      this.v++;
      this.rerender?.();
    }
    return () => {
      this.subscribed = false;
      this.release();
    };
  };
}
