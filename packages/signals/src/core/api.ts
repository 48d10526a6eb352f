/*
 * The public primitives built on the graph algorithm in ./graph.ts: signal, computed, effect,
 * batch, untracked and effectScope. All policy lives here, and reaches the graph as its four
 * callbacks (update, notify, watched, unwatched): the tracking context, equality, error caching,
 * deferred signal commits, the effect queue and its flush, cleanups, ownership of nested
 * effects, and disposal.
 * The surface (`.value`, `.peek()`, `.subscribe()`, `toJSON`/`valueOf`/`toString`,
 * `watched`/`unwatched` options) follows Preact Signals; the disposer is a plain function, as
 * in alien-signals.
 */
import {
  checkDirty,
  endTracking,
  link,
  propagate,
  setPolicy,
  shallowPropagate,
  startTracking,
  unlink,
  unlinkFrom,
  DIRTY,
  ERRORED,
  HOOKED,
  MUTABLE,
  PENDING,
  RUNNING,
  WATCHING,
  type Link,
  type ReactiveNode,
} from './graph.ts';

/**
 * A reactive value that can be read: a signal or a computed.
 *
 * @example
 * ```ts
 * const total: ReadonlySignal<number> = computed(() => price.value * qty.value);
 * ```
 */
export interface ReadonlySignal<T> {
  /** The current value. Reading it inside a computed or effect subscribes that reader. */
  readonly value: T;
  /** The `name` option it was created with, if any. @default undefined */
  readonly name: string | undefined;
  /** Reads the value without subscribing the running computed or effect to it. */
  peek(): T;
  /**
   * Calls `fn` with the value now and after every change; returns the unsubscribe.
   * What `fn` reads is not tracked. Inside an effect or scope, the subscription is owned by it.
   */
  subscribe(fn: (value: T) => void): Dispose;
  /** The value, so `JSON.stringify` serialises a signal as its value. */
  toJSON(): T;
  /** The value, so `+count` or `count > 1` work on a signal of a number. */
  valueOf(): T;
  /** The value as a string (`String(value)`), for template literals. */
  toString(): string;
}

/**
 * A writable reactive value.
 *
 * @example
 * ```ts
 * const count: Signal<number> = signal(0);
 * count.value++;
 * ```
 */
export interface Signal<T> extends ReadonlySignal<T> {
  value: T;
}

/**
 * Options for {@link signal} and {@link computed}.
 *
 * @example
 * ```ts
 * const ticks = signal(0, {
 *   name: 'ticks',
 *   watched: () => (timer = setInterval(() => ticks.value++, 1000)),
 *   unwatched: () => clearInterval(timer),
 * });
 * ```
 */
export interface SignalOptions<T> {
  /**
   * When it returns true for (old, new), a write or recompute notifies nobody.
   * @default Object.is
   */
  equals?: (previous: T, next: T) => boolean;
  /**
   * Called (untracked) with the signal when its first subscriber arrives: start a lazy
   * resource here. One options object can serve many signals, since each call names its signal.
   * @default undefined
   */
  watched?: (signal: ReadonlySignal<T>) => void;
  /**
   * Called (untracked) with the signal when its last subscriber leaves: stop the resource here.
   * @default undefined
   */
  unwatched?: (signal: ReadonlySignal<T>) => void;
  /**
   * A name for debugging: devtools list named signals and computeds.
   * @default undefined
   */
  name?: string;
}

/**
 * A cleanup an effect returns: called before the next run and on dispose.
 *
 * @example
 * ```ts
 * const cleanup: EffectCleanup = () => clearInterval(timer);
 * ```
 */
export type EffectCleanup = () => void;
/**
 * An effect's body: it may return an {@link EffectCleanup}.
 *
 * @example
 * ```ts
 * const body: EffectFn = () => {
 *   const id = setInterval(tick, period.value);
 *   return () => clearInterval(id);
 * };
 * ```
 */
export type EffectFn = () => void | EffectCleanup;
/**
 * Stops an effect or scope; calling it again does nothing. A plain function, as in
 * alien-signals: to dispose one at the end of a block with `using`, hand it to a
 * `DisposableStack` (built into recent browsers and Node 24; a polyfill elsewhere).
 *
 * @example
 * ```ts
 * const stop: Dispose = effect(() => console.log(count.value));
 * stop();
 *
 * {
 *   using stack = new DisposableStack();
 *   stack.defer(effect(() => console.log(count.value)));
 * } // disposed here
 * ```
 */
export type Dispose = () => void;

