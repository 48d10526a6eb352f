/*
 * One router listener tells every mounted link and `useParams` that the router committed a
 * navigation (the location, the match or the modal changed). Each asks React
 * (useSyncExternalStore) to compare its own small snapshot, read with peek, so only the
 * components whose value changed re-render. A computed and an effect per component cost a node
 * and two graph links each on their first render (50 links to a page) and a graph walk through
 * all of them per navigation; this costs a Set entry per component, added after its first
 * commit. It is a plain router listener, not a graph effect: an effect made while the first
 * link mounts inside someone's effect (a flushSync there) would belong to that effect, and die
 * with its next run.
 */
import type { Router } from '../core/router.ts';

interface Shared {
  readonly listeners: Set<() => void>;
  readonly stop: () => void;
}

const byRouter = new WeakMap<Router, Shared>();

/**
 * Calls `onChange` after every navigation `router` commits (which is when `router.location`,
 * `router.match` and `router.portal` change), until the returned function is called. The
 * router listener is shared and removed with its last listener.
 */
export function subscribeToRouter(router: Router, onChange: () => void): () => void {
  let shared = byRouter.get(router);
  if (shared === undefined) {
    const listeners = new Set<() => void>();
    const stop = router.subscribe((event) => {
      // A listener only asks React to compare a snapshot later (read with peek).
      if (event.type === 'commit') listeners.forEach((listener) => listener());
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
