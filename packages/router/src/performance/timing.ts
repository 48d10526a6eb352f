/** Navigations slower than this are flagged as slow, in ms. */
export const SLOW_NAVIGATION_MS = 1000;
/** A JS heap above this is warned about, in MB. */
export const MEMORY_WARNING_MB = 50;

/** One committed navigation: where it went, how long it took, and whether that was slow. */
export interface NavigationTiming {
  readonly href: string;
  readonly durationMs: number;
  /** Over the slow threshold. */
  readonly slow: boolean;
  /** `Date.now()` at commit. */
  readonly at: number;
}

/**
 * A navigation's timing, flagged slow when it took more than `slowMs`.
 *
 * @param href - where it went.
 * @param durationMs - from start to commit.
 * @param slowMs - the threshold. @default 1000
 * @example
 * ```ts
 * navigationTiming('/cart', 1200).slow; // true
 * navigationTiming('/cart', 1000).slow; // false
 * ```
 */
export function navigationTiming(
  href: string,
  durationMs: number,
  slowMs: number = SLOW_NAVIGATION_MS,
): NavigationTiming {
  return { href, durationMs, slow: durationMs > slowMs, at: Date.now() };
}

/** The JS heap in use, where the browser exposes it. */
export interface HeapReading {
  readonly usedMB: number;
  /** Over the warning threshold. */
  readonly high: boolean;
}

/**
 * Reads `performance.memory` (Chromium only); undefined elsewhere.
 *
 * @param thresholdMB - warn above this. @default 50
 * @example
 * ```ts
 * const heap = readHeap();
 * if (heap?.high) console.warn(`JS heap ${heap.usedMB.toFixed(1)} MB`);
 * ```
 */
export function readHeap(thresholdMB: number = MEMORY_WARNING_MB): HeapReading | undefined {
  const memory = (globalThis.performance as { memory?: { usedJSHeapSize?: number } } | undefined)
    ?.memory;
  if (typeof memory?.usedJSHeapSize !== 'number') return undefined;
  const usedMB = memory.usedJSHeapSize / (1024 * 1024);
  return { usedMB, high: usedMB > thresholdMB };
}
