/*
 * The reactive graph: lazy push-pull over doubly linked dependency lists.
 *
 * Credit: this file follows alien-signals (MIT, Copyright (c) 2024-present Johnson Chu,
 * https://github.com/stackblitz/alien-signals) closely: its doubly linked dependency lists,
 * version-based link reuse, iterative propagate/checkDirty walks and deferred signal commits
 * are the design used here. See the package README for the full notice.
 *
 * Nodes. Every signal, computed, effect and scope is a node. A node that reads others
 * (computed, effect) is a "sub"; a node that is read (signal, computed) is a "dep".
 * One `Link` object joins a dep to a sub and sits in two lists at once: the sub's
 * `deps` list (in read order) and the dep's `subs` list. No arrays or Sets: linking,
 * unlinking and walking are pointer moves, and a re-run that reads the same deps in
 * the same order reuses its links without allocating.
 *
 * Push (on write). A signal write flags the signal itself MUTABLE | DIRTY and everything
 * downstream PENDING (a dep *may* have changed); effects reached this way are queued.
 * Nothing is recomputed yet. Whether the signal really changed is decided when it is
 * committed (a tracked read, or a check from a subscriber), against the value its
 * subscribers last saw: so a batch that writes a value and then the original back re-runs
 * and recomputes nothing. A computed that recomputes to a new value flags its PENDING
 * subscribers DIRTY (`shallowPropagate`).
 *
 * Pull (on read). Reading a DIRTY computed recomputes it. Reading a PENDING one walks its
 * deps in read order (`checkDirty`), refreshing PENDING/DIRTY computeds (and committing
 * DIRTY signals) on the way, and stops at the first dep whose value really changed. If
 * none changed, the cached value is kept: this is what makes the graph glitch-free (a
 * diamond's bottom recomputes once, after both sides are current) and avoids needless work.
 *
 * Version counter. `cycle` increases on every tracking run; a link remembers the cycle that
 * last used it, so a dep read twice in one run is linked once.
 *
 * No recursion on hot paths: propagation and dirty checks are iterative, with an explicit
 * stack only where the graph branches. The only recursion is disposal of nested effects.
 *
 * Flags live in one small integer per node. After a tracking run, links past `depsTail`
 * are the deps that were not read this time and are removed. A computed that loses its
 * last subscriber unlinks from its own deps (so it can be collected) and is marked DIRTY,
 * to be recomputed on its next read. An effect or scope that loses its owner is disposed.
 * User code may dispose effects or write signals in the middle of a walk: the walks read
 * the links they need before calling out, and a disposed node (flags 0) is never re-run.
 */

export interface Link {
  /** The `cycle` of the tracking run that last confirmed this link. */
  version: number;
  dep: ReactiveNode;
  sub: ReactiveNode;
  prevSub: Link | undefined;
  nextSub: Link | undefined;
  prevDep: Link | undefined;
  nextDep: Link | undefined;
}

export interface ReactiveNode {
  flags: number;
  /** An effect's cleanup from its last run, called before the next run and on dispose. */
  _cleanup?: (() => void) | undefined;
  deps: Link | undefined;
  depsTail: Link | undefined;
  subs: Link | undefined;
  subsTail: Link | undefined;
}

/** Caches a value derived from its deps (a computed). */
export const MUTABLE = 1;
/** Re-runs when its deps change (an effect). */
export const WATCHING = 2;
/** Its function is executing right now (tracking). Reading it again is a cycle. */
export const RUNNING = 4;
/** A dep it read has changed: it must re-run. */
export const DIRTY = 8;
/** A dep further upstream may have changed: check its deps before re-running. */
export const PENDING = 16;
/** The computed holds no value: an error (rethrown on read) or nothing computed yet. */
export const ERRORED = 32;
/** The node has options, maybe `watched` / `unwatched` callbacks for its first subscriber and its last. */
export const HOOKED = 64;

/** The node whose reads are being tracked, if any. */
export let activeSub: ReactiveNode | undefined;
export let cycle = 0;

export function setActiveSub(sub: ReactiveNode | undefined): ReactiveNode | undefined {
  const prev = activeSub;
  activeSub = sub;
  return prev;
}

