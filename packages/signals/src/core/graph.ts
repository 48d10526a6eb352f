/*
 * The reactive graph algorithm, and nothing else: lazy push-pull over doubly linked
 * dependency lists. What a node *is* (signal, computed, effect, scope), how values compare,
 * when effects run and what disposal means is policy, supplied by the API layer (./api.ts)
 * through four callbacks. (Module functions and callbacks installed once, where alien-signals
 * has a factory that returns an object: the same design, with one graph per copy of the
 * package and plain calls between its functions.)
 *
 * Credit: this file follows alien-signals (MIT, Copyright (c) 2024-present Johnson Chu,
 * https://github.com/stackblitz/alien-signals) closely: its `createReactiveSystem` factory,
 * doubly linked dependency lists, version-based link reuse and iterative propagate/checkDirty
 * walks are the design used here. See the package README for the full notice.
 *
 * Nodes and links. A node that reads others is a "sub"; a node that is read is a "dep". One
 * `Link` joins a dep to a sub and sits in two lists at once: the sub's `deps` list (in read
 * order) and the dep's `subs` list. No arrays or Sets: linking, unlinking and walking are
 * pointer moves, and a re-run that reads the same deps in the same order reuses its links.
 * An effect `e` that read signal `a` then computed `c`, while `c` read `a` too:
 *
 *   e.deps ──> [a→e] ──nextDep──> [c→e]          (e's deps list: prevDep / nextDep)
 *   a.subs ──> [a→e] ──nextSub──> [a→c]          (a's subs list: prevSub / nextSub)
 *   c.subs ──> [c→e]        c.deps ──> [a→c]
 *
 * Flags (one small integer per node; bits from 128 up are free for the policy):
 *   MUTABLE   it caches a value that `update` can bring up to date (signal, computed).
 *   WATCHING  reaching it on a write calls `notify` (an effect).
 *   RUNNING   its function is executing (set and cleared by the policy; read by it too).
 *   DIRTY     a dep it read has changed, or (on a signal) a write is not yet committed.
 *   PENDING   a dep further upstream may have changed: check before re-running.
 *   HOOKED    call `watched` when its first subscriber links.
 *   (ERRORED, 32, is the policy's, named here so that no bit is used twice.)
 * A sub whose flags are 0 has been disposed.
 *
 * Callbacks (`setPolicy(update, notify, watched, unwatched)`, once, before any other call):
 *   update(node)     bring a MUTABLE | DIRTY node up to date; true when its value changed.
 *   notify(node)     a write reached this WATCHING node: queue it (once per flush).
 *   watched(node)    a HOOKED node got its first subscriber.
 *   unwatched(node)  a node lost its last subscriber (a computed lets go of its deps here,
 *                    an effect whose owner let go of it is disposed).
 *
 * Push (`propagate`, on write). The policy flags a written signal MUTABLE | DIRTY and calls
 * `propagate` on its subscribers: everything downstream becomes PENDING (it *may* have
 * changed) and effects reached are notified. Nothing is recomputed yet.
 *
 * Pull (`checkDirty`, on read or before an effect runs). A PENDING sub walks its deps in
 * read order, bringing DIRTY deps up to date on the way (descending into PENDING ones), and
 * stops at the first whose value really changed. When none changed, the cached value is
 * kept: this is what makes the graph glitch-free (a diamond's bottom recomputes once, after
 * both sides are current). A node whose update changed its value marks its other PENDING subs
 * DIRTY (`shallowPropagate`), so their own walks stop early; the sub whose walk updated it
 * knows already, so a node read by that sub alone flags nobody (see `changed`).
 *
 * Tracking (`startTracking` / `link` / `endTracking`). A run starts with a new version and
 * an empty read list; each read links the dep, reusing the next old link when the order
 * holds; at the end the links past `depsTail` (deps not read this time) are removed.
 *
 * Letting go (`unlinkFrom`, `endTracking`, `unsubscribe`, then `release`). Unlinking only
 * edits the lists: a dep left without subscribers is queued as an orphan, and no policy code
 * runs. `release` then calls `unwatched` on each orphan, in the order they were queued: that
 * is where user code runs (an effect's cleanup, an `unwatched` option). A callback that
 * throws does not stop the release: every orphan is still handled, and the errors are handed
 * to the caller of the outermost release once it is over.
 *
 * No recursion along chains: both walks are iterative, with an explicit stack where the graph
 * branches, and so is the cascade of `unwatched` calls when a chain of computeds loses its
 * last subscriber. Policy code may run in the middle of a walk (an update runs user code that
 * may dispose nodes, re-run them or write signals): the walks read the links they need before
 * calling out, a sub that is no longer PENDING afterwards is not walked further, and a disposed
 * node (flags 0) is reported clean.
 */

