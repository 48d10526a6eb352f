/*
 * React bindings over useSyncExternalStore: no compiler transform, no patched React.
 * Every subscription a hook makes is an effect disposed when the component unmounts, so an
 * unmounted component leaves no subscriber in the graph. useComputed and useSignal follow
 * Preact Signals' hooks of the same names.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  computed,
  effect,
  signal,
  untracked,
  type EffectFn,
  type ReadonlySignal,
  type Signal,
  type SignalOptions,
} from '../index.ts';

function watch(source: ReadonlySignal<unknown>, onChange: () => void): () => void {
  let started = false;
  return effect(() => {
    try {
      source.value;
    } catch {
      // A computed that throws still notifies: React re-reads it and the error reaches
      // the nearest error boundary through the snapshot.
    }
    if (started) untracked(onChange);
    started = true;
  });
}

/**
 * Reads a signal or computed and re-renders the component when its value changes.
 *
 * @param source - the signal or computed to read.
 * @returns its current value.
 * @example
 * ```tsx
 * const count = signal(0);
 * function Count() {
 *   return <output>{useValue(count)}</output>;
 * }
 * ```
 */
export function useValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback((onChange: () => void) => watch(source, onChange), [source]);
  const snapshot = () => source.peek();
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * A signal owned by the component, created once with the first render's `value` and `options`
 * (later values are ignored: write `.value` to change it).
 *
 * @param value - the initial value. @default undefined
 * @param options - as for `signal`: equals, watched/unwatched, name. @default {}
 * @example
 * ```tsx
 * function Counter() {
 *   const count = useSignal(0, { name: 'count' });
 *   return <button onClick={() => count.value++}>{useValue(count)}</button>;
 * }
 * ```
 */
export function useSignal<T>(value: T, options?: SignalOptions<T>): Signal<T>;
export function useSignal<T = undefined>(): Signal<T | undefined>;
export function useSignal<T>(value?: T, options?: SignalOptions<T>): Signal<T | undefined> {
  return useState(() => signal(value as T, options) as Signal<T | undefined>)[0];
}

/**
 * A computed owned by the component, created once. No deps array: the getter always runs the
 * latest render's closure, so props and state it reads are current whenever it recomputes
 * (it recomputes when a signal it read changes, as in Preact).
 *
 * @param fn - computes the value from signals (and the latest props/state).
 * @param options - as for `computed`: equals, watched/unwatched, name. @default {}
 * @example
 * ```tsx
 * function Total({ tax }: { tax: number }) {
 *   const total = useComputed(() => cart.value.sum * (1 + tax));
 *   return <output>{useValue(total)}</output>;
 * }
 * ```
 */
export function useComputed<T>(fn: () => T, options?: SignalOptions<T>): ReadonlySignal<T> {
  const [state] = useState(() => {
    const box = { fn };
    return { box, computed: computed(() => box.fn(), options) };
  });
  // The latest closure, kept in a box the computed reads through: a render-time write, as
  // Preact does, so the first read after a re-render already uses the new props.
  state.box.fn = fn;
  return state.computed;
}

/**
 * An effect owned by the component: it runs after mount, again whenever a signal it read
 * changes, and is disposed (cleanup included) on unmount. It always calls the latest `fn`.
 *
 * @param fn - the effect body; may return a cleanup.
 * @example
 * ```tsx
 * function Title() {
 *   useSignalEffect(() => {
 *     document.title = `${unread.value} unread`;
 *   });
 *   return null;
 * }
 * ```
 */
export function useSignalEffect(fn: EffectFn): void {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  useEffect(() => effect(() => latest.current()), []);
}
