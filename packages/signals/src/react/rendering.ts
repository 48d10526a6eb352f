/*
 * Which observer component is rendering right now, if any: the development warning reads it to
 * stay quiet. Its own module, shared by observer.ts and dev.ts, outside the hooks that an app's
 * first load may use.
 */
import type { Tracker } from './tracker.ts';

/** The observer component rendering right now (and so tracking), if any. */
export let rendering: Tracker | undefined;

/** Sets `rendering`; returns the previous one, to restore. */
export function setRendering(t: Tracker | undefined): Tracker | undefined {
  const prev = rendering;
  rendering = t;
  return prev;
}
