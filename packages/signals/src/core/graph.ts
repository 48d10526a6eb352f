/*
 * The reactive graph: lazy push-pull over doubly linked dependency lists.
 *
 * Nodes. Every signal, computed, effect and scope is a node. A node that reads others
 * (computed, effect) is a "sub"; a node that is read (signal, computed) is a "dep".
 * One `Link` object joins a dep to a sub and sits in two lists at once: the sub's
 * `deps` list (in read order) and the dep's `subs` list. No arrays or Sets: linking,
 * unlinking and walking are pointer moves, and a re-run that reads the same deps in
 * the same order reuses its links without allocating.
 *
 * Push (on write). A signal write walks its subscribers: direct subs are flagged DIRTY
 * (a dep they read did change), everything further downstream is flagged PENDING (a dep
 * *may* have changed). Effects reached this way are queued. Nothing is recomputed yet.
 *
 * Pull (on read). Reading a DIRTY computed recomputes it. Reading a PENDING one walks its
 * deps in read order (`checkDirty`), refreshing PENDING/DIRTY computeds on the way, and
 * stops at the first dep whose value really changed. If none changed, the cached value is
 * kept: this is what makes the graph glitch-free (a diamond's bottom recomputes once, after
 * both sides are current) and avoids needless work (an unchanged computed cuts propagation).
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
  else dep.subs = newLink;
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
  if (node.flags & MUTABLE) {
    let l = node.deps;
    if (l !== undefined) {
      node.flags = MUTABLE | DIRTY | (node.flags & ERRORED);
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
  disposed(node);
}

/** Hooks filled in by the API layer: run a queued effect, recompute a computed, clean up. */
let enqueue: (effect: ReactiveNode) => void;
let update: (computed: ReactiveNode) => boolean;
let disposed: (node: ReactiveNode) => void;

export function setHooks(
  onEnqueue: typeof enqueue,
  onUpdate: typeof update,
  onDisposed: typeof disposed,
): void {
  enqueue = onEnqueue;
  update = onUpdate;
  disposed = onDisposed;
}

// Reused explicit stack for markPending: the walk never calls user code, so it never re-enters.
const stack: (Link | undefined)[] = [];

/** A dep changed: its direct subs are DIRTY, everything downstream PENDING, effects queued. */
export function propagate(first: Link): void {
  let l: Link | undefined = first;
  do {
    const sub = l.sub;
    const flags = sub.flags;
    // A RUNNING effect that wrote to something it reads is queued again, so an effect
    // always ends up having seen the latest values (a self-feeding one trips the loop guard).
    if (!(flags & DIRTY)) {
      sub.flags = flags | DIRTY;
      if (!(flags & PENDING)) {
        if (flags & WATCHING) enqueue(sub);
        else if (sub.subs !== undefined) markPending(sub.subs);
      }
    }
    l = l.nextSub;
  } while (l !== undefined);
}

function markPending(l: Link): void {
  let top = 0;
  let next = l.nextSub;
  for (;;) {
    const sub = l.sub;
    const flags = sub.flags;
    if (!(flags & (DIRTY | PENDING))) {
      sub.flags = flags | PENDING;
      if (flags & WATCHING) enqueue(sub);
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

/**
 * Decides whether a PENDING `sub` must re-run, walking its deps (from link `l`) in read
 * order and refreshing upstream computeds as needed. Iterative: descending into a PENDING
 * dep pushes the link we came from when the dep has several subs (otherwise the way back
 * is the dep's only sub link).
 */
export function checkDirty(l: Link, sub: ReactiveNode): boolean {
  let path: Link[] | undefined;
  let depth = 0;
  for (;;) {
    const dep = l.dep;
    const depFlags = dep.flags;
    let dirty = false;
    if (sub.flags & DIRTY) dirty = true;
    else if ((depFlags & (MUTABLE | DIRTY)) === (MUTABLE | DIRTY)) {
      if (update(dep)) {
        const subs = dep.subs!;
        if (subs.nextSub !== undefined) shallowPropagate(subs);
        dirty = true;
      }
    } else if ((depFlags & (MUTABLE | PENDING)) === (MUTABLE | PENDING)) {
      if (l.nextSub !== undefined || l.prevSub !== undefined) (path ??= []).push(l);
      l = dep.deps!;
      sub = dep;
      ++depth;
      continue;
    }
    if (!dirty && l.nextDep !== undefined) {
      l = l.nextDep;
      continue;
    }
    // Climb back up, settling each PENDING computed we passed through.
    for (;;) {
      if (!depth) return dirty;
      --depth;
      const firstSub = sub.subs!;
      const shared = firstSub.nextSub !== undefined;
      l = shared ? path!.pop()! : firstSub;
      if (dirty) {
        if (update(sub)) {
          if (shared) shallowPropagate(firstSub);
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
