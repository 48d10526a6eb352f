/*
 * The public primitives built on the graph algorithm in ./graph.ts: signal, computed, effect,
 * batch, untracked and effectScope. All policy lives here, and reaches the graph as its four
 * callbacks (update, notify, watched, unwatched): the tracking context, equality, error caching,
 * deferred signal commits, the effect queue and its flush, cleanups, ownership of nested
 * effects, and disposal.
 * The surface (`.value`, `.peek()`, `.subscribe()`, `toJSON`/`valueOf`/`toString`,
 * `watched`/`unwatched` options, a stop function usable with `using`) follows Preact Signals.
 *
 * Nodes. Three classes, each a `ReactiveNode` of the graph (flags and link lists) plus its own
 * state, every field assigned in its constructor:
 *   SignalNode    a value and its options; a dep only (never a sub, so no `deps` fields).
 *   ComputedNode  a getter and the value (or error) it last returned; a dep and a sub.
 *   EffectNode    a function and the cleanup its last run returned; a sub, and a dep of the
 *                 effect or scope that owns it. A scope is an EffectNode that never runs.
 *
 * Ownership. An effect or scope created while another effect runs, or inside a scope, is
 * linked as a *dep* of that owner (the owner is its one subscriber). So an owner's re-run, which
 * does not read its old children again, drops them like any dep it stopped reading, and they
 * are disposed when the graph reports them unwatched. Disposing a node disposes what it owns
 * first, depth first and in creation order, and then runs its own cleanup.
 *
 * Errors. A computed caches what its getter throws and rethrows it on every read. An effect
 * that throws stops nothing else: the flush runs the other effects, then throws the first
 * error. A disposal runs to its end whatever its cleanups throw, then throws the error, or an
 * AggregateError when several were thrown.
 */
