/*
 * Navigation timings as a signal, fed by the router's `commit` events. The listener lives in an
 * effect, so it belongs to the effect scope (or effect) it was created in, like the timers of
 * `@tendril/signals/time`: disposing that scope stops it, as does `dispose()`.
 */
import { computed, effect, signal, type ReadonlySignal } from '@tendril/signals';
import { navigationTiming, SLOW_NAVIGATION_MS, type NavigationTiming } from './timing.ts';
import type { RouterEvent } from '../core/types.ts';

/** Anything with the router's `subscribe` (a `Router`, or a stand-in in tests). */
export interface RouterEvents {
  subscribe(listener: (event: RouterEvent) => void): () => void;
}

/** Options of `trackNavigations`. */
export interface TrackNavigationsOptions {
  /** Navigations slower than this, in ms, are flagged `slow`. @default 1000 */
  slowMs?: number;
  /** How many timings are kept, oldest dropped first. @default 100 */
  max?: number;
}

/** The committed navigations' timings, newest last, and a way to stop listening. */
export interface NavigationTimings extends ReadonlySignal<readonly NavigationTiming[]> {
  /** The newest navigation, or undefined before the first one. */
  readonly last: ReadonlySignal<NavigationTiming | undefined>;
  /** How many of the kept navigations were slow. */
  readonly slowCount: ReadonlySignal<number>;
  /** Forgets the kept timings (it keeps listening). */
  clear(): void;
  /** Stops listening; the kept timings stay readable. */
  dispose(): void;
}

/** Timings kept by default. */
export const MAX_NAVIGATION_TIMINGS = 100;

/**
 * Records how long each committed navigation took, as a signal of timings (newest last),
 * flagging those over `slowMs` as slow.
 *
 * @param router - the router whose navigations are timed.
 * @param options - threshold and how many to keep. @default { slowMs: 1000, max: 100 }
 * @example
 * ```ts
 * const timings = trackNavigations(router);
 * await router.navigate('/cart');
 * timings.last.value; // { href: '/cart', durationMs: 12, slow: false, at: 1732280000000 }
 * effect(() => {
 *   if (timings.last.value?.slow) console.warn('slow navigation', timings.last.value.href);
 * });
 * timings.dispose();
 * ```
 */
export function trackNavigations(
  router: RouterEvents,
  { slowMs = SLOW_NAVIGATION_MS, max = MAX_NAVIGATION_TIMINGS }: TrackNavigationsOptions = {},
): NavigationTimings {
  const list = signal<readonly NavigationTiming[]>([]);

  const dispose = effect(() =>
    router.subscribe((event) => {
      if (event.type !== 'commit') return;
      const timing = navigationTiming(event.to.href, event.durationMs, slowMs);
      list.value = [...list.peek(), timing].slice(-max);
    }),
  );

  // Typed read-only: only the listener above writes the list (as `@tendril/signals/time` does).
  return Object.assign(list, {
    last: computed(() => list.value.at(-1)),
    slowCount: computed(() => list.value.filter((t) => t.slow).length),
    clear: () => (list.value = []),
    dispose,
  }) as NavigationTimings;
}
