/*
 * React bindings over useSyncExternalStore: no compiler transform, no patched React.
 * Every subscription a hook makes is an effect disposed when the component unmounts; a
 * module-level count of live subscriptions lets tests prove that nothing leaks.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
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
} from '../index.ts';

let live = 0;

/** How many hook subscriptions are live right now (for leak tests and devtools). */
export function liveSubscriptionCount(): number {
  return live;
}

function watch(source: ReadonlySignal<unknown>, onChange: () => void): () => void {
  live++;
  let started = false;
  const dispose = effect(() => {
    try {
      source.value;
    } catch {
      // A computed that throws still notifies: React re-reads it and the error reaches
      // the nearest error boundary through the snapshot.
    }
    if (started) untracked(onChange);
    started = true;
  });
  return () => {
    live--;
    dispose();
  };
}

/** Reads a signal or computed and re-renders the component when it changes. */
export function useValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback((onChange: () => void) => watch(source, onChange), [source]);
  const snapshot = () => source.peek();
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** A signal owned by the component, created once. */
export function useSignal<T>(initial: T): Signal<T> {
  return useState(() => signal(initial))[0];
}

/**
 * A computed owned by the component. It is recreated when `deps` change (list the props
 * and state the getter closes over); signals it reads are tracked as usual.
 */
export function useComputed<T>(getter: () => T, deps: readonly unknown[] = []): ReadonlySignal<T> {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists the getter's inputs
  return useMemo(() => computed(getter), deps);
}

/**
 * An effect owned by the component: it runs after mount, again whenever a signal it read
 * changes, and is disposed (cleanup included) on unmount. It always calls the latest `fn`.
 */
export function useSignalEffect(fn: EffectFn): void {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  useEffect(() => {
    live++;
    const dispose = effect(() => latest.current());
    return () => {
      live--;
      dispose();
    };
  }, []);
}
