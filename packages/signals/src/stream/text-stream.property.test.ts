import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { textStream } from './index.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Cuts `bytes` at the given positions. */
function cut(bytes: Uint8Array, positions: number[]): Uint8Array[] {
  const at = [...new Set(positions.map((p) => p % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Uint8Array[] = [];
  let from = 0;
  for (const p of [...at, bytes.length]) {
    pieces.push(bytes.slice(from, p));
    from = p;
  }
  return pieces;
}

function byteStream(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = chunks[i++];
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

describe('UTF-8 across chunk boundaries', () => {
  it('gives back the text whatever the byte chunking, split characters included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        async (text, positions) => {
          const reply = textStream();
          const run = reply.start(byteStream(cut(new TextEncoder().encode(text), positions)));
          await vi.runAllTimersAsync();
          expect(await run).toBe('done');
          // A leading BOM is a byte-order mark, not text: the decoder drops it.
          expect(reply.text.value).toBe(text.replace(/^\uFEFF/, ''));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an unfinished character at the very end becomes U+FFFD', async () => {
    const euro = new TextEncoder().encode('€');
    const reply = textStream();
    void reply.start(byteStream([new TextEncoder().encode('a'), euro.slice(0, 2)]));
    await vi.runAllTimersAsync();
    expect(reply.text.value).toBe('a\uFFFD');
  });
});

describe('backpressure', () => {
  it('never pulls more than highWaterMark tokens ahead of what has been applied', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 60 }),
        async (highWaterMark, tokensPerFlush, length) => {
          const reply = textStream({ highWaterMark, tokensPerFlush, flushMs: 10 });
          let pulls = 0;
          let worst = 0;
          const source = new ReadableStream<string>(
            {
              pull(controller) {
                if (pulls === length) return controller.close();
                pulls++;
                worst = Math.max(worst, pulls - reply.tokens.peek());
                controller.enqueue('x');
              },
            },
            { highWaterMark: 0 },
          );
          const run = reply.start(source);
          await vi.runAllTimersAsync();
          expect(await run).toBe('done');
          expect(reply.tokens.value).toBe(length);
          expect(worst).toBeLessThanOrEqual(highWaterMark);
        },
      ),
      { numRuns: 200 },
    );
  });
});
