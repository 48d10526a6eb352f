/*
 * Streaming text into signals. Two halves meet at a bounded buffer of tokens:
 *
 *   source --(reader: pulls only while buffer < highWaterMark)--> buffer
 *   buffer --(flush: every flushMs, up to tokensPerFlush tokens, one batch)--> signals
 *
 * The reader never asks the source for more while the buffer is full, so a slow consumer
 * (a paced typewriter, a throttled tab) holds the source back instead of piling text up.
 * The flush writes text, token count and buffer size in one batch, so a stream of thousands
 * of tokens a second still updates its readers at most once per flushMs.
 */
import { batch, signal, type ReadonlySignal } from '../index.ts';
import { openSource, type Pull, type StreamSource } from './pull.ts';
import type { ServerSentEvent } from './sse-parser.ts';

/**
 * Where a stream is: not started (or reset), streaming, done (the source ended and every
 * token has landed), cancelled (by `cancel()` or the abort signal), or error.
 *
 * @example
 * ```ts
 * const busy = computed(() => reply.status.value === 'streaming');
 * ```
 */
export type StreamStatus = 'idle' | 'streaming' | 'done' | 'cancelled' | 'error';

/**
 * What the default `token` option understands: text, UTF-8 bytes, or a server-sent event
 * (its `data`).
 *
 * @example
 * ```ts
 * const items: StreamSource<StreamItem> = response.body!;
 * ```
 */
export type StreamItem = string | Uint8Array | ServerSentEvent;

/**
 * Options for {@link textStream} and {@link streamText}.
 *
 * @example
 * ```ts
 * const reply = textStream<ServerSentEvent>({
 *   token: (event) => (JSON.parse(event.data) as { text: string }).text,
 *   until: (event) => event.data === '[DONE]',
 *   highWaterMark: 32,
 * });
 * ```
 */
export interface TextStreamOptions<T> {
  /**
   * Turns an item from the source into the text it adds; '' or undefined adds nothing and
   * does not count as a token. The default takes strings as they are, decodes bytes as UTF-8
   * (a character split across chunks is joined) and takes a server-sent event's `data`.
   * @default text, UTF-8 bytes or an event's data, as described
   */
  token?: (item: T) => string | undefined;
  /**
   * Ends the stream as 'done' when it returns true for an item (that item adds nothing),
   * and cancels the source: for streams that signal their end in-band, like `[DONE]`.
   * @default never
   */
  until?: (item: T) => boolean;
  /**
   * How many tokens may wait, read but not yet applied, before the reader stops pulling
   * from the source until the consumer catches up.
   * @default 64
   */
  highWaterMark?: number;
  /**
   * How often waiting tokens are applied, in ms: all that arrived since the last flush land
   * in one batch (about once a frame by default).
   * @default 16
   */
  flushMs?: number;
  /**
   * The most tokens one flush applies; with `flushMs` this sets a pace (1 token every 50 ms
   * is a typewriter at 20 tokens a second). The rest wait, and the source waits with them.
   * @default Infinity
   */
  tokensPerFlush?: number;
  /**
   * Cancels the stream when aborted, as `cancel()` does (a run started after it is already
   * aborted is cancelled at once).
   * @default undefined
   */
  signal?: AbortSignal;
}

/**
 * Text arriving from a stream, as signals, with its controls. One `TextStream` can run
 * source after source: `start()` cancels the run before it.
 *
 * @example
 * ```ts
 * const reply: TextStream = textStream();
 * effect(() => (output.textContent = reply.text.value));
 * await reply.start(response.body!); // 'done'
 * ```
 */
export interface TextStream<T = StreamItem> {
  /** The text so far. */
  readonly text: ReadonlySignal<string>;
  /** How many tokens (non-empty pieces of text) have landed. */
  readonly tokens: ReadonlySignal<number>;
  /** Where the stream is. */
  readonly status: ReadonlySignal<StreamStatus>;
  /** What failed, when the status is 'error'; undefined otherwise. */
  readonly error: ReadonlySignal<unknown>;
  /** Tokens read from the source and not applied yet, as of the last update. */
  readonly buffered: ReadonlySignal<number>;
  /**
   * Starts reading `source` from empty text (cancelling a run in progress). Resolves with the
   * final status; never rejects: failures land in `status` and `error`. `signal` (by default
   * the options' `signal`) cancels this run when aborted.
   */
  start(source: StreamSource<T>, signal?: AbortSignal): Promise<StreamStatus>;
  /**
   * Stops the run now: the status becomes 'cancelled', tokens not applied yet are dropped,
   * the source is cancelled (a stream's reader) or returned (an iterator), and nothing more
   * lands. Does nothing when no run is streaming.
   */
  cancel(reason?: unknown): void;
  /** Cancels any run and empties the signals: text '', tokens 0, status 'idle'. */
  reset(): void;
}

function defaultToken(item: StreamItem, decoder: TextDecoder): string | undefined {
  return typeof item === 'string'
    ? item
    : ArrayBuffer.isView(item)
      ? decoder.decode(item, { stream: true })
      : typeof item?.data === 'string'
        ? item.data
        : undefined;
}