// Effects queued by effects queued by effects... this many rounds deep in one flush is a cycle
// (an effect that keeps re-triggering itself, or several that keep triggering each other).
const MAX_ROUNDS = 100;
// Recognises signals from any copy of this package (a second bundle, another realm's import).
const BRAND: unique symbol = Symbol.for('tendril.signal');

/**
 * What the devtools install on `globalThis.__TENDRIL_SIGNALS_DEVTOOLS__`: called once with
 * every signal or computed created with a `name` option, while it is being constructed.
 * Declared here, where it is called; implemented by devtools (`@tendril/signals/devtools`).
 *
 * @param node - the named signal or computed.
 * @example
 * ```ts
 * const live: WeakRef<ReadonlySignal<unknown>>[] = [];
 * const hook: DevtoolsHook = (node) => live.push(new WeakRef(node));
 * Object.assign(globalThis, { __TENDRIL_SIGNALS_DEVTOOLS__: hook });
 * ```
 */
export type DevtoolsHook = (node: ReadonlySignal<unknown>) => void;

/** The computed or effect whose reads are being tracked, if any. */
let activeSub: ReactiveNode | undefined;
let batchDepth = 0;
// The effect or scope that owns effects created now; disposing it disposes them.
let activeOwner: ReactiveNode | undefined;

// Fields are assigned in each constructor rather than declared with initialisers: plain
// stores in a fixed order give every node of a kind one shape, and are the cheapest way to
// create the many small objects a graph is made of.

/** What signals and computeds share: methods only, no state. */
abstract class Readable<T> implements ReactiveNode {
  declare flags: number;
  declare deps: Link | undefined;
  declare depsTail: Link | undefined;
  declare subs: Link | undefined;
  declare subsTail: Link | undefined;
  declare _equals: (a: T, b: T) => boolean;
  declare _opts: SignalOptions<T> | undefined;
  declare [BRAND]: true;

  abstract get value(): T;
  abstract peek(): T;

  get name(): string | undefined {
    return this._opts?.name;
  }

  subscribe(fn: (value: T) => void): Dispose {
    return effect(() => {
      untracked(fn, this.value);
    });
  }

  toJSON(): T {
    return this.value;
  }

  valueOf(): T {
    return this.value;
  }

  toString(): string {
    return this.value + '';
  }
}
// The default `_equals` lives on the prototype, and `_opts` is absent, for a node created
// without options: fewer stores and a smaller object. A node with options gets its own.
const proto = Readable.prototype as Readable<unknown> & { [BRAND]: true };
proto[BRAND] = true;
proto._equals = Object.is;

/** The rare path of a node created with options; announces named ones to installed devtools. */
function withOptions<T>(node: Readable<T>, options: SignalOptions<T>): void {
  node._equals = options.equals || Object.is;
  node._opts = options;
  // Any options may hold watched/unwatched: the hook looks them up (only on 0 <-> 1 subscribers).
  node.flags |= HOOKED;
  if (options.name !== undefined) {
    (globalThis as { __TENDRIL_SIGNALS_DEVTOOLS__?: DevtoolsHook }).__TENDRIL_SIGNALS_DEVTOOLS__?.(
      node as ReadonlySignal<unknown>,
    );
  }
}

// A signal is never a subscriber: it has no `deps` / `depsTail` (reads of them give undefined).
export class SignalNode<T> extends Readable<T> implements Signal<T> {
  declare _value: T;
  // While a write is uncommitted (DIRTY): the value subscribers last saw, to compare against.
  declare _seen: T | undefined;

  constructor(value: T, options?: SignalOptions<T>) {
    super();
    this.flags = 0;
    this.subs = undefined;
    this.subsTail = undefined;
    this._value = value;
    this._seen = undefined;
    if (options !== undefined) withOptions(this, options);
  }

  get value(): T {
    const sub = activeSub;
    if (sub !== undefined) {
      if (this.flags & DIRTY && commit(this) && this.subs !== undefined) {
        shallowPropagate(this.subs);
      }
      link(this, sub);
    }
    return this._value;
  }

  set value(next: T) {
    if (this._equals(this._value, next)) return;
    // Deferred commit: subscribers are only flagged PENDING, and whether the value changed is
    // decided when one of them checks (against `_seen`, the value they last saw). So a batch
    // that writes the original value back re-runs and recomputes nothing.
    if (!(this.flags & DIRTY)) {
      this._seen = this._value;
      this.flags |= MUTABLE | DIRTY;
    }
    this._value = next;
    if (this.subs !== undefined) {
      propagate(this.subs);
      if (!batchDepth) flush();
    }
  }