import {
  checkDirty,
  endTracking,
  link,
  propagate,
  setPolicy,
  shallowPropagate,
  release,
  startTracking,
  unlinkFrom,
  unsubscribe,
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
 * Stops an effect or scope; calling it again does nothing. It is also `Disposable`: declared with
 * `using`, it stops its effect at the end of the block. A disposed effect keeps nothing alive: a
 * stop function still held does not hold the effect's function or what it read.
 *
 * Stopping runs the cleanups of the effect and of every effect it owns, all of them even when one
 * throws; it then throws that error, or an `AggregateError` when several threw.
 *
 * @example
 * ```ts
 * const stop: Dispose = effect(() => console.log(count.value));
 * stop();
 *
 * {
 *   using logger = effect(() => console.log(count.value));
 *   count.value++; // logs
 * } // stopped here
 * ```
 */
export type Dispose = (() => void) & { readonly [K in DisposeKey]: () => void };

/**
 * `Symbol.dispose`'s type where the TypeScript libs in use declare it (`esnext.disposable` or
 * Node's types), else `never`, which leaves {@link Dispose} a plain function type: the
 * declarations still compile for a project whose libs predate explicit resource management.
 */
type DisposeKey = SymbolConstructor extends { readonly dispose: infer K extends symbol }
  ? K
  : never;

// The key a stop function is disposed through. Where the runtime has no `Symbol.dispose` yet,
// the one TypeScript's, Babel's and esbuild's `using` helpers fall back to.
const DISPOSE: symbol = (Symbol as { dispose?: symbol }).dispose ?? Symbol.for('Symbol.dispose');

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
// How many batches are open: writes flush the effect queue only when none is.
let batchDepth = 0;
// The effect or scope that owns effects created now; disposing it disposes them.
let activeOwner: ReactiveNode | undefined;

// The node classes declare their fields and assign them in the constructor, always in the same
// order (no initialisers): all nodes of a class then share one hidden class, and property reads
// on the hot paths stay monomorphic. The one exception is a signal or computed created with
// options, which gets `_equals` and `_opts` of its own (see `withOptions`).

/** What signals and computeds share: the graph's fields, equality, options and the methods. */
abstract class Readable<T> implements ReactiveNode {
  /** The graph's flags (see ./graph.ts); HOOKED when created with options. */
  declare flags: number;
  /** Computeds only: the links to what the getter read. A signal never reads, so never has them. */
  declare deps: Link | undefined;
  declare depsTail: Link | undefined;
  /** The links to the computeds and effects that read it. */
  declare subs: Link | undefined;
  declare subsTail: Link | undefined;
  /**
   * Decides whether a new value is a change. `Object.is`, from the prototype, unless the node
   * was created with an `equals` option.
   */
  declare _equals: (a: T, b: T) => boolean;
  /** The options it was created with (hooks, name); absent when it was created without. */
  declare _opts: SignalOptions<T> | undefined;
  declare [BRAND]: true;

  constructor(flags: number) {
    this.flags = flags;
    this.subs = undefined;
    this.subsTail = undefined;
  }

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
// Most signals and computeds are created without options: they find the default equality here,
// and have no `_opts`, which keeps them two fields smaller (creating 10^5 signals took about 1.5x
// as long with both fields stored in every node).
const proto = Readable.prototype as Readable<unknown> & { [BRAND]: true };
proto[BRAND] = true;
proto._equals = Object.is;

/**
 * After the subclass constructor has stored its own fields, for a node created with options: it
 * keeps them and their equality; it may have watched/unwatched hooks (the graph calls them only
 * on 0 <-> 1 subscribers, where `callHook` looks them up); a named one is announced to
 * installed devtools.
 */
function withOptions<T>(node: Readable<T>, options: SignalOptions<T>): void {
  node._equals = options.equals ?? Object.is;
  node._opts = options;
  node.flags |= HOOKED;
  if (options.name !== undefined) {
    (globalThis as { __TENDRIL_SIGNALS_DEVTOOLS__?: DevtoolsHook }).__TENDRIL_SIGNALS_DEVTOOLS__?.(
      node as ReadonlySignal<unknown>,
    );
  }
}

/** A writable value. Exported for the extras that subclass it (a selector's key signals). */
export class SignalNode<T> extends Readable<T> implements Signal<T> {
  /** The current value: the last one written. */
  declare _value: T;
  /**
   * While a write is not yet committed (flag DIRTY): the value subscribers last saw, which the
   * new one is compared with when one of them checks. Undefined otherwise.
   */
  declare _seen: T | undefined;

  constructor(value: T, options?: SignalOptions<T>) {
    super(0);
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
  /** The getter's last result, or (flag ERRORED) the error it threw. */
  declare _value: T | undefined;
  /** Computes the value from other nodes; receives the previous value. */
  declare _getter: (previous: T | undefined) => T;

  constructor(getter: (previous: T | undefined) => T, options?: SignalOptions<T>) {
    // ERRORED until the first run: there is no previous value to compare or pass on.
    super(MUTABLE | DIRTY | ERRORED);
    this.deps = undefined;
    this.depsTail = undefined;
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

/**
 * An effect, or a scope (an effect node that never runs: it only owns what its function
 * creates). Also the base of the bindings' nodes, which run a shared body of their own: a
 * tracker (`@tendril/signals/react`) and a `/dom` binding.
 */
export class EffectNode implements ReactiveNode {
  /** WATCHING while it is live (RUNNING added during a run); 0 once disposed. */
  declare flags: number;
  /**
   * The links to what its last run read, in read order, followed by the links to the effects
   * and scopes it owns: each run links again the ones it creates, and drops the others.
   */
  declare deps: Link | undefined;
  declare depsTail: Link | undefined;
  /** The link to its owner (the effect or scope it was created in), or undefined. */
  declare subs: Link | undefined;
  declare subsTail: Link | undefined;
  /**
   * What a run calls, with the node as `this`. Undefined for a scope, and once the node is
   * disposed for good, so that a stop function still held keeps nothing it read alive.
   */
  declare _fn: EffectFn | undefined;
  /** The cleanup its last run returned: called before its next run, or when it is disposed. */
  declare _cleanup: EffectCleanup | undefined;

  constructor(fn: EffectFn | undefined) {
    this.flags = WATCHING;
    this.deps = undefined;
    this.depsTail = undefined;
    this.subs = undefined;
    this.subsTail = undefined;
    this._fn = fn;
    this._cleanup = undefined;
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

/**
 * Ends a tracking run: restores the previous sub and drops the deps that were not read (owned
 * effects that the run did not create again are disposed). Throws what their cleanups threw.
 */
export function endRun(sub: ReactiveNode, prev: ReactiveNode | undefined): void {
  activeSub = prev;
  sub.flags &= ~RUNNING;
  // An effect that disposed itself during the run (flags 0) keeps none of the links that the
  // rest of the run made either.
  rethrow(release(sub.flags ? endTracking(sub) : unlinkFrom(sub.deps, sub)));
}

function refreshComputed<T>(c: ComputedNode<T>, flags: number): void {
  if (flags & RUNNING) {
    const name = c.name;
    throw new Error(
      name === undefined
        ? 'Cycle detected: a computed read its own value while computing it, directly or through ' +
            'computeds that read it. A computed cannot depend on itself: compute it from signals ' +
            'and computeds that do not read it. (Give computeds a `name` option to see which one ' +
            'it is in this message.)'
        : `Cycle detected: the computed "${name}" read its own value while computing it, ` +
            'directly or through computeds that read it. A computed cannot depend on itself: ' +
            `compute "${name}" from signals and computeds that do not read it.`,
    );
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

/**
 * Runs an effect node: its last cleanup, then its function, tracked and owning the effects it
 * creates. A cleanup that throws disposes the effect (as in Preact): it could not be trusted to
 * clean up after another run.
 */
export function runEffect(e: EffectNode): void {
  const cleanup = e._cleanup;
  if (cleanup !== undefined) {
    e._cleanup = undefined;
    try {
      untracked(cleanup);
    } catch (error) {
      disposeAfter(e, error);
    }
    // Its cleanup may have disposed it.
    if (!e.flags) return;
  }
  const prevSub = startRun(e, WATCHING);
  const prevOwner = activeOwner;
  activeOwner = e;
  try {
    // Called as a method: a tracker's or a binding's shared body finds its node as `this`.
    const next = e._fn!();
    if (typeof next === 'function') {
      // A run that disposed its own effect has its cleanup called at once.
      if (e.flags & WATCHING) e._cleanup = next;
      else untracked(next);
    }
  } finally {
    activeOwner = prevOwner;
    endRun(e, prevSub);
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

/**
 * Disposes an effect node: unlinks it from what it read and from its owner, disposes the
 * effects it owns (each with what it owns, depth first, in the order they were created), then
 * runs its own cleanup. Every cleanup runs even when one throws; afterwards the error is
 * thrown, or an AggregateError of all of them. The node keeps its function, so a tracker or a
 * binding can run it again; an effect's or scope's stop function disposes it for good.
 */
export function dispose(node: EffectNode): void {
  rethrow(disposeNode(node));
}

/** `dispose`, returning the errors it caught instead of throwing them. */
function disposeNode(node: EffectNode): unknown[] | undefined {
  node.flags = 0;
  const from = unlinkFrom(node.deps, node);
  // Its owner lets go of it: the graph queues it as an orphan too, which finds it disposed.
  if (node.subs !== undefined) unsubscribe(node);
  // What it owned, and the computeds nobody else reads: while nested in another release (this
  // node's owner is being disposed), their errors are left to that release.
  let failed = release(from);
  const cleanup = node._cleanup;
  if (cleanup !== undefined) {
    node._cleanup = undefined;
    try {
      untracked(cleanup);
    } catch (error) {
      (failed ??= []).push(error);
    }
  }
  return failed;
}

/**
 * Disposes an effect or scope for good: it also lets go of its function, so that whatever that
 * closes over can be collected while the stop function is still held.
 */
function stop(node: EffectNode): unknown[] | undefined {
  node._fn = undefined;
  return disposeNode(node);
}

/** Disposes `e` for good after its run or cleanup threw `error`; throws `error` and the rest. */
function disposeAfter(e: EffectNode, error: unknown): never {
  const more = stop(e);
  throw more === undefined ? error : failure([error, ...more]);
}

/** The stop function's body, bound to its node. */
function stopThis(this: EffectNode): void {
  rethrow(stop(this));
}

/** Throws the errors a disposal caught, if any (see `failure`). */
function rethrow(errors: unknown[] | undefined): void {
  if (errors !== undefined) throw failure(errors);
}

/** What to throw for errors a disposal caught: the one error itself, or an AggregateError. */
function failure(errors: unknown[]): unknown {
  if (errors.length === 1) return errors[0];
  return new AggregateError(
    errors,
    `${errors.length} errors were thrown while effects were being disposed, by their cleanups ` +
      'or by the unwatched option of signals they read. Every effect was still disposed and ' +
      'unsubscribed, and every cleanup ran; each error is in the `errors` property, in the order ' +
      'they were thrown.',
  );
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
          throw new Error(
            `Cycle detected: effects kept triggering each other (or one kept triggering itself) ` +
              `for ${MAX_ROUNDS} rounds after one write, so the flush stopped and the effects ` +
              'still queued did not run. An effect that writes a signal it (or an effect it ' +
              'triggers) reads must stop writing once the value settles; otherwise read that ' +
              'signal with `.peek()` or `untracked()`.',
          );
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
    const flags = node.flags;
    if (flags & MUTABLE) {
      // A computed nobody reads lets go of its deps, so it can be collected while they live;
      // it recomputes on its next read. (A signal has no deps: nothing to do.) The deps this
      // leaves unwatched are queued for the release that called this.
      if (node.deps !== undefined) {
        node.flags = MUTABLE | DIRTY | (flags & (ERRORED | HOOKED));
        unlinkFrom(node.deps, node);
      }
    } else if (flags & WATCHING) {
      // An effect or scope whose owner let go of it: disposed for good. It throws at most its
      // own cleanup's error (the release keeps it); those of what it owned are kept already.
      rethrow(stop(node as EffectNode));
    }
    // Last, so that a hook that throws leaves the node released all the same.
    if (flags & HOOKED) callHook(node, false);
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

/**
 * Hands `node` to the running effect or scope (which disposes it with itself); returns its stop
 * function, disposable with `using`.
 */
function disposer(node: EffectNode): Dispose {
  if (activeOwner !== undefined) link(node, activeOwner);
  // A bound function rather than a closure: it keeps the node and nothing else.
  const stop = stopThis.bind(node) as Dispose & Record<symbol, () => void>;
  stop[DISPOSE] = stop;
  return stop;
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
    disposeAfter(e, error);
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
  const scope = new EffectNode(undefined);
  const prevOwner = activeOwner;
  activeOwner = scope;
  try {
    untracked(fn);
  } catch (error) {
    // The effects `fn` created before it threw are disposed with the scope, not left running.
    disposeAfter(scope, error);
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
