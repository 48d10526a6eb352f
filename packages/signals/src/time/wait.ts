/*
 * An abortable pause. Aborts follow the platform: a stopped wait rejects with its signal's
 * `reason` (an `AbortError` DOMException unless the caller gave another), the error a caller
 * already recognises from `fetch`.
 */

/**
 * Waits `ms` milliseconds, or rejects with `signal.reason` as soon as `signal` aborts, clearing
 * the timer. Either way it leaves no listener on `signal`, so one long-lived signal can be given
 * to any number of waits. A signal already aborted rejects at once.
 *
 * @param ms How long to wait, in ms (0 or less waits for the next timer turn).
 * @param signal Stops the wait early.
 * @default signal none: the wait always runs to its end
 * @example
 * ```ts
 * const loadReport = async ({ signal }: { signal: AbortSignal }) => {
 *   await wait(1200, signal); // rejects at once if the user navigates away
 *   return { rows: 3 };
 * };
 * ```
 */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