  peek(): T {
    return this._value;
  }
}

/** Makes a batched write visible to subscribers; returns whether the value really changed. */
function commit<T>(s: SignalNode<T>): boolean {
  const seen = s._seen as T;
  s._seen = undefined;
  s.flags &= HOOKED;
  return !s._equals(seen, s._value);
}

class ComputedNode<T> extends Readable<T> {
  declare _value: T | undefined;
  declare _getter: (previous: T | undefined) => T;

  constructor(getter: (previous: T | undefined) => T, options?: SignalOptions<T>) {
    super();
    // ERRORED until the first run: there is no previous value to compare or pass on.
    this.flags = MUTABLE | DIRTY | ERRORED;
    this.deps = undefined;
    this.depsTail = undefined;
    this.subs = undefined;
    this.subsTail = undefined;
    this._value = undefined;
    this._getter = getter;
    if (options !== undefined) withOptions(this, options);
  }

  get value(): T {
    const flags = this.flags;
    if (flags & (DIRTY | PENDING | RUNNING)) refreshComputed(this, flags);
    if (activeSub !== undefined) link(this, activeSub);
    if (this.flags & ERRORED) throw this._value;
    return this._value as T;
  }

  peek(): T {
    return untracked(() => this.value);
  }
}

// An effect's `_fn` is its function, or, while a cleanup its last run returned is due, the
// pair [function, cleanup]: most effects return none, and holding it there rather than in a
// field of its own keeps every effect node a field smaller.
export class EffectNode implements ReactiveNode {
  declare flags: number;
  declare deps: Link | undefined;
  declare depsTail: Link | undefined;
  declare subs: Link | undefined;
  declare subsTail: Link | undefined;
  declare _fn: EffectFn | [EffectFn, EffectCleanup];

  constructor(fn: EffectFn) {
    this.flags = WATCHING;
    this.deps = undefined;
    this.depsTail = undefined;
    this.subs = undefined;
    this.subsTail = undefined;
    this._fn = fn;
  }
}

/** Starts a tracking run of `sub` with `flags` (RUNNING added); pair it with `endRun`. */
export function startRun(sub: ReactiveNode, flags: number): ReactiveNode | undefined {
  startTracking(sub);
  sub.flags = flags | RUNNING;
  const prev = activeSub;
  activeSub = sub;
  return prev;
}

/** Ends a tracking run: restores the previous sub and drops the deps that were not read. */
export function endRun(sub: ReactiveNode, prev: ReactiveNode | undefined): void {
  activeSub = prev;
  endTracking(sub);
  sub.flags &= ~RUNNING;
}

function refreshComputed<T>(c: ComputedNode<T>, flags: number): void {
  if (flags & RUNNING) {
    throw new Error('Cycle detected: a computed reads itself');
  }
  if (flags & DIRTY || checkDirty(c.deps!, c)) {
    if (updateComputed(c) && c.subs !== undefined) shallowPropagate(c.subs);
  } else c.flags &= ~PENDING;
}

/** Recomputes; returns whether the value (or error) changed. Errors are cached as the value. */
function updateComputed<T>(c: ComputedNode<T>): boolean {
  const wasErrored = c.flags & ERRORED;
  const previous = c._value;
  const prevSub = startRun(c, MUTABLE | (c.flags & HOOKED));
  try {
    const next = c._getter(wasErrored ? undefined : previous);
    // Without ERRORED there is a previous value, so `previous` is a T here.
    if (wasErrored || !c._equals(previous as T, next)) {
      c._value = next;
      return true;
    }
    return false;
  } catch (error) {
    c._value = error as T;
    c.flags |= ERRORED;
    return true;
  } finally {
    endRun(c, prevSub);
  }
}

export function runEffect(e: EffectNode): void {
  runCleanup(e);
  // Its cleanup may have disposed it.
  if (!e.flags) return;
  const prevSub = startRun(e, WATCHING);
  const prevOwner = activeOwner;
  activeOwner = e;
  try {
    // Called as a method: a tracker's or a binding's shared body finds its node as `this`.
    const cleanup = (e as { _fn: EffectFn })._fn();
    if (typeof cleanup === 'function') {
      // An effect that disposed itself while running gets its cleanup called at once.
      if (e.flags & WATCHING) e._fn = [e._fn as EffectFn, cleanup];
      else cleanup();
    }
  } finally {
    activeOwner = prevOwner;
    endRun(e, prevSub);
  }
}