/** Starts a tracking run of `sub`; pair it with `endTracking`. */
export function startTracking(sub: ReactiveNode, flags: number): ReactiveNode | undefined {
  ++cycle;
  sub.depsTail = undefined;
  sub.flags = flags | RUNNING;
  return setActiveSub(sub);
}

/** Ends a tracking run: restores the previous sub and drops deps that were not read. */
export function endTracking(sub: ReactiveNode, prev: ReactiveNode | undefined): void {
  activeSub = prev;
  const tail = sub.depsTail;
  let toRemove = tail !== undefined ? tail.nextDep : sub.deps;
  while (toRemove !== undefined) toRemove = unlink(toRemove, sub);
  sub.flags &= ~RUNNING;
}

/** Records that `sub` read `dep`, reusing the link from the previous run when the order holds. */
export function link(dep: ReactiveNode, sub: ReactiveNode): void {
  const prevDep = sub.depsTail;
  if (prevDep !== undefined && prevDep.dep === dep) return;
  const nextDep = prevDep !== undefined ? prevDep.nextDep : sub.deps;
  if (nextDep !== undefined && nextDep.dep === dep) {
    nextDep.version = cycle;
    sub.depsTail = nextDep;
    return;
  }
  const prevSub = dep.subsTail;
  if (prevSub !== undefined && prevSub.version === cycle && prevSub.sub === sub) return;
  const newLink: Link = {
    version: cycle,
    dep,
    sub,
    prevDep,
    nextDep,
    prevSub,
    nextSub: undefined,
  };
  sub.depsTail = dep.subsTail = newLink;
  if (nextDep !== undefined) nextDep.prevDep = newLink;
  if (prevDep !== undefined) prevDep.nextDep = newLink;
  else sub.deps = newLink;
  if (prevSub !== undefined) prevSub.nextSub = newLink;
  else {
    dep.subs = newLink;
    if (dep.flags & HOOKED) onWatch(dep, true);
  }
}

/** Removes a link from both lists; returns the sub's next dep link. */
export function unlink(l: Link, sub: ReactiveNode): Link | undefined {
  const { dep, prevDep, nextDep, prevSub, nextSub } = l;
  if (nextDep !== undefined) nextDep.prevDep = prevDep;
  else sub.depsTail = prevDep;
  if (prevDep !== undefined) prevDep.nextDep = nextDep;
  else sub.deps = nextDep;
  if (nextSub !== undefined) nextSub.prevSub = prevSub;
  else dep.subsTail = prevSub;
  if (prevSub !== undefined) prevSub.nextSub = nextSub;
  else if ((dep.subs = nextSub) === undefined) unwatched(dep);
  return nextDep;
}

/** Called when a node loses its last subscriber. */
function unwatched(node: ReactiveNode): void {
  if (node.flags & HOOKED) onWatch(node, false);
  if (node.flags & MUTABLE) {
    let l = node.deps;
    if (l !== undefined) {
      node.flags = MUTABLE | DIRTY | (node.flags & (ERRORED | HOOKED));
      do l = unlink(l, node);
      while (l !== undefined);
    }
  } else if (node.deps !== undefined || node.flags & WATCHING) {
    // An effect or scope whose owner went away.
    dispose(node);
  }
}

/** Unlinks an owner node (effect or scope) from everything; nested effects follow. */
export function dispose(node: ReactiveNode): void {
  node.flags = 0;
  let l = node.deps;
  while (l !== undefined) l = unlink(l, node);
  const owner = node.subs;
  if (owner !== undefined) unlink(owner, owner.sub);
  runCleanup(node);
}

/** Calls and forgets a node's cleanup, without tracking what it reads. */
export function runCleanup(node: ReactiveNode): void {
  const cleanup = node._cleanup;
  if (cleanup !== undefined) {
    node._cleanup = undefined;
    const prev = setActiveSub(undefined);
    try {
      cleanup();
    } finally {
      activeSub = prev;
    }
  }
}

/**
 * Effects waiting to run, in the order they were reached: `queue[0 .. queued)`. The API
 * layer's flush drains it and calls `emptyQueue`. The array is reused, never shrunk.
 */
export const queue: (ReactiveNode | undefined)[] = [];
export let queued = 0;

