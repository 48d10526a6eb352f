/*
 * Ends the core's hydration phase (core/hydration.ts) for React apps, so no store needs a call of
 * its own. Not at the first hydrating commit: React hydrates each Suspense boundary of the
 * server's HTML in a later render of its own (at its lowest priority), and a boundary that
 * hydrated after the stored values were applied would not match its HTML. So the phase ends once
 * the page is idle (no task waiting: React's hydration work is tasks) after a hydrating commit,
 * and each hydrating commit meanwhile puts the end off again. A part whose code is still on the
 * network when the page goes idle hydrates after the end: preload such code before hydrating.
 */
import { endHydration } from '../index.ts';

// 0: no end planned; 1: planned; 2: planned, and a binding hydrated since.
let planned = 0;

const idle = (fn: () => void): unknown =>
  typeof requestIdleCallback == 'function' ? requestIdleCallback(fn) : setTimeout(fn, 50);

function end(): void {
  if (planned > 1) {
    planned = 1;
    idle(end);
  } else {
    planned = 0;
    endHydration();
  }
}

/** Called after a commit in which a binding hydrated (in the browser only). */
export function hydrated(): void {
  if (planned) planned = 2;
  else {
    planned = 1;
    idle(end);
  }
}