export interface Link {
  /** The version of the tracking run that last created or reused this link. */
  version: number;
  /** The node that is read. */
  dep: ReactiveNode;
  /** The node that reads it. */
  sub: ReactiveNode;
  /** The neighbours in `dep.subs` (the other readers of `dep`). */
  prevSub: Link | undefined;
  nextSub: Link | undefined;
  /** The neighbours in `sub.deps` (what `sub` read before and after `dep`). */
  prevDep: Link | undefined;
  nextDep: Link | undefined;
}

export interface ReactiveNode {
  /** The bits described in the header; 0 on a disposed sub. */
  flags: number;
  /** The first and last of the links to what it read, in read order (a sub only). */
  deps: Link | undefined;
  depsTail: Link | undefined;
  /** The first and last of the links to what reads it, oldest first. */
  subs: Link | undefined;
  subsTail: Link | undefined;
}

export const MUTABLE = 1;
export const WATCHING = 2;
export const RUNNING = 4;
export const DIRTY = 8;
export const PENDING = 16;
export const ERRORED = 32;
export const HOOKED = 64;

type NodeCallback<R = void> = (node: ReactiveNode) => R;
let update: NodeCallback<boolean>;
let notify: NodeCallback;
let watched: NodeCallback;
let unwatched: NodeCallback;

/** Installs the policy's callbacks (see the header). */
export function setPolicy(
  onUpdate: NodeCallback<boolean>,
  onNotify: NodeCallback,
  onWatched: NodeCallback,
  onUnwatched: NodeCallback,
): void {
  update = onUpdate;
  notify = onNotify;
  watched = onWatched;
  unwatched = onUnwatched;
}

// The version of the current tracking run: a link made or reused by it carries this number.
let version = 0;
// Reused explicit stack for propagate: the walk calls only `notify`, which must not write.
const stack: (Link | undefined)[] = [];
// Reused stack of the links checkDirty descended through. An update may call checkDirty
// again (user code reads a computed): that call works above its caller's entries.
const path: (Link | undefined)[] = [];
let pathTop = 0;

// Orphans: nodes that lost their last subscriber, waiting for `unwatched`, oldest first.
// `release(from)` handles the ones queued from index `from` on. A release may start inside an
// `unwatched` call of another (disposing an effect first disposes the effects it owns): it
// handles only what was queued after it started, and the outer one then carries on. A computed
// that loses its last subscriber only queues its own deps, so a chain of any length is handled
// by one loop, not by recursion.
const orphans: ReactiveNode[] = [];
// How many releases are running (nested ones included), and the errors their `unwatched`
// calls threw, kept until the outermost one ends.
let releasing = 0;
let failures: unknown[] = [];

export function startTracking(sub: ReactiveNode): void {
  ++version;
  sub.depsTail = undefined;
}

export function link(dep: ReactiveNode, sub: ReactiveNode): void {
  const prevDep = sub.depsTail;
  if (prevDep !== undefined && prevDep.dep === dep) return;
  const nextDep = prevDep !== undefined ? prevDep.nextDep : sub.deps;
  if (nextDep !== undefined && nextDep.dep === dep) {
    nextDep.version = version;
    sub.depsTail = nextDep;
    return;
  }
  // Already linked in this run, further back (a dep read twice, something else between).
  const prevSub = dep.subsTail;
  if (prevSub !== undefined && prevSub.version === version && prevSub.sub === sub) return;
  const l: Link = { version, dep, sub, prevDep, nextDep, prevSub, nextSub: undefined };
  sub.depsTail = dep.subsTail = l;
  if (nextDep !== undefined) nextDep.prevDep = l;
  if (prevDep !== undefined) prevDep.nextDep = l;
  else sub.deps = l;
  if (prevSub !== undefined) prevSub.nextSub = l;
  else {
    dep.subs = l;
    if (dep.flags & HOOKED) watched(dep);
  }
}

/**
 * Ends a tracking run: unlinks `sub` from the deps it did not read this time. Returns where
 * the deps this left without subscribers start in the orphan queue: pass it to `release`.
 */
export function endTracking(sub: ReactiveNode): number {
  const tail = sub.depsTail;
  return unlinkFrom(tail !== undefined ? tail.nextDep : sub.deps, sub);
}

/**
 * Unlinks `sub` from the dep of link `l` and from every dep after it. Returns where the deps
 * this left without subscribers start in the orphan queue: pass it to `release`, unless a
 * release is already working through the queue (an `unwatched` call).
 */
