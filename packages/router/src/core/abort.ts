/*
 * Aborts as the platform states them: a stopped load rejects with its signal's `reason` (an
 * `AbortError` DOMException unless the caller gave another), and is recognised by that name,
 * never by matching a message.
 */

/**
 * Whether an error means "stopped on purpose" (an `AbortError`): never shown to users as a
 * failure. Rapid navigation aborts loaders; that is normal.
 *
 * @example
 * ```ts
 * try { await load(signal) } catch (error) { if (!isAbortError(error)) showError(error) }
 * ```
 */
export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

// The abortable pause loaders and the registry's retries wait with; public as `wait`.
export { wait } from '@tendril/signals/time';

/**
 * Runs `fn` with a deadline: after `ms` it rejects with `Error(message)`, which also aborts the
 * signal `fn` was given. An abort of `parent` rejects with the parent's reason.
 */
export function withTimeout<T>(
  ms: number,
  parent: AbortSignal,
  message: string,
  fn: (signal: AbortSignal) => Promise<T> | T,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort = () => {};
  return new Promise<T>((resolve, reject) => {
    parent.throwIfAborted();
    onAbort = () => {
      reject(parent.reason);
      controller.abort(parent.reason);
    };
    parent.addEventListener('abort', onAbort, { once: true });
    timer = setTimeout(() => {
      const error = new Error(message);
      reject(error);
      controller.abort(error);
    }, ms);
    Promise.resolve()
      .then(() => fn(controller.signal))
      .then(resolve, reject);
  }).finally(() => {
    clearTimeout(timer);
    parent.removeEventListener('abort', onAbort);
  });
}

/** The error for a value something threw (an Error as is, a string as its message). */
export function toError(error: unknown): Error {
  return error instanceof Error
    ? error
    : new Error(typeof error === 'string' ? error : 'An unexpected error occurred');
}
