/*
 * Server-sent events as async iterators: from a `Response` (or any stream of bytes or text)
 * parsed by ./sse-parser.ts, and from an `EventSource`. The iterators are written by hand
 * rather than as async generators: a generator's return() waits for the read in flight, and
 * cancelling must reach the source at once.
 */
import { openSource, type Pull, type StreamSource } from './pull.ts';
import { createSseParser, type ServerSentEvent } from './sse-parser.ts';

/**
 * What {@link serverSentEvents} reads: a `Response` whose body is `text/event-stream`, or the
 * bytes (UTF-8) or text of one.
 *
 * @example
 * ```ts
 * const source: SseSource = await fetch('/api/chat', { method: 'POST', body });
 * ```
 */
export type SseSource = Response | StreamSource<Uint8Array | string>;

/**
 * An async iterator of events whose `return()` cancels the source at once, even while a read
 * is in flight.
 *
 * @example
 * ```ts
 * const events: SseIterator = serverSentEvents(response);
 * await events.return(); // the response body is cancelled
 * ```
 */
export interface SseIterator extends AsyncIterableIterator<ServerSentEvent> {
  /** Stops reading and cancels the source (closes the body or the `EventSource`). */
  return(): Promise<IteratorResult<ServerSentEvent, undefined>>;
}

const DONE: IteratorResult<ServerSentEvent, undefined> = { done: true, value: undefined };

function isResponse(source: SseSource): source is Response {
  return typeof (source as Response).headers?.get === 'function' && 'body' in source;
}

/** @internal Checks a response before its body is read; throws what the caller should see. */
function bodyOf(response: Response): StreamSource<Uint8Array> | undefined {
  if (!response.ok) {
    const status = `${response.status} ${response.statusText}`.trim();
    throw new Error(
      `${status}: the server did not answer with an event stream. Check the URL, and the ` +
        "server's logs for why it refused.",
    );
  }
  const type = response.headers.get('content-type') ?? '';
  if (!/^text\/event-stream\s*(;|$)/i.test(type)) {
    throw new Error(
      `Expected text/event-stream, got ${type || 'no content type'}: this response is not a ` +
        'stream of server-sent events. Check the URL, and that the server sends that content type.',
    );
  }
  return response.body ?? undefined;
}

/**
 * Reads server-sent events from a `Response` or a stream of its bytes or text. The body is
 * decoded as UTF-8 (a character split across chunks is joined; a leading BOM is dropped) and
 * read only as fast as the events are taken: a slow consumer holds the body back. A response
 * that is not ok, or not `text/event-stream`, makes the first `next()` reject.
 *
 * @param source The response, or its body.
 * @example
 * ```ts
 * const response = await fetch('/api/chat', { method: 'POST', body: JSON.stringify({ prompt }) });
 * for await (const event of serverSentEvents(response)) {
 *   if (event.data === '[DONE]') break; // breaking cancels the body
 *   console.log(event.type, event.data);
 * }
 * ```
 */