export function emptyQueue(): void {
  queued = 0;
}

/**
 * Hooks filled in by the API layer: bring a DIRTY dep up to date (recompute a computed,
 * commit a signal; true when its value changed), and call a node's watched / unwatched
 * callback.
 */
let update: (dep: ReactiveNode) => boolean;
let onWatch: (node: ReactiveNode, watched: boolean) => void;

export function setHooks(onUpdate: typeof update, onWatched: typeof onWatch): void {
  update = onUpdate;
  onWatch = onWatched;
}

// Reused explicit stack for markPending: the walk never calls user code, so it never re-enters.
const stack: (Link | undefined)[] = [];

/** Flags everything reachable from `l` PENDING (a dep may have changed) and queues effects. */
export function markPending(l: Link): void {
  let top = 0;
  let next = l.nextSub;
  for (;;) {
    const sub = l.sub;
    const flags = sub.flags;
    if (!(flags & (DIRTY | PENDING))) {
      sub.flags = flags | PENDING;
      if (flags & WATCHING) queue[queued++] = sub;
      else if (sub.subs !== undefined) {
        if (next !== undefined) stack[top++] = next;
        l = sub.subs;
        next = l.nextSub;
        continue;
      }
    }
    if (next !== undefined) {
      l = next;
      next = l.nextSub;
    } else if (top) {
      l = stack[--top]!;
      stack[top] = undefined;
      next = l.nextSub;
    } else return;
  }
}

/** A computed changed value: its PENDING subs now know they must re-run. */
export function shallowPropagate(first: Link): void {
  let l: Link | undefined = first;
  do {
    const sub = l.sub;
    const flags = sub.flags;
    if ((flags & (PENDING | DIRTY)) === PENDING) sub.flags = flags | DIRTY;
    l = l.nextSub;
  } while (l !== undefined);
}

// Reused stack of the links checkDirty descended through. User code run by an update may
// call checkDirty again: that call works above its caller's entries and leaves them intact.
const path: (Link | undefined)[] = [];
let pathTop = 0;

/**
 * Decides whether a PENDING `sub` must re-run, walking its deps (from link `l`) in read
 * order and refreshing upstream computeds (and committing signals) as needed. Iterative:
 * descending into a PENDING dep pushes the link we came from. User code run on the way
 * (a recompute) may dispose `sub` or a node on the path: a disposed sub is reported clean,
 * and a computed that lost its last subscriber is left DIRTY rather than recomputed.
 */
export function checkDirty(l: Link, sub: ReactiveNode): boolean {
  const base = pathTop;
  let dirty = false;
  for (;;) {
    const dep = l.dep;
    const depFlags = dep.flags;
    const subFlags = sub.flags;
    if (subFlags & DIRTY || !subFlags) dirty = true;
    else if ((depFlags & (MUTABLE | DIRTY)) === (MUTABLE | DIRTY)) {
      // Read before the update: it may unlink `l` (its links keep their own pointers).
      const subs = dep.subs!;
      if (update(dep)) {
        if (subs.nextSub !== undefined) shallowPropagate(subs);
        dirty = true;
      }
    } else if ((depFlags & (MUTABLE | PENDING)) === (MUTABLE | PENDING)) {
      path[pathTop++] = l;
      l = dep.deps!;
      sub = dep;
      continue;
    }
    if (!dirty && l.nextDep !== undefined) {
      l = l.nextDep;
      continue;
    }
    // Climb back up, settling each PENDING computed we passed through.
    for (;;) {
      if (pathTop === base) return dirty && sub.flags !== 0;
      l = path[--pathTop]!;
      path[pathTop] = undefined;
      if (dirty) {
        const subs = sub.subs;
        // No subscriber left: it stays DIRTY and its (disposed) readers are not re-run.
        if (subs === undefined || update(sub)) {
          if (subs !== undefined && subs.nextSub !== undefined) shallowPropagate(subs);
          sub = l.sub;
          continue;
        }
        dirty = false;
      } else sub.flags &= ~PENDING;
      sub = l.sub;
      if (l.nextDep !== undefined) {
        l = l.nextDep;
        break;
      }
    }
  }
}
