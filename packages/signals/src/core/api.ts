/*
 * The public primitives built on the graph in ./graph.ts: signal, computed, effect, batch,
 * untracked, effectScope and subscribe. Policy lives here (equality, error caching, the
 * effect queue, ownership of nested effects); the graph only moves flags and links.
 */
import {
  activeSub,
  checkDirty,
  dispose,
  endTracking,
  link,
  propagate,
  setActiveSub,
  setHooks,
  shallowPropagate,
  startTracking,
  DIRTY,
  ERRORED,
  MUTABLE,
  PENDING,
  RUNNING,
  WATCHING,
  type Link,
  type ReactiveNode,
} from './graph.ts';

export interface ReadonlySignal<T> {
  readonly value: T;
  /** Reads the value without subscribing the running computed or effect to it. */
  peek(): T;
}

export interface Signal<T> extends ReadonlySignal<T> {
  value: T;
}

export interface SignalOptions<T> {
  /** When it returns true for (old, new), a write or recompute notifies nobody. Default Object.is. */
  equals?: (previous: T, next: T) => boolean;
}

export type EffectCleanup = () => void;
export type EffectFn = () => void | EffectCleanup;
export type Dispose = () => void;

// An effect that re-triggers itself more often than this in one flush is a cycle.
const MAX_RERUNS = 100;

let batchDepth = 0;
// The effect or scope that owns effects created now; disposing it disposes them.
let activeOwner: ReactiveNode | undefined;

class SignalNode<T> implements ReactiveNode, Signal<T> {
  flags = 0;
  deps: Link | undefined = undefined;
  depsTail: Link | undefined = undefined;
  subs: Link | undefined = undefined;
  subsTail: Link | undefined = undefined;

  constructor(
    public _value: T,
    public _equals: (a: T, b: T) => boolean,
  ) {}

  get value(): T {
    if (activeSub !== undefined) link(this, activeSub);
    return this._value;
  }

  set value(next: T) {
    if (activeSub !== undefined && activeSub.flags & MUTABLE) {
      throw new Error('Cannot write to a signal inside a computed: computeds must be pure');
    }
    if (!this._equals(this._value, next)) {
      this._value = next;
      const subs = this.subs;
      if (subs !== undefined) {
        propagate(subs);
        if (!batchDepth) flush();
      }
    }
  }

  peek(): T {
    return this._value;
  }
}

class ComputedNode<T> implements ReactiveNode, ReadonlySignal<T> {
  // ERRORED until the first run: there is no previous value to compare or pass on.
  flags = MUTABLE | DIRTY | ERRORED;
  deps: Link | undefined = undefined;
  depsTail: Link | undefined = undefined;
  subs: Link | undefined = undefined;
  subsTail: Link | undefined = undefined;
  _value: T | undefined = undefined;

  constructor(
    public _getter: (previous: T | undefined) => T,
    public _equals: (a: T, b: T) => boolean,
  ) {}

  get value(): T {
    const flags = this.flags;
    if (flags & (DIRTY | PENDING | RUNNING)) refreshComputed(this, flags);
    if (activeSub !== undefined) link(this, activeSub);
    if (this.flags & ERRORED) throw this._value;
    return this._value as T;
  }

  peek(): T {
    const prev = setActiveSub(undefined);
    try {
      return this.value;
    } finally {
      setActiveSub(prev);
    }
  }
}

class EffectNode implements ReactiveNode {
  flags = WATCHING;
  deps: Link | undefined = undefined;
  depsTail: Link | undefined = undefined;
  subs: Link | undefined = undefined;
  subsTail: Link | undefined = undefined;
  _cleanup: EffectCleanup | undefined = undefined;
  // Loop guard: which flush last ran this effect, and how many times it re-ran there.
  _flush = 0;
  _reruns = 0;

  constructor(public _fn: EffectFn) {}
}

function refreshComputed<T>(c: ComputedNode<T>, flags: number): void {
  if (flags & RUNNING) {
    throw new Error('Cycle detected: a computed depends on its own value');
  }
  if (flags & DIRTY || checkDirty(c.deps!, c)) {
    if (updateComputed(c) && c.subs !== undefined) shallowPropagate(c.subs);
  } else c.flags = flags & ~PENDING;
}

/** Recomputes; returns whether the value (or error) changed. Errors are cached as the value. */
function updateComputed<T>(c: ComputedNode<T>): boolean {
  const wasErrored = c.flags & ERRORED;
  const previous = c._value;
  const prevSub = startTracking(c, MUTABLE);
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
    endTracking(c, prevSub);
  }
}

function runEffect(e: EffectNode): void {
  runCleanup(e);
  const prevSub = startTracking(e, WATCHING);
  const prevOwner = activeOwner;
  activeOwner = e;
  try {
    const cleanup = e._fn();
    if (typeof cleanup === 'function') {
      // An effect that disposed itself while running gets its cleanup called at once.
      if (e.flags & WATCHING) e._cleanup = cleanup;
      else cleanup();
    }
  } finally {
    activeOwner = prevOwner;
    endTracking(e, prevSub);
  }
}

