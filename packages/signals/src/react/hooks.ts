/*
 * The hooks: useValue (a subscription of its own, for components without observer), useSignal, useComputed,
 * useSignalEffect. Every subscription a hook makes is an effect disposed when the component
 * unmounts. useComputed and useSignal follow Preact Signals' hooks of the same names.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type DependencyList,
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
import { hydrated } from './hydrated.ts';

const NONE: DependencyList = [];

/**
 * In the browser, what each signal held when hydration first read it. A part of the page that
 * hydrates later (its code still on its way) must render what the server's HTML shows, not
 * what the signal holds by then (React would report a mismatch and render the part anew);
 * React re-renders it with the live value right after. A server renders the live value.
 */
const firstHydrated = new WeakMap<ReadonlySignal<unknown>, unknown>();

/**
 * Whether a useValue hydrated since the last subscription. React subscribes after the commit,
 * so the subscription that finds it set tells the hydration phase (./hydrated.ts).
 */
let hydrating = false;

function watch(source: ReadonlySignal<unknown>, onChange: () => void): () => void {
  if (hydrating) {
    hydrating = false;
    hydrated();
  }
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

/** Options of `useValue`. */
export interface UseValueOptions<S> {
  /**
   * What a server render shows, and so what hydration starts from: for state only the browser
   * knows (storage, `navigator`, a service worker), whose live value would not match the
   * server's HTML. Once hydrated, the component re-renders with the live value. It may be of
   * another type than the signal's (`null` for "not read yet"). For a store many components
   * read (a `persist`ed signal), apply the browser's value with `afterHydration` instead: every
   * reader then hydrates without this option.
   * @default undefined when options are given; without options, on a server the live value,
   * and in the browser the value the signal held when hydration first read it (so a part that
   * hydrates late still matches the server's HTML)
   */
  serverValue?: S;
}

/**
 * Reads a signal or computed and re-renders the component when its value changes: its own
 * subscription, for components that are not wrapped in `observer`. Inside an `observer`
 * component read `.value` instead (useValue works there too, as one more subscription).
 *
 * @param source - the signal or computed to read.
 * @param options - `serverValue`, for state a server cannot know. @default {}
 * @returns its current value.
 * @example
 * ```tsx
 * const count = signal(0);
 * function Count() {
 *   return <output>{useValue(count)}</output>;
 * }
 * // Stored in the browser: a page rendered on a server shows, and hydrates, the default.
 * const theme = signal(localStorage.getItem('theme') ?? 'light');
 * function ThemeName() {
 *   return <span>{useValue(theme, { serverValue: 'light' })}</span>;
 * }
 * ```
 */
export function useValue<T, S = T>(source: ReadonlySignal<T>, options?: UseValueOptions<S>): T | S {
  const subscribe = useCallback((onChange: () => void) => watch(source, onChange), [source]);
  const snapshot = (): T => source.peek();
  return useSyncExternalStore<T | S>(subscribe, snapshot, () => {
    // Only a server render and hydration ask: in the browser, this binding hydrates.
    hydrating = true;
    return options
      ? (options.serverValue as S)
      : typeof window > 'u'
        ? snapshot()
        : // The first read during hydration is kept (a chain, not a helper: this is on every
          // app's first load).
          ((firstHydrated.has(source) ? firstHydrated : firstHydrated.set(source, snapshot())).get(
            source,
          ) as T);
  });
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
 * A computed owned by the component. It tracks exactly two things:
 * - the signals `fn` reads (it recomputes lazily when one changes, as `computed` does), and
 * - `deps`, compared with `Object.is` one by one as `useMemo` does: when one changed since
 *   the last render, the component gets a new computed, so the next read recomputes.
 * Props or state that `fn` reads but `deps` does not list are *not* tracked: `fn` is always
 * the latest render's closure, so they are current when a signal makes it recompute, but a
 * change of theirs alone does not. List them in `deps`.
 *
 * @param fn - computes the value from signals (and from props/state listed in `deps`).
 * @param deps - the props and state `fn` reads. @default [] (signals only)
 * @param options - as for `computed`: equals, watched/unwatched, name. @default {}
 * @example
 * ```tsx
 * const Todo = observer(function Todo({ id }: { id: string }) {
 *   const todo = useComputed(() => todos.value.find((t) => t.id === id), [id]);
 *   return <li>{todo.value?.title}</li>;
 * });
 * ```
 */
export function useComputed<T>(
  fn: () => T,
  deps: DependencyList = NONE,
  options?: SignalOptions<T>,
): ReadonlySignal<T> {
  const state = useMemo(
    () => {
      const box = { fn };
      return { box, computed: computed(() => box.fn(), options) };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, as useMemo's
    deps,
  );
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
