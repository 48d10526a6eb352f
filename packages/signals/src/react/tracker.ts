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
 *
 * No tearing: a commit shows one value of each signal. React itself checks, before committing a
 * concurrent render, that each component's snapshot is still the one it rendered with, and
 * renders the update again synchronously if not (observer gives each render a getSnapshot of its
 * own, so React checks every component, not only those whose snapshot changed). What React cannot
 * see: signals are mutable, so a reader rendering urgently (for its own state, while a
 * transition's re-render of the others waits) reads the value the transition wrote. Each commit
 * therefore checks, in a layout effect, before the browser paints:
 * - a component whose reads changed since its render re-renders at once;
 * - every other reader on screen that shows an older value of something the committed component
 *   shows (the same signal, or one a computed it shows is made from) re-renders at once.
 * A state update made in a layout effect renders synchronously, as useSyncExternalStore renders
 * on a store change: a transition whose new value an urgent render shows renders synchronously.
 * Readers of what the transition wrote that nothing urgent shows keep waiting for it.
 */
import { dispose, EffectNode, endRun, onDepChange, startRun, WATCHING } from '../core/tracker.ts';
import type { ReadonlySignal } from '../index.ts';
import { hydrated } from './hydrated.ts';
import { setRendering } from './rendering.ts';

type Link = NonNullable<EffectNode['deps']>;
type Node = Link['dep'];

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

// Subscribed trackers whose signals changed since their component last committed: the readers
// on screen that may show an older value than the next commit. Almost always empty.
const behind = new Set<Tracker>();

/** A node's value now: what a render reading it would get (its error, for one that throws). */
function valueOf(node: Node): unknown {
  try {
    return (node as unknown as ReadonlySignal<unknown>).peek();
  } catch (error) {
    return error;
  }
}

/**
 * Calls `visit` on `node` and on everything it is computed from (through computeds' deps), each
 * once, until a call returns true; returns whether one did.
 */
function upstream(node: Node, visit: (n: Node) => boolean | void): boolean {
  const done = new Set<Node>();
  const todo = [node];
  for (let n; (n = todo.pop()) !== undefined;) {
    if (done.has(n)) continue;
    done.add(n);
    if (visit(n)) return true;
    for (let l = n.deps; l !== undefined; l = l.nextDep) todo.push(l.dep);
  }
  return false;
}

/** Re-renders every reader on screen that shows an older value of something `t` shows. */
function bringForward(t: Tracker): void {
  const shown = new Set<Node>();
  for (let i = 0; i < t.shown.length; i += 2)
    upstream(t.shown[i] as Node, (n) => void shown.add(n));
  for (const other of behind) {
    if (other.showsOlder(shown)) {
      behind.delete(other);
      other.rerender?.();
    }
  }
}

export class Tracker extends EffectNode {
  /** The snapshot React compares: bumped when a signal read by the last render changed. */
  v = 0;
  /** `v` when the last render started; -1 when it ran untracked (on a server, hydrating). */
  rendered = -1;
  /** What the last render read: node, value, node, value... */
  seen: unknown[] = [];
  /** The same for the render on screen (the last one committed). */
  shown: unknown[] = [];
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
    if (this.subscribed) {
      behind.add(this);
      this.rerender?.();
    }
  }

  /** Runs `fn` (the component) tracking what it reads; returns or throws what it does. */
  run<T>(fn: () => T): T {
    this.rendered = this.v;
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
      if (ok) {
        const seen: unknown[] = [];
        for (let l = this.deps; l !== undefined; l = l.nextDep) seen.push(l.dep, valueOf(l.dep));
        this.seen = seen;
      }
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

  /** Whether a node this component shows, whose value changed since, is among `nodes` or made from one. */
  showsOlder(nodes: Set<Node>): boolean {
    const s = this.shown;
    for (let i = 0; i < s.length; i += 2) {
      const node = s[i] as Node;
      if (!Object.is(valueOf(node), s[i + 1]) && upstream(node, (n) => nodes.has(n))) return true;
    }
    return false;
  }

  /** Lets go of the links to what the last render read. */
  release(): void {
    // Flags 0 until the next run: nothing reaches a node with no links anyway.
    dispose(this);
    this.linked = false;
  }

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
      behind.delete(this);
      this.release();
    };
  };

  /**
   * An insertion effect: the render is on screen. Every component of a commit records this
   * before any layout effect runs, so that `check` compares with what the commit shows.
   */
  committed(): void {
    this.shown = this.seen;
    behind.delete(this);
  }

  /** A layout effect: re-renders now whatever would otherwise show two values of a signal. */
  check(): void {
    // An untracked render committed in the browser: it hydrated.
    if (this.rendered < 0) return hydrated();
    if (this.v !== this.rendered) this.rerender?.();
    else if (behind.size) bringForward(this);
  }
}
