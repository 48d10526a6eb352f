/** An `AbortError`, as `AbortSignal.abort()` gives. */
export const abortError = (message: string): DOMException =>
  new DOMException(message, 'AbortError');

/** Calls `fn` when `signal` aborts; returns the function that stops listening. */
export const onAbort = (signal: AbortSignal | undefined, fn: () => void): (() => void) => {
  signal?.addEventListener('abort', fn);
  return () => signal?.removeEventListener('abort', fn);
};