export function serverSentEvents(source: SseSource): SseIterator {
  const parser = createSseParser();
  const decoder = new TextDecoder();
  const ready: ServerSentEvent[] = [];
  let pull: Pull<Uint8Array | string> | undefined;
  let finished = false;
  let first = true;

  function open() {
    if (pull) return pull;
    const body = isResponse(source) ? bodyOf(source) : source;
    pull = body
      ? openSource<Uint8Array | string>(body)
      : { next: async () => ({ done: true, value: undefined }), cancel() {} };
    return pull;
  }

  function feed(chunk: Uint8Array | string): void {
    let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    // TextDecoder drops a leading BOM from bytes; text chunks get the same treatment.
    if (first && text !== '') {
      first = false;
      if (typeof chunk === 'string' && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    for (const event of parser.feed(text)) ready.push(event);
  }

  const iterator: SseIterator = {
    async next() {
      for (;;) {
        const event = ready.shift();
        if (event) return { done: false, value: event };
        if (finished) return DONE;
        const result = await open().next();
        if (finished) return DONE;
        if (result.done) {
          finished = true;
          feed(decoder.decode());
        } else feed(result.value);
      }
    },
    async return() {
      if (!finished) {
        finished = true;
        ready.length = 0;
        // Also before the first read: the body is opened only to be cancelled.
        try {
          open().cancel();
        } catch {
          if (isResponse(source)) void source.body?.cancel().catch(() => undefined);
        }
      }
      return DONE;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/**
 * The part of an `EventSource` that {@link eventSourceEvents} uses (so no DOM types are needed).
 *
 * @example
 * ```ts
 * const source: EventSourceLike = new EventSource('/api/events');
 * ```
 */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  removeEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

/**
 * Options for {@link eventSourceEvents}.
 *
 * @example
 * ```ts
 * eventSourceEvents(new EventSource('/api/feed'), { types: ['token', 'done'], maxQueued: 500 });
 * ```
 */
export interface EventSourceEventsOptions {
  /**
   * The event types to listen to.
   * @default ['message']
   */
  types?: readonly string[];
  /**
   * An `EventSource` pushes and cannot be paused, so events wait in a queue; past this many
   * waiting events the source is closed and, after the waiting events, the iterator rejects,
   * rather than grow without bound.
   * @default 10000
   */
  maxQueued?: number;
}

/**
 * Reads events from an `EventSource` as an async iterator. `return()` (or `break` in a
 * `for await`) closes the source. After the events that arrived before it, the iterator
 * rejects when the source closes on an error (while it reconnects, it waits), or when more
 * than `maxQueued` events wait unread.
 *
 * @param source The event source; it is closed when the iterator stops.
 * @example
 * ```ts
 * for await (const event of eventSourceEvents(new EventSource('/api/ticker'))) {
 *   price.value = Number(event.data);
 * }
 * ```
 */
export function eventSourceEvents(
  source: EventSourceLike,
  options: EventSourceEventsOptions = {},
): SseIterator {
  const { types = ['message'], maxQueued = 10_000 } = options;
  const queue: ServerSentEvent[] = [];
  let failure: Error | undefined;
  let finished = false;
  // Every pending next() (a caller may ask twice before an event arrives).
  const waiting: (() => void)[] = [];
  const wake = () => waiting.splice(0).forEach((resolve) => resolve());

  const onMessage = (event: MessageEvent) => {
    if (finished) return;
    if (queue.length >= maxQueued) {
      return fail(
        new Error(
          `More than ${maxQueued} events queued: they arrive faster than they are read, so the ` +
            'stream was stopped. Read them faster, or raise the `maxQueued` option.',
        ),
      );
    }
    const data = typeof event.data === 'string' ? event.data : String(event.data);
    queue.push({ type: event.type, data, lastEventId: event.lastEventId, retry: undefined });
    wake();
  };
  // readyState 2 is CLOSED: the source gave up; 0 (CONNECTING) means it is retrying.
  const onError = () => {
    if (source.readyState === 2) {
      fail(
        new Error(
          'EventSource closed: the browser gave up on the stream and will not reconnect. ' +
            'Create a new EventSource to read again.',
        ),
      );
    }
  };
  function stop() {
    finished = true;
    for (const type of types) source.removeEventListener(type, onMessage);
    source.removeEventListener('error', onError);
    source.close();
    wake();
  }
  function fail(error: Error) {
    failure = error;
    stop();
  }
  for (const type of types) source.addEventListener(type, onMessage);
  source.addEventListener('error', onError);

  const iterator: SseIterator = {
    async next() {
      for (;;) {
        // Events that arrived before a failure are delivered before it.
        const event = queue.shift();
        if (event) return { done: false, value: event };
        if (failure) {
          const error = failure;
          failure = undefined;
          throw error;
        }
        if (finished) return DONE;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    async return() {
      queue.length = 0;
      failure = undefined;
      if (!finished) stop();
      return DONE;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
