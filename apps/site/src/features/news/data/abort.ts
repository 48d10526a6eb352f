/*
 * The news client's timeout and abort plumbing, in one place: a request gives up after its
 * timeout or when its caller aborts, whichever comes first, and every stop on purpose rejects
 * with the signal's `reason` (an AbortError unless the caller gave another), which callers
 * recognise by its name and ignore rather than show.
 */

/** `promise`, or the signal's reason as soon as `signal` aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export interface Deadline {
  /** Aborts when the time is up or the caller's signal aborts. */
  readonly signal: AbortSignal;
  /** True once the time ran out (as opposed to the caller aborting). */
  timedOut(): boolean;
  /** Stops the clock and lets go of the caller's signal. */
  release(): void;
}

/** A signal for one request: it aborts after `timeoutMs`, or with `signal`. */
export function deadline(timeoutMs: number, signal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort(signal!.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    release() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}
