import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { computed } from '@tendril/signals';
import { useValue } from '@tendril/signals/react';
import { useRouter } from './context.ts';
import { fadeIn } from './fade.ts';

/** Props of `LoadingBoundary`. */
export interface LoadingBoundaryProps {
  /**
   * Loader names to wait for.
   * @default undefined — every loader of the matched route chain.
   */
  loaders?: readonly string[];
  /** Shown instead of `children` while the data loads for the first time. */
  fallback: ReactNode;
  children?: ReactNode;
  /**
   * Once shown, the fallback stays at least this long (ms), so it never flickers.
   * @default 300
   */
  minimumMs?: number;
  /**
   * Fade-in time (ms) when switching between fallback and content.
   * @default 200
   */
  transitionMs?: number;
  /**
   * Loads that finish within this time (ms) never show the fallback at all.
   * @default 100
   */
  showAfterMs?: number;
}

/**
 * Shows `fallback` while the route's data is loading for the first time (a background
 * refresh of data already on screen does not count), without flashing it for fast loads.
 *
 * @example
 * ```tsx
 * <LoadingBoundary fallback={<ProductSkeleton />}>
 *   <Outlet />
 * </LoadingBoundary>
 * ```
 */
export function LoadingBoundary({
  loaders,
  fallback,
  children,
  minimumMs = 300,
  transitionMs = 200,
  showAfterMs = 100,
}: LoadingBoundaryProps) {
  const router = useRouter();
  const key = loaders?.join('\n');
  const loading = useValue(
    useMemo(
      () =>
        computed(() => {
          const names =
            key !== undefined
              ? key.split('\n')
              : (router.match.value?.chain.flatMap((r) => router.loadersOf(r)) ?? []);
          return (
            router.hasData &&
            names.some((name) => {
              const state = router.data.loaderState(name).value;
              return state.status === 'loading' && state.data === undefined;
            })
          );
        }),
      [router, key],
    ),
  );
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

  return (
    <div ref={box} aria-busy={loading || undefined}>
      {showing ? fallback : children}
    </div>
  );
}
