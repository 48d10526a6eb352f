/*
 * How links and `useParams` hear of navigations: a plain router listener for commit events
 * (when the location, the match or the modal changes). Each then asks React
 * (useSyncExternalStore) to compare its own small snapshot, read with peek, so only the
 * components whose value changed re-render. A computed and an effect per component cost a node
 * and two graph links each on their first render (50 links to a page) and a graph walk through
 * all of them per navigation. Not a graph effect either: one made while a link mounts inside
 * someone's effect (a flushSync there) would belong to that effect, and die with its next run.
 */
import type { Router } from '../core/router.ts';

/** Calls `onChange` after every navigation `router` commits, until the returned function is called. */
export function subscribeToRouter(router: Router, onChange: () => void): () => void {
  return router.subscribe((event) => {
    if (event.type === 'commit') onChange();
  });
}