/**
 * Calls and forgets an effect's cleanup, without tracking what it reads. A cleanup that throws
 * disposes its effect (as in Preact): it could not be trusted to clean up after a next run.
 */
function runCleanup(e: EffectNode): void {
  const fn = e._fn;
  if (typeof fn !== 'function') {
    e._fn = fn[0];
    try {
      untracked(fn[1]);
    } catch (error) {
      dispose(e);
      throw error;
    }
  }
}

/**
 * Runs `fn` with no owner: an effect it creates lives until its own disposer is called, even
 * when `fn` runs inside another effect or a scope. (Internal: for the extras' long-lived
 * effects, such as a selector's, which start on whichever reader comes first.)
 */
export function unowned<T>(fn: () => T): T {
  const prev = activeOwner;
  activeOwner = undefined;
  try {
    return fn();
  } finally {
    activeOwner = prev;
  }
}

/** Unlinks an effect or scope from everything (owned effects follow) and runs its cleanup. */
export function dispose(node: EffectNode): void {
  node.flags = 0;
  unlinkFrom(node.deps, node);
  const owner = node.subs;
  if (owner !== undefined) unlink(owner, owner.sub);
  runCleanup(node);
}

/** `dispose` as a method: an effect's or scope's stop function is this, bound to its node. */
function stopThis(this: EffectNode): void {
  dispose(this);
}

// The effect queue: effects reached by writes, in order, `queue[head .. queued)`. A flat
// array walked by index and reused across flushes (never shrunk).
const queue: (EffectNode | undefined)[] = [];
let queued = 0;
let head = 0;
let flushing = false;

function flush(): void {
  if (flushing) return;
  flushing = true;
  // The queue grows while it runs: `end` marks where the current round of effects stops.
  let end = queued;
  let rounds = 0;
  let failed: [unknown] | undefined;
  try {
    while (head < queued) {
      if (head === end) {
        end = queued;
        if (++rounds > MAX_ROUNDS) {
          throw new Error('Cycle detected: effects keep re-triggering');
        }
      }
      const e = queue[head] as EffectNode;
      queue[head++] = undefined;
      const flags = e.flags;
      // checkDirty may run user code that disposes `e`: it then reports false.
      if (flags & DIRTY || (flags & PENDING && checkDirty(e.deps!, e))) {
        try {
          runEffect(e);
        } catch (error) {
          // One failing effect must not starve the others; the first error is rethrown.
          failed ??= [error];
        }
      } else e.flags &= ~PENDING;
    }
  } finally {
    // After a cycle, effects still queued go back to idle so that later writes reach them.
    while (head < queued) {
      queue[head]!.flags &= ~(DIRTY | PENDING);
      queue[head++] = undefined;
    }
    head = queued = 0;
    flushing = false;
  }
  if (failed) throw failed[0];
}

function callHook(node: ReactiveNode, watched: boolean): void {
  const opts = (node as Readable<unknown>)._opts!;
  const fn = watched ? opts.watched : opts.unwatched;
  // The signal as the argument: hooks shared by many signals (a selector's keys) find theirs.
  if (fn) untracked(fn, node as Readable<unknown>);
}

setPolicy(
  (node) =>
    '_getter' in node
      ? updateComputed(node as ComputedNode<unknown>)
      : commit(node as SignalNode<unknown>),
  (node) => {
    queue[queued++] = node as EffectNode;
  },
  (node) => callHook(node, true),
  (node) => {
    if (node.flags & HOOKED) callHook(node, false);
    if (node.flags & MUTABLE) {
      // A computed nobody reads lets go of its deps, so it can be collected while they
      // live; it recomputes on its next read. (A signal has no deps: nothing to do.)
      if (node.deps !== undefined) {
        node.flags = MUTABLE | DIRTY | (node.flags & (ERRORED | HOOKED));
        unlinkFrom(node.deps, node);
      }
    } else if (node.flags & WATCHING) {
      // An effect or scope whose owner went away (not a signal, and not one being disposed).
      dispose(node as EffectNode);
    }
  },
);

/**
 * Creates a writable reactive value.
 *
 * @param value - the initial value. @default undefined
 * @param options - equality, watched/unwatched callbacks and a name. @default {}
 * @example
 * ```ts
 * const count = signal(0);
 * count.value++; // effects reading count re-run
 * count.peek(); // 1, without subscribing
 * ```
 */
export function signal<T>(value: T, options?: SignalOptions<T>): Signal<T>;
export function signal<T = undefined>(): Signal<T | undefined>;
export function signal<T>(value?: T, options?: SignalOptions<T>): Signal<T | undefined> {
  return new SignalNode(value as T, options) as Signal<T | undefined>;
}

