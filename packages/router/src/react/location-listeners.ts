/*
 * One graph effect per router tells every mounted link that the location changed. A link asks
 * React (useSyncExternalStore) to compare its own small snapshot, so only the links whose
 * state changed re-render. A computed and an effect per link cost a node and two graph links
 * each on the first render, 50 to a page, and a graph walk through all of them per navigation;
 * this costs a Set entry per link, added after the first commit.
 */
import { effect } from '@tendril/signals';
import type { Router } from '../core/router.ts';

interface Shared {
  readonly listeners: Set<() => void>;
  readonly stop: () => void;
}

const byRouter = new WeakMap<Router, Shared>();

/**
 * Calls `onChange` after every change of `router.location`, until the returned function is
 * called. The shared effect stops with its last listener, leaving no subscriber on the router.
 */
export function subscribeToLocation(router: Router, onChange: () => void): () => void {
  let shared = byRouter.get(router);
  if (shared === undefined) {
    const listeners = new Set<() => void>();
    let started = false;
    const stop = effect(() => {
      void router.location.value;
      // A listener only asks React to compare a snapshot later (read with peek): it tracks
      // nothing here.
      if (started) listeners.forEach((listener) => listener());
      started = true;
    });
    byRouter.set(router, (shared = { listeners, stop }));
  }
  const { listeners, stop } = shared;
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0 && byRouter.get(router) === shared) {
      byRouter.delete(router);
      stop();
    }
  };
}
