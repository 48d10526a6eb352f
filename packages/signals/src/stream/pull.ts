/*
 * One pull interface over the sources a stream accepts. Reading is always on demand (a
 * `ReadableStream` reader's `read()`, an iterator's `next()`), which is what lets the consumer
 * apply backpressure: nothing is read until it asks.
 */

/**
 * What a stream can read from: a `ReadableStream` (a `fetch` body, a `TransformStream`'s
 * readable side) or any async iterable (an async generator, {@link serverSentEvents}).
 *
 * @example
 * ```ts
 * const fromFetch: StreamSource<Uint8Array> = (await fetch('/api/chat')).body!;
 * const fromGenerator: StreamSource<string> = (async function* () { yield 'Hi'; })();
 * ```
 */
export type StreamSource<T> = ReadableStream<T> | AsyncIterable<T>;

/** @internal A source opened for reading. `cancel` never throws and never rejects. */
export interface Pull<T> {
  next(): Promise<IteratorResult<T, unknown>>;
  cancel(reason?: unknown): void;
}

const ignore = (): void => {};

/** @internal Opens a source: locks a stream's reader, or takes an iterable's iterator. */
export function openSource<T>(source: StreamSource<T>): Pull<T> {
  if (typeof (source as ReadableStream<T>).getReader === 'function') {
    const reader = (source as ReadableStream<T>).getReader();
    return {
      next: () => reader.read() as Promise<IteratorResult<T, unknown>>,
      // Cancelling the reader also settles a read in flight (as done), so nothing hangs.
      cancel: (reason) => void reader.cancel(reason).catch(ignore),
    };
  }
  const iterator = (source as AsyncIterable<T>)[Symbol.asyncIterator]();
  return {
    next: () => iterator.next(),
    cancel(reason) {
      try {
        void Promise.resolve(iterator.return?.(reason)).catch(ignore);
      } catch {
        // A throwing return() has nothing left to clean up for us.
      }
    },
  };
}
