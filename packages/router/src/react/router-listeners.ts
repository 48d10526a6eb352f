/*
 * One graph effect per router tells every mounted link and `useParams` that the location, the
 * match or the modal changed. Each asks React (useSyncExternalStore) to compare its own small
 * snapshot, read with peek, so only the components whose value changed re-render. A computed
 * and an effect per component cost a node and two graph links each on their first render (50
 * links to a page) and a graph walk through all of them per navigation; this costs a Set entry
 * per component, added after its first commit.
 */
import { effect } from '@tendril/signals';
import type { Router } from '../core/router.ts';

interface Shared {
  readonly listeners: Set<() => void>;
  readonly stop: () => void;
}

const byRouter = new WeakMap<Router, Shared>();

/**
 * Calls `onChange` after every change of `router.location`, `router.match` or `router.portal`
 * (once for a navigation that changes several), until the returned function is called. The
 * shared effect stops with its last listener, leaving no subscriber on the router.
 */
export function subscribeToRouter(router: Router, onChange: () => void): () => void {
  let shared = byRouter.get(router);
  if (shared === undefined) {
    const listeners = new Set<() => void>();
    let started = false;
    const stop = effect(() => {
      void router.location.value;
      void router.match.value;
      void router.portal.value;
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