/**
 * Creates a {@link TextStream}: signals for the text, token count, status and error, fed by
 * `start(source)`. Nothing is read until then.
 *
 * @example
 * ```ts
 * const reply = textStream({ flushMs: 50, tokensPerFlush: 1 }); // a typewriter: 20 tokens/s
 * const stop = new AbortController();
 * void reply.start(serverSentEvents(await fetch('/api/chat')), stop.signal);
 * effect(() => console.log(reply.status.value, reply.tokens.value, reply.text.value));
 * ```
 */
export function textStream<T = StreamItem>(options: TextStreamOptions<T> = {}): TextStream<T> {
  const text = signal('');
  const tokens = signal(0);
  const status = signal<StreamStatus>('idle');
  const error = signal<unknown>(undefined);
  const buffered = signal(0);
  let stopCurrent: ((reason?: unknown) => void) | undefined;

  // Empties the signals; with a run before it, in the same batch as its cancelling, so
  // readers see one change (streaming → streaming, or to idle), never a passing 'cancelled'.
  function clear(next: StreamStatus): void {
    batch(() => {
      stopCurrent?.();
      text.value = '';
      tokens.value = 0;
      error.value = undefined;
      buffered.value = 0;
      status.value = next;
    });
  }

  function start(source: StreamSource<T>, abort = options.signal): Promise<StreamStatus> {
    clear('streaming');
    const { flushMs = 16, until } = options;
    // Below 1 nothing could ever be read or applied.
    const highWaterMark = Math.max(1, options.highWaterMark ?? 64);
    const tokensPerFlush = Math.max(1, options.tokensPerFlush ?? Infinity);
    const decoder = options.token ? undefined : new TextDecoder();
    const toText =
      options.token ?? ((item: T) => defaultToken(item as StreamItem, decoder as TextDecoder));
    const queue: string[] = [];
    let pull: Pull<T> | undefined;
    let closed = false;
    let ended = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wake: (() => void) | undefined;
    let settle!: (status: StreamStatus) => void;
    const finished = new Promise<StreamStatus>((resolve) => (settle = resolve));

    // Ends the run; `land` writes the last of the signals in the same batch.
    function finish(final: StreamStatus, land?: () => void): void {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      abort?.removeEventListener('abort', onAbort);
      if (stopCurrent === stop) stopCurrent = undefined;
      batch(() => {
        land?.();
        buffered.value = queue.length = 0;
        status.value = final;
      });
      wake?.();
      settle(final);
    }

    function apply(count: number): void {
      if (count > 0) {
        text.value += queue.splice(0, count).join('');
        tokens.value += count;
      }
    }

    function stop(reason?: unknown): void {
      if (closed) return;
      finish('cancelled');
      pull?.cancel(reason);
    }

    function fail(cause: unknown): void {
      if (closed) return;
      // What already arrived lands with the error: it is text the user was sent.
      finish('error', () => {
        apply(queue.length);
        error.value = cause;
      });
      pull?.cancel(cause);
    }

    function flush(): void {
      timer = undefined;
      if (closed) return;
      const count = Math.min(queue.length, tokensPerFlush);
      if (ended && count === queue.length) return finish('done', () => apply(count));
      batch(() => {
        apply(count);
        buffered.value = queue.length;
      });
      if (queue.length > 0) schedule();
      // Room again in the buffer: the reader may pull.
      wake?.();
    }

    function schedule(): void {
      if (timer === undefined && !closed) timer = setTimeout(flush, flushMs);
    }

    function push(piece: string | undefined): void {
      if (piece) {
        queue.push(piece);
        schedule();
      }
    }

    async function read(): Promise<void> {
      pull = openSource(source);
      while (!closed) {
        if (queue.length >= highWaterMark) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
          continue;
        }
        const result = await pull.next();
        if (closed) return;
        if (result.done) break;
        if (until?.(result.value)) {
          pull.cancel();
          break;
        }
        push(toText(result.value));
      }
      if (closed) return;
      // Bytes left in the decoder (an unfinished character) come out as U+FFFD.
      if (decoder) push(decoder.decode());
      ended = true;
      if (timer === undefined) flush();
    }

    const onAbort = () => stop(abort?.reason);
    stopCurrent = stop;
    if (abort?.aborted) {
      stop(abort.reason);
      try {
        openSource(source).cancel(abort.reason);
      } catch {
        // A locked stream is someone else's to cancel.
      }
    } else {
      abort?.addEventListener('abort', onAbort);
      read().catch(fail);
    }
    return finished;
  }

  return {
    text,
    tokens,
    status,
    error,
    buffered,
    start,
    cancel: (reason) => stopCurrent?.(reason),
    reset: () => clear('idle'),
  };
}

/**
 * Starts streaming `source` into a new {@link TextStream} at once: `textStream(options)` then
 * `start(source)`.
 *
 * @param source What to read.
 * @param options As for {@link textStream}; `signal` cancels the run.
 * @default options {}
 * @example
 * ```ts
 * const controller = new AbortController();
 * const reply = streamText(localTokens(), { signal: controller.signal });
 * stopButton.onclick = () => controller.abort();
 * ```
 */
export function streamText<T = StreamItem>(
  source: StreamSource<T>,
  options?: TextStreamOptions<T>,
): TextStream<T> {
  const stream = textStream(options);
  void stream.start(source);
  return stream;
}