/**
 * A value derived from other signals, recomputed lazily when read after a dependency
 * changed. The getter receives the previous value. A thrown error is cached and rethrown
 * on every read until a dependency changes. The getter may write signals; the write
 * propagates downstream, and a read later in the same run sees it.
 *
 * @param getter - computes the value from other signals. Receives the previous value.
 * @param options - equality, watched/unwatched callbacks and a name. @default {}
 * @example
 * ```ts
 * const first = signal('Ada');
 * const greeting = computed(() => `Hello, ${first.value}`);
 * greeting.value; // 'Hello, Ada'
 * ```
 */
export function computed<T>(
  getter: (previous: T | undefined) => T,
  options?: SignalOptions<T>,
): ReadonlySignal<T> {
  return new ComputedNode(getter, options);
}

/** Hands `node` to the running effect or scope (which disposes it with itself); returns its disposer. */
function disposer(node: EffectNode): Dispose {
  if (activeOwner !== undefined) link(node, activeOwner);
  // A bound function: about half the memory of a closure and the context it keeps.
  return stopThis.bind(node);
}

/**
 * Runs `fn` now and again whenever a signal it read changes (after the outermost batch).
 * `fn` may return a cleanup, called before the next run and on dispose. Effects created
 * while another effect or a scope runs are owned by it and disposed with it. An effect
 * that keeps re-triggering itself throws an error containing "Cycle detected".
 *
 * @returns the dispose function.
 * @example
 * ```ts
 * const stop = effect(() => {
 *   document.title = `${count.value} items`;
 *   return () => console.log('before the next run, and on stop');
 * });
 * stop();
 * ```
 */
export function effect(fn: EffectFn): Dispose {
  const e = new EffectNode(fn);
  ++batchDepth;
  try {
    runEffect(e);
  } catch (error) {
    dispose(e);
    throw error;
  } finally {
    if (!--batchDepth) flush();
  }
  return disposer(e);
}

/**
 * Runs `fn` with writes deferred: effects run once, after the outermost batch ends. A signal
 * written and then set back to its original value within the batch notifies nobody.
 *
 * @returns what `fn` returns.
 * @example
 * ```ts
 * batch(() => {
 *   first.value = 'Grace';
 *   last.value = 'Hopper';
 * }); // effects reading both run once
 * ```
 */
export function batch<T>(fn: () => T): T {
  ++batchDepth;
  try {
    return fn();
  } finally {
    if (!--batchDepth) flush();
  }
}

/**
 * Runs `fn` without subscribing the running computed or effect to what it reads.
 *
 * @returns what `fn` returns.
 * @example
 * ```ts
 * effect(() => log(count.value, untracked(() => user.value))); // re-runs on count only
 * ```
 */
export function untracked<T>(fn: () => T): T;
/**
 * @internal Calls `fn(arg)`: a signal's `watched` / `unwatched` hook gets the signal, and a
 * `subscribe` callback the value.
 */
export function untracked<T, A>(fn: (arg: A) => T, arg: A): T;
export function untracked<T, A>(fn: (arg?: A) => T, arg?: A): T {
  const prev = activeSub;
  activeSub = undefined;
  try {
    return fn(arg);
  } finally {
    activeSub = prev;
  }
}

/**
 * Runs `fn`; every effect created inside it (at any depth) is disposed by the returned
 * function. What `fn` reads is not tracked.
 *
 * @returns the dispose function.
 * @example
 * ```ts
 * const stop = effectScope(() => {
 *   effect(() => console.log(a.value));
 *   effect(() => console.log(b.value));
 * });
 * stop(); // both effects are disposed
 * ```
 */
export function effectScope(fn: () => void): Dispose {
  // A scope is an effect node that never runs: it only owns what `fn` creates.
  const scope = new EffectNode(fn);
  const prevOwner = activeOwner;
  activeOwner = scope;
  try {
    untracked(fn);
  } finally {
    activeOwner = prevOwner;
  }
  return disposer(scope);
}

/**
 * Whether `value` is a signal or computed, including one made by another copy of this
 * package (recognised by a `Symbol.for` brand, not `instanceof`).
 *
 * @example
 * ```ts
 * isSignal(signal(1)); // true
 * isSignal({ value: 1 }); // false
 * ```
 */
export function isSignal(value: unknown): value is ReadonlySignal<unknown> {
  return !!(value as { [BRAND]?: true } | null | undefined)?.[BRAND];
}
