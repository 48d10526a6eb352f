import { generateAnalytics, type AnalyticsData, type Range } from './mock-analytics.ts';

/** The message of a failed (forced) load. */
export const LOAD_ERROR_MESSAGE = 'Analytics service unavailable';

/** Options of `loadAnalytics`. */
export interface LoadAnalyticsOptions {
  /** Which refresh this is (see `generateAnalytics`). @default 0 */
  revision?: number;
  /** Fail instead of answering, after the same delay. @default false */
  fail?: boolean;
  /** Aborting rejects at once with an `AbortError` and clears the timer. @default undefined */
  signal?: AbortSignal;
  /** Returns [0, 1) and picks the delay. @default Math.random */
  random?: () => number;
}

/**
 * A simulated request for a range's analytics: answers after 300–600 ms, like a real service
 * would, so the page shows its loading state.
 *
 * @example
 * ```ts
 * const data = await loadAnalytics('30d', { signal: controller.signal });
 * ```
 */
export function loadAnalytics(
  range: Range,
  { revision = 0, fail = false, signal, random = Math.random }: LoadAnalyticsOptions = {},
): Promise<AnalyticsData> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const timer = setTimeout(
      () => {
        signal?.removeEventListener('abort', onAbort);
        if (fail) reject(new Error(LOAD_ERROR_MESSAGE));
        else resolve(generateAnalytics(range, revision));
      },
      300 + Math.floor(random() * 300),
    );
    function onAbort() {
      clearTimeout(timer);
      reject(signal!.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
