/*
 * One tracker per component: the signals its render read, watched by one graph effect.
 *
 * Built on the public core API only (the core is being reworked beside this layer):
 * - `c`, a computed, is the tracking context. A render runs *inside* c's getter, so every
 *   `.value` read during the render links to c, whatever reads it (the JSX, a helper, a computed).
 * - `tick`, a private signal c reads, forces c to re-run on demand: a render writes it.
 * - `stop` disposes the one effect, made when React subscribes (after commit), that reads c.
 *   When a signal the render read changes, the effect re-checks c, and c's getter, outside a
 *   render, only re-reads the deps it already has (so links are reused and a signal's
 *   watched/unwatched callbacks do not flap) and returns a new number: the effect sees it
 *   differ from the render's number and tells React.
 * The one internal detail used is the link list (`deps` / `nextDep` / `dep`), which
 * devtools' subscriberCount reads too. A core entry for external trackers would remove
 * tick and c (see the package README, "Core hook wanted").
 */
import { computed, effect, signal, type Dispose, type ReadonlySignal } from '../index.ts';
import { setRendering } from './rendering.ts';

interface Links {
  deps?: { dep: ReadonlySignal<unknown>; nextDep?: Links['deps'] } | undefined;
}

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

export class Tracker {
  /** The snapshot React compares: bumped when a signal read by the last render changed. */
  v = 0;
  /** c's last value; `seen` is the one the render (or a check since) produced. */
  k = 0;
  seen = -1;
  tick = signal(0);
  c: ReadonlySignal<number>;
  fn: (() => unknown) | undefined;
  out: unknown;
  err: [unknown] | undefined;
  stop: Dispose | undefined;
  /** Schedules a re-render (a state update, so a write inside startTransition is a transition). */
  rerender: (() => void) | undefined;

  constructor() {
    this.c = computed(() => this.track());
  }

  track(): number {
    const first = (this.c as Links).deps;
    this.tick.value;
    const fn = this.fn;
    if (fn) {
      this.err = undefined;
      try {
        this.out = fn();
      } catch (error) {
        this.err = [error];
      }
      return (this.seen = ++this.k);
    }
    // A dep changed: keep every dep of the last render (read in the same order, so the
    // links are reused), and report a change.
    for (let l = first?.nextDep; l !== undefined; l = l.nextDep) {
      try {
        l.dep.value;
      } catch {
        // A throwing computed stays a dep; the re-render meets its error.
      }
    }
    return ++this.k;
  }

  /** Runs `fn` (the component) tracking what it reads; returns or throws what it does. */
  run<T>(fn: () => T): T {
    const prev = setRendering(this);
    this.fn = fn;
    try {
      // k grows with every run of c, so this is always a new value: c must re-run.
      this.tick.value = this.k + 1;
      this.c.peek();
    } finally {
      this.fn = undefined;
      setRendering(prev);
    }
    if (!this.stop) {
      // A render that threw (or suspended) on mount is thrown away: it keeps no links.
      if (this.err) this.release();
      else {
        young.add(this);
        timer ??= setTimeout(sweep, SWEEP_MS);
      }
    }
    const { out, err } = this;
    // Hold neither the element tree nor the error past the render.
    this.out = this.err = undefined;
    if (err) throw err[0];
    return out as T;
  }

  /** Drops c's links to what it read: a computed unlinks when it loses its last reader. */
  release(): void {
    effect(() => void this.c.value)();
  }

  /** React's getSnapshot. Before the subscription exists, it checks the deps itself. */
  snap = (): number => {
    if (!this.stop && this.seen >= 0 && this.c.peek() !== this.seen) {
      this.seen = this.k;
      this.v++;
    }
    return this.v;
  };

  /** React's subscribe: one effect per component, for as long as it is mounted. */
  sub = (): (() => void) => {
    young.delete(this);
    old.delete(this);
    this.stop = effect(() => {
      if (this.c.value !== this.seen) {
        this.seen = this.k;
        this.v++;
        this.rerender?.();
      }
    });
    return () => {
      this.stop!();
      this.stop = undefined;
    };
  };
}
