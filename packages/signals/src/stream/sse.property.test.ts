import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSseParser, serverSentEvents, type ServerSentEvent } from './index.ts';

// A stream described as lines, so a model can apply the field rules without parsing text.
type Line =
  | { kind: 'blank' }
  | { kind: 'comment'; text: string }
  | { kind: 'field'; name: string; value: string; colon: boolean; space: boolean };

const noBreaks = (unit: 'binary' | 'grapheme-ascii') =>
  fc.string({ unit, maxLength: 12 }).map((s) => s.replace(/[\r\n]/g, ''));

const lineArb: fc.Arbitrary<Line> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'blank' as const }) },
  {
    weight: 1,
    arbitrary: noBreaks('binary').map((text) => ({ kind: 'comment' as const, text })),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('field' as const),
      name: fc.oneof(
        fc.constantFrom('data', 'data', 'event', 'id', 'retry', 'Data', 'data '),
        noBreaks('grapheme-ascii').map((s) => s.replace(/:/g, '')),
      ),
      value: fc.oneof(
        noBreaks('binary'),
        fc.constantFrom('', ' ', '  x', '42', '007', '1.5', '-1', 'a\0b', ':x'),
      ),
      colon: fc.boolean(),
      space: fc.boolean(),
    }),
  },
);

const endingArb = fc.constantFrom('\n', '\r', '\r\n');

/** Writes the lines as text; a CR directly before an empty LF-ended line would merge into CRLF. */
function serialise(lines: readonly Line[], endings: readonly string[], tail: string): string {
  let out = '';
  let previous = '';
  lines.forEach((line, i) => {
    const content = lineText(line);
    let ending = endings[i % endings.length] ?? '\n';
    if (previous === '\r' && content === '' && ending.startsWith('\n')) ending = '\r';
    out += content + ending;
    previous = ending;
  });
  // An unterminated last line must not start with LF after a CR, nor hold a line break.
  return out + tail;
}

function lineText(line: Line): string {
  if (line.kind === 'blank') return '';
  if (line.kind === 'comment') return ':' + line.text;
  // Without a colon the whole line is the field name and the value is empty.
  if (!line.colon) return line.name === '' ? 'x' : line.name;
  return line.name + ':' + (line.space ? ' ' : '') + line.value;
}

/** The field rules, applied to the described lines. */
function model(lines: readonly Line[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  let data: string[] = [];
  let type = '';
  let id = '';
  let retry: number | undefined;
  for (const line of lines) {
    if (line.kind === 'comment') continue;
    if (line.kind === 'blank') {
      if (data.length > 0)
        events.push({ type: type || 'message', data: data.join('\n'), lastEventId: id, retry });
      data = [];
      type = '';
      continue;
    }
    const name = line.colon ? line.name : line.name === '' ? 'x' : line.name;
    // The text after the colon loses one leading space, whether we wrote it or it was the value's.
    const raw = (line.space ? ' ' : '') + line.value;
    const value = !line.colon ? '' : raw.startsWith(' ') ? raw.slice(1) : raw;
    if (name === 'data') data.push(value);
    else if (name === 'event') type = value;
    else if (name === 'id' && !value.includes('\0')) id = value;
    else if (name === 'retry' && value !== '' && [...value].every((c) => c >= '0' && c <= '9')) {
      retry = Number(value);
    }
  }
  return events;
}

function parseWhole(text: string): ServerSentEvent[] {
  return createSseParser().feed(text);
}

/** Cuts `items` at the given positions (sorted, deduplicated, in range). */
function cut<T extends string | Uint8Array>(whole: T, positions: number[]): T[] {
  const at = [...new Set(positions.map((p) => p % (whole.length + 1)))].sort((a, b) => a - b);
  const pieces: T[] = [];
  let from = 0;
  for (const p of [...at, whole.length]) {
    pieces.push(whole.slice(from, p) as T);
    from = p;
  }
  return pieces;
}

async function collect(chunks: (Uint8Array | string)[]): Promise<ServerSentEvent[]> {
  const body = new ReadableStream<Uint8Array | string>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const events: ServerSentEvent[] = [];
  for await (const event of serverSentEvents(body)) events.push(event);
  return events;
}

const streamArb = fc.record({
  lines: fc.array(lineArb, { maxLength: 30 }),
  endings: fc.array(endingArb, { minLength: 1, maxLength: 5 }),
  tail: noBreaks('binary'),
});

describe('the event-stream parser against a model of the field rules', () => {
  it('gives the events the model gives, whatever the line endings', () => {
    fc.assert(
      fc.property(streamArb, ({ lines, endings, tail }) => {
        const text = serialise(lines, endings, tail);
        // Text from a decoder never starts with a BOM; a stray one would be part of a field.
        fc.pre(!text.startsWith('\uFEFF'));
        expect(parseWhole(text)).toEqual(model(lines));
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same events for any split of the text', () => {
    fc.assert(
      fc.property(streamArb, fc.array(fc.nat(), { maxLength: 12 }), (stream, positions) => {
        const text = serialise(stream.lines, stream.endings, stream.tail);
        const parser = createSseParser();
        const pieces = cut(text, positions).flatMap((piece) => parser.feed(piece));
        expect(pieces).toEqual(parseWhole(text));
      }),
      { numRuns: 500 },
    );
  });
});

describe('serverSentEvents over bytes', () => {
  it('gives the same events for any chunking of the UTF-8 bytes (characters split included)', async () => {
    await fc.assert(
      fc.asyncProperty(
        streamArb,
        fc.array(fc.nat(), { maxLength: 16 }),
        async (stream, positions) => {
          const text = serialise(stream.lines, stream.endings, stream.tail);
          const bytes = new TextEncoder().encode(text);
          const whole = await collect([bytes]);
          expect(await collect(cut(bytes, positions))).toEqual(whole);
          // A leading BOM is dropped; after that, bytes and text parse alike.
          expect(whole).toEqual(parseWhole(text.replace(/^\uFEFF/, '')));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives the same events for text chunks as for bytes', async () => {
    await fc.assert(
      fc.asyncProperty(
        streamArb,
        fc.array(fc.nat(), { maxLength: 8 }),
        async (stream, positions) => {
          const text = '\uFEFF' + serialise(stream.lines, stream.endings, stream.tail);
          expect(await collect(cut(text, positions))).toEqual(
            await collect([new TextEncoder().encode(text)]),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
