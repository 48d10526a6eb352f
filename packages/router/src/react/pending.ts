/*
 * The timing of a route's pending view, so it never flashes: a load that ends within
 * `showAfterMs` never shows it; once shown it stays `minimumMs`; each switch fades in over
 * `transitionMs`.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { fadeIn } from './fade.ts';

/** The timing of a pending view. */
export interface PendingTiming {
  /** Once shown, the pending view stays at least this long (ms). */
  minimumMs: number;
  /** Fade-in time (ms) when switching between the pending view and the content. */
  transitionMs: number;
  /** Loads that finish within this time (ms) never show the pending view. */
  showAfterMs: number;
}

/** Whether to show the pending view now, and the box that fades when it switches. */
export function usePendingView(
  loading: boolean,
  { minimumMs, transitionMs, showAfterMs }: PendingTiming,
): { showing: boolean; box: RefObject<HTMLDivElement | null> } {
  const [showing, setShowing] = useState(false);
  const shownAt = useRef(0);
  const box = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useLayoutEffect(() => {
    if (first.current) first.current = false;
    else fadeIn(box.current, transitionMs);
  }, [showing, transitionMs]);

  useEffect(() => {
    if (loading && !showing) {
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setShowing(true);
      }, showAfterMs);
      return () => clearTimeout(timer);
    }
    if (!loading && showing) {
      const remaining = minimumMs - (Date.now() - shownAt.current);
      const timer = setTimeout(() => setShowing(false), Math.max(0, remaining));
      return () => clearTimeout(timer);
    }
  }, [loading, showing, minimumMs, showAfterMs]);

  return { showing, box };
}
