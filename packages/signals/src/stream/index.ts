/*
 * @tendril/signals/stream: streaming text into signals, for model output and other token
 * streams. Sources are `ReadableStream`s, async iterables, server-sent events (from a
 * `Response` or an `EventSource`); reading is pull-based, so a slow consumer holds the source
 * back; updates land in batches; a run can be cancelled by `cancel()` or an AbortSignal.
 */
export { type StreamSource } from './pull.ts';
export {
  createSseParser,
  type ServerSentEvent,
  type SseParser,
  type SseParserOptions,
} from './sse-parser.ts';
export {
  eventSourceEvents,
  serverSentEvents,
  type EventSourceEventsOptions,
  type EventSourceLike,
  type SseIterator,
  type SseSource,
} from './sse.ts';
export {
  streamText,
  textStream,
  type StreamItem,
  type StreamStatus,
  type TextStream,
  type TextStreamOptions,
} from './text-stream.ts';
