/*
 * React bindings over useSyncExternalStore: no compiler transform, no patched React.
 *
 * The recommended idiom is `observer(Component)`: one tracker per component (one graph
 * effect, one useSyncExternalStore subscription), whatever the render reads with `.value`.
 * Its shape follows mobx-react-lite's `observer` (a wrapper brackets the render exactly, so
 * nothing read by another component is attributed to this one); see ./tracker.ts for how it
 * tracks and the package README for why not a `useSignals()` call as in @preact/signals-react.
 * `useValue` remains for components that are not wrapped. Every subscription is an effect
 * disposed when the component unmounts, so an unmounted component leaves no subscriber.
 * useComputed and useSignal follow Preact Signals' hooks of the same names.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type DependencyList,
  type ReactNode,
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
import { installDevWarning } from './dev.ts';
import { rendering, setRendering, Tracker } from './tracker.ts';

if (process.env.NODE_ENV !== 'production') installDevWarning();

interface Box {
  t: Tracker;
}
const track = (): Box => ({ t: new Tracker() });
const renew = (box: Box): Box => ({ t: box.t });
// On the server and while hydrating: render untracked (nothing to subscribe to).
const server = (): number => -1;
const NONE: DependencyList = [];

/**
 * Makes a function component re-render when any signal it read with `.value` (or
 * `useValue`) during its last render changes. One tracker per component instance: one graph
 * effect and one `useSyncExternalStore` subscription, however many signals it reads, all
 * disposed on unmount. A signal written inside `startTransition` re-renders it as part of
 * the transition; a change during a concurrent render makes React re-render synchronously
 * rather than commit a torn frame. On the server it reads values without subscribing.
 * It does not memoise: wrap the result in `memo` for that.
 *
 * @param component - the function component to track.
 * @returns a component with the same props (and `displayName`).
 * @example
 * ```tsx
 * const todos = signal<string[]>([]);
 * const Header = observer(function Header() {
 *   return <h1>{todos.value.length} todos</h1>;
 * });
 * const Row = memo(observer(({ id }: { id: number }) => <li>{byId(id).label.value}</li>));
 * ```
 */
export function observer<P extends object>(
  component: (props: P) => ReactNode,
): (props: P) => ReactNode {
  const Observer = (props: P): ReactNode => {
    // One state hook holds the tracker; a new box re-renders (the box is the state).
    const [box, rerender] = useReducer(renew, undefined, track);
    const t = box.t;
    t.rerender = rerender;
    const snapshot = useSyncExternalStore(t.sub, t.snap, server);
    if (snapshot < 0) {
      const prev = setRendering(t);
      try {
        return component(props);
      } finally {
        setRendering(prev);
      }
    }
    return t.run(() => component(props));
  };
  Observer.displayName = (component as { displayName?: string }).displayName || component.name;
  return Observer;
}

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
 * Reads a signal or computed and re-renders the component when its value changes. Inside an
 * {@link observer} component it is the same as reading `.value` (the component's tracker
 * watches it); elsewhere it is its own subscription.
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
  // Inside an observer render the component's tracker already watches what it reads: no
  // hooks (a component is always or never wrapped, so its hook order is stable).
  if (rendering) return source.value;
  // eslint-disable-next-line react-hooks/rules-of-hooks -- see above
  const subscribe = useCallback((onChange: () => void) => watch(source, onChange), [source]);
  const snapshot = () => source.peek();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- see above
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