export function unlinkFrom(l: Link | undefined, sub: ReactiveNode): number {
  const from = orphans.length;
  while (l !== undefined) l = unlink(l, sub);
  return from;
}

/**
 * Unlinks every subscriber of `dep`, which is queued as an orphan. Returns its place in the
 * orphan queue, for `release`.
 */
export function unsubscribe(dep: ReactiveNode): number {
  const from = orphans.length;
  for (let l = dep.subs; l !== undefined; l = l.nextSub) unlink(l, l.sub);
  return from;
}

/** Removes a link from both lists, queueing its dep if that was its last subscriber. */
function unlink(l: Link, sub: ReactiveNode): Link | undefined {
  const { dep, prevDep, nextDep, prevSub, nextSub } = l;
  if (nextDep !== undefined) nextDep.prevDep = prevDep;
  else sub.depsTail = prevDep;
  if (prevDep !== undefined) prevDep.nextDep = nextDep;
  else sub.deps = nextDep;
  if (nextSub !== undefined) nextSub.prevSub = prevSub;
  else dep.subsTail = prevSub;
  if (prevSub !== undefined) prevSub.nextSub = nextSub;
  else if ((dep.subs = nextSub) === undefined) orphans.push(dep);
  return nextDep;
}

/**
 * Calls `unwatched` on every orphan queued from index `from` on (see `unlinkFrom`), in queue
 * order, skipping any that got a subscriber again meanwhile. A callback that throws does not
 * stop the others. Returns the errors thrown, once the outermost release ends; a release nested
 * in another's callback returns undefined and leaves its errors to that one.
 */
export function release(from: number): unknown[] | undefined {
  if (from === orphans.length) return undefined;
  ++releasing;
  for (let i = from; i < orphans.length; i++) {
    const node = orphans[i]!;
    if (node.subs === undefined) {
      try {
        unwatched(node);
      } catch (error) {
        failures.push(error);
      }
    }
  }
  orphans.length = from;
  if (--releasing !== 0 || failures.length === 0) return undefined;
  const failed = failures;
  failures = [];
  return failed;
}

/** Flags everything reachable from `l` PENDING and notifies the effects reached. */
export function propagate(l: Link): void {
  let top = 0;
  let next = l.nextSub;
  for (;;) {
    const sub = l.sub;
    const flags = sub.flags;
    if (!(flags & (DIRTY | PENDING))) {
      sub.flags = flags | PENDING;
      if (flags & WATCHING) notify(sub);
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

/** A dep changed value: its PENDING subs now know they must re-run. */
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
 * `dep` changed value during a walk that reached it through link `l`: its PENDING subscribers
 * are flagged DIRTY. The walker already knows, so when `l` is the only link (a chain) there is
 * nothing to flag. The test is on `l` itself, not on "one subscriber": user code run by an update
 * may have unlinked `l` meanwhile, and the one subscriber left is then another node, which would
 * otherwise keep its stale value.
 */
function changed(dep: ReactiveNode, l: Link): void {
  const subs = dep.subs;
  if (subs !== undefined && (subs !== l || subs.nextSub !== undefined)) shallowPropagate(subs);
}

/**
 * Whether a PENDING `sub` must re-run: walks its deps from link `l` in read order. A
 * disposed sub is reported clean; a computed on the path that lost its last subscriber
 * meanwhile is left DIRTY rather than recomputed.
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
      if (update(dep)) {
        changed(dep, l);
        dirty = true;
      }
    } else if ((depFlags & (MUTABLE | PENDING)) === (MUTABLE | PENDING)) {
      path[pathTop++] = l;
      l = dep.deps!;
      sub = dep;
      continue;
    }
    // On to the next dep, unless `sub` stopped being PENDING meanwhile: user code run by an
    // update re-ran it (its links past `l` may not be its deps any more) or disposed it. (The
    // climb below asks the same before it goes on with a parent's next dep.)
    if (!dirty && l.nextDep !== undefined && sub.flags & PENDING) {
      l = l.nextDep;
      continue;
    }
    // Climb back up, settling each PENDING computed we passed through.
    for (;;) {
      // A dep that user code brought up to date meanwhile may have flagged it DIRTY.
      if (sub.flags & DIRTY) dirty = true;
      if (pathTop === base) return dirty && sub.flags !== 0;
      l = path[--pathTop]!;
      path[pathTop] = undefined;
      if (dirty) {
        if (sub.subs === undefined || update(sub)) {
          changed(sub, l);
          sub = l.sub;
          continue;
        }
        dirty = false;
      } else sub.flags &= ~PENDING;
      sub = l.sub;
      if (l.nextDep !== undefined && sub.flags & PENDING) {
        l = l.nextDep;
        break;
      }
    }
  }
}
