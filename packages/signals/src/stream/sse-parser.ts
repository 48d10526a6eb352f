/*
 * The event-stream line parser. It follows the WHATWG HTML Standard's "Interpreting an event
 * stream" rules: lines end with CRLF, LF or CR; a blank line dispatches; a line starting with
 * ':' is a comment; `field: value` drops one space after the colon; a line without a colon
 * is a field with an empty value; `data` lines join with LF; `id` sets the last event ID
 * (unless it holds NULL) and persists across events; `retry` takes ASCII digits only; an
 * event without data is not dispatched; an unfinished event at the end is discarded.
 * It works on decoded text: the byte and BOM handling is in ./sse.ts.
 */

/**
 * One server-sent event, as `EventSource` would dispatch it.
 *
 * @example
 * ```ts
 * const event: ServerSentEvent = { type: 'message', data: 'Hello', lastEventId: '7', retry: undefined };
 * ```
 */
export interface ServerSentEvent {
  /** The `event` field, or 'message' when the event had none. */
  readonly type: string;
  /** The `data` lines, joined with '\n'. */
  readonly data: string;
  /** The last `id` the stream has set so far (it carries over to later events). */
  readonly lastEventId: string;
  /** The reconnection time the stream's last valid `retry` field asked for, in ms. */
  readonly retry: number | undefined;
}

/**
 * An incremental event-stream parser: feed it decoded text in pieces of any size.
 *
 * @example
 * ```ts
 * const parser = createSseParser();
 * parser.feed('data: Hel'); // []
 * parser.feed('lo\n\n'); // [{ type: 'message', data: 'Hello', lastEventId: '', retry: undefined }]
 * ```
 */
export interface SseParser {
  /** Parses the next piece of text; returns the events it completed, in order. */
  feed(text: string): ServerSentEvent[];
}

/**
 * Options for {@link createSseParser}.
 *
 * @example
 * ```ts
 * const parser = createSseParser({ maxEventLength: 64 * 1024 });
 * ```
 */
export interface SseParserOptions {
  /**
   * The longest line or event data, in UTF-16 code units, the parser holds; past it `feed`
   * throws, so a stream that never ends a line cannot grow memory without bound.
   * @default 1048576 (1 MiB of ASCII)
   */
  readonly maxEventLength?: number;
}

const LINE_END = /[\r\n]/g;
const HAS_LINE_END = /[\r\n]/;
const DIGITS = /^[0-9]+$/;

/**
 * Creates an event-stream parser. Whatever follows the last blank line stays pending until
 * more text arrives; at the end of the stream it is discarded, as the standard says.
 *
 * @example
 * ```ts
 * const parser = createSseParser();
 * for (const event of parser.feed('event: add\ndata: 1\ndata: 2\n\n')) {
 *   console.log(event.type, event.data); // 'add', '1\n2'
 * }
 * ```
 */
export function createSseParser(options: SseParserOptions = {}): SseParser {
  const { maxEventLength = 1_048_576 } = options;
  // The unfinished line, in pieces: joined once when its line ends, so a long line fed in
  // small pieces costs linear time, not quadratic.
  let pending: string[] = [];
  let pendingLength = 0;
  // The previous piece ended in CR: a LF starting this one belongs to that line end.
  let afterCR = false;
  let data = '';
  let type = '';
  let lastEventId = '';
  let retry: number | undefined;

  function line(text: string, out: ServerSentEvent[]): void {
    if (text === '') {
      if (data !== '') {
        out.push({ type: type || 'message', data: data.slice(0, -1), lastEventId, retry });
      }
      data = type = '';
      return;
    }
    if (text.charCodeAt(0) === 58 /* : */) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.charCodeAt(0) === 32 /* space */) value = value.slice(1);
    if (field === 'data') {
      data += value + '\n';
      if (data.length > maxEventLength) tooLong();
    } else if (field === 'event') type = value;
    else if (field === 'id') {
      if (!value.includes('\0')) lastEventId = value;
    } else if (field === 'retry' && DIGITS.test(value)) retry = parseInt(value, 10);
  }

  function tooLong(): never {
    pending = [];
    pendingLength = 0;
    data = type = '';
    throw new Error(
      `A server-sent event is longer than ${maxEventLength} characters, so the stream was ` +
        'stopped. Raise the `maxEventLength` option if events this long are expected.',
    );
  }

  return {
    feed(text) {
      const out: ServerSentEvent[] = [];
      if (text === '') return out;
      if (afterCR && text.charCodeAt(0) === 10) text = text.slice(1);
      afterCR = false;
      if (!HAS_LINE_END.test(text)) {
        pending.push(text);
        pendingLength += text.length;
        if (pendingLength > maxEventLength) tooLong();
        return out;
      }
      const buffer = pending.join('') + text;
      let start = 0;
      LINE_END.lastIndex = 0;
      for (let match = LINE_END.exec(buffer); match; match = LINE_END.exec(buffer)) {
        let end = match.index + 1;
        if (buffer.charCodeAt(match.index) === 13 /* CR */) {
          if (end === buffer.length) afterCR = true;
          else if (buffer.charCodeAt(end) === 10) end++;
        }
        line(buffer.slice(start, match.index), out);
        start = LINE_END.lastIndex = end;
      }
      const rest = buffer.slice(start);
      pending = rest ? [rest] : [];
      pendingLength = rest.length;
      if (pendingLength > maxEventLength) tooLong();
      return out;
    },
  };
}