function runCleanup(node: ReactiveNode): void {
  const cleanup = (node as EffectNode)._cleanup;
  if (cleanup !== undefined) {
    (node as EffectNode)._cleanup = undefined;
    const prevSub = setActiveSub(undefined);
    try {
      cleanup();
    } finally {
      setActiveSub(prevSub);
    }
  }
}

// The effect queue: a flat array walked by index, reused across flushes.
const queue: (EffectNode | undefined)[] = [];
let head = 0;
let tail = 0;
let flushing = false;
let flushCount = 0;

function flush(): void {
  if (flushing) return;
  flushing = true;
  const id = ++flushCount;
  let failed = false;
  let firstError: unknown;
  try {
    while (head < tail) {
      const e = queue[head]!;
      queue[head++] = undefined;
      const flags = e.flags;
      if (flags & DIRTY || (flags & PENDING && checkDirty(e.deps!, e))) {
        try {
          if (e._flush !== id) {
            e._flush = id;
            e._reruns = 0;
          } else if (++e._reruns > MAX_RERUNS) {
            e.flags = WATCHING;
            throw new Error('Cycle detected: an effect keeps re-triggering itself');
          }
          runEffect(e);
        } catch (error) {
          // One failing effect must not starve the others; the first error is rethrown.
          if (!failed) {
            failed = true;
            firstError = error;
          }
        }
      } else e.flags = flags & ~PENDING;
    }
  } finally {
    head = tail = 0;
    flushing = false;
  }
  if (failed) throw firstError;
}

setHooks(
  (e) => {
    queue[tail++] = e as EffectNode;
  },
  (c) => updateComputed(c as ComputedNode<unknown>),
  runCleanup,
);

/** A writable reactive value. */
export function signal<T>(value: T, options?: SignalOptions<T>): Signal<T>;
export function signal<T = undefined>(): Signal<T | undefined>;
export function signal<T>(value?: T, options?: SignalOptions<T>): Signal<T | undefined> {
  return new SignalNode(value as T, options?.equals ?? Object.is) as Signal<T | undefined>;
}

/**
 * A value derived from other signals, recomputed lazily when read after a dependency
 * changed. The getter receives the previous value. A thrown error is cached and rethrown
 * on every read until a dependency changes.
 */
export function computed<T>(
  getter: (previous: T | undefined) => T,
  options?: SignalOptions<T>,
): ReadonlySignal<T> {
  return new ComputedNode(getter, options?.equals ?? Object.is);
}

/**
 * Runs `fn` now and again whenever a signal it read changes (after the outermost batch).
 * `fn` may return a cleanup, called before the next run and on dispose. Effects created
 * while another effect or a scope runs are owned by it and disposed with it.
 */
export function effect(fn: EffectFn): Dispose {
  const e = new EffectNode(fn);
  if (activeOwner !== undefined) link(e, activeOwner);
  ++batchDepth;
  try {
    runEffect(e);
  } catch (error) {
    dispose(e);
    throw error;
  } finally {
    if (!--batchDepth) flush();
  }
  return () => dispose(e);
}

/** Runs `fn` with writes deferred: effects run once, after the outermost batch ends. */
export function batch<T>(fn: () => T): T {
  ++batchDepth;
  try {
    return fn();
  } finally {
    if (!--batchDepth) flush();
  }
}

/** Runs `fn` without subscribing the running computed or effect to what it reads. */
export function untracked<T>(fn: () => T): T {
  const prev = setActiveSub(undefined);
  try {
    return fn();
  } finally {
    setActiveSub(prev);
  }
}

/** Runs `fn`; every effect created inside it (at any depth) is disposed by the returned function. */
export function effectScope(fn: () => void): Dispose {
  const scope: ReactiveNode = {
    flags: 0,
    deps: undefined,
    depsTail: undefined,
    subs: undefined,
    subsTail: undefined,
  };
  if (activeOwner !== undefined) link(scope, activeOwner);
  const prevOwner = activeOwner;
  const prevSub = setActiveSub(undefined);
  activeOwner = scope;
  try {
    fn();
  } finally {
    activeOwner = prevOwner;
    setActiveSub(prevSub);
  }
  return () => dispose(scope);
}

/**
 * Calls `fn(value, previous)` after each change of `source` (not for the current value).
 * For code outside the reactive world: stores, loggers, framework bindings.
 */
export function subscribe<T>(
  source: ReadonlySignal<T>,
  fn: (value: T, previous: T) => void,
): Dispose {
  let started = false;
  let previous: T;
  return effect(() => {
    const value = source.value;
    if (started) {
      const before = previous;
      previous = value;
      untracked(() => fn(value, before));
    } else {
      started = true;
      previous = value;
    }
  });
}

export function isSignal(value: unknown): value is ReadonlySignal<unknown> {
  return value instanceof SignalNode || value instanceof ComputedNode;
}
