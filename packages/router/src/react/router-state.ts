/*
 * The one way router state reaches React: every hook and component of this layer reads the
 * router through `useRouterState(select)`. `select` reads what it needs from the router (its
 * signals with `.value`: the location, the match, the modal, a loader's state) and returns
 * what the component shows; the component re-renders only when that changes (by `equals`).
 *
 * How. React's `useSyncExternalStore` asks for the value on every render, so `select` always
 * runs with the render's own props (a link whose `to` changed is right at once). Its
 * subscription is one graph effect per component, which tracks what `select` read and tells
 * React only when the value it now selects differs: after a navigation, the links whose
 * active state did not change cost a string comparison each and no render. No computed node:
 * the effect holds the last value itself.
 */
import { useCallback, useRef, useSyncExternalStore, type DependencyList } from 'react';
import { effect, untracked } from '@tendril/signals';
import { useRouter } from './context.ts';
import type { Router } from './routes.ts';

const NONE: DependencyList = [];

/**
 * What `select` returns from the router, re-rendering the component when it changes.
 *
 * @param select - reads the router (signals with `.value`, so they are tracked).
 * @param equals - when two selected values count as the same. @default Object.is
 * @param sources - what decides which signals `select` reads (the loader handle of
 *   `useLoader`): when one changes, the subscription starts again on what `select` reads now.
 *   @default [] (the same signals on every render)
 * @param serverSelect - what the server rendered, read instead of `select` while React hydrates
 *   (and renders on a server), when it gives a value: the page then hydrates as the server
 *   wrote it even if the state has moved on meanwhile, and React renders the change after.
 *   It must return the same value each time. @default undefined (`select` itself)
 */
export function useRouterState<T>(
  select: (router: Router) => T,
  equals: (a: T, b: T) => boolean = Object.is,
  sources: DependencyList = NONE,
  serverSelect?: (router: Router) => T | undefined,
): T {
  const router = useRouter();
  // The latest render's select and what it returned: the subscription compares against them.
  const latest = useRef<{ select: (router: Router) => T; value: T } | undefined>(undefined);
  const snapshot = (): T => {
    const value = untracked(() => select(router));
    const last = latest.current;
    if (last && equals(last.value, value)) {
      last.select = select;
      return last.value;
    }
    latest.current = { select, value };
    return value;
  };
  const subscribe = useCallback(
    (onChange: () => void) =>
      effect(() => {
        const last = latest.current!;
        let changed = true;
        try {
          // Tracked here: the signals this select reads are what the component depends on.
          changed = !equals(last.value, last.select(router));
        } catch {
          // React reads it again and the error reaches the nearest error boundary.
        }
        if (changed) untracked(onChange);
      }),
    // `sources` stands for what `select` reads; `equals` is fixed per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [router, ...sources],
  );
  const serverSnapshot = () => {
    const value = serverSelect && untracked(() => serverSelect(router));
    if (value === undefined) return snapshot();
    // What this render shows: React subscribes before it reads the browser's snapshot, and the
    // subscription's first run compares against it (and tracks what `select` reads).
    latest.current = { select, value };
    return value;
  };
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
