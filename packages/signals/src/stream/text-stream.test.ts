import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effect } from '../index.ts';
import { serverSentEvents, streamText, textStream, type ServerSentEvent } from './index.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A stream that answers each pull with the next word, and counts the pulls. */
function words(list: readonly string[]) {
  const source = {
    pulls: 0,
    cancelled: [] as unknown[],
    stream: undefined as unknown as ReadableStream<string>,
  };
  source.stream = new ReadableStream<string>(
    {
      pull(controller) {
        const word = list[source.pulls++];
        if (word === undefined) controller.close();
        else controller.enqueue(word);
      },
      cancel(reason) {
        source.cancelled.push(reason);
      },
    },
    // Nothing is read ahead: the stream is pulled only when its reader asks.
    { highWaterMark: 0 },
  );
  return source;
}

const many = (n: number) => Array.from({ length: n }, (_, i) => `t${i} `);

describe('textStream', () => {
  it('goes idle → streaming → done, with the text and the token count', async () => {
    const reply = textStream();
    expect(reply.status.value).toBe('idle');
    const run = reply.start(words(['Hello', ', ', 'world']).stream);
    expect(reply.status.value).toBe('streaming');
    await vi.advanceTimersByTimeAsync(16);
    expect(await run).toBe('done');
    expect(reply.text.value).toBe('Hello, world');
    expect(reply.tokens.value).toBe(3);
    expect(reply.buffered.value).toBe(0);
    expect(reply.error.value).toBeUndefined();
  });

  it('reads async iterables too, and skips empty pieces', async () => {
    async function* local() {
      yield 'a';
      yield '';
      yield 'b';
    }
    const reply = streamText(local());
    await vi.runAllTimersAsync();
    expect([reply.status.value, reply.text.value, reply.tokens.value]).toEqual(['done', 'ab', 2]);
  });

  it('lands a fast stream in a few batches, not one update per token', async () => {
    const reply = textStream({ highWaterMark: 10_000 });
    const seen: string[] = [];
    effect(() => {
      seen.push(reply.text.value);
    });
    const run = reply.start(words(many(1000)).stream);
    await vi.runAllTimersAsync();
    expect(await run).toBe('done');
    expect(reply.tokens.value).toBe(1000);
    // '' at creation, '' again at start is no change, then everything in one flush.
    expect(seen).toEqual(['', many(1000).join('')]);
  });

  it('applies tokensPerFlush tokens every flushMs: a pace', async () => {
    const reply = streamText(words(many(10)).stream, { flushMs: 50, tokensPerFlush: 2 });
    await vi.advanceTimersByTimeAsync(50);
    expect(reply.tokens.value).toBe(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(reply.tokens.value).toBe(6);
    expect(reply.status.value).toBe('streaming');
    await vi.advanceTimersByTimeAsync(100);
    expect([reply.tokens.value, reply.status.value]).toEqual([10, 'done']);
  });

  it('a slow consumer holds the source back: never more than highWaterMark ahead', async () => {
    const source = words(many(100));
    const reply = streamText(source.stream, { highWaterMark: 4, flushMs: 100, tokensPerFlush: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(reply.tokens.value).toBe(10);
    expect(source.pulls).toBe(14);
    expect(reply.buffered.value).toBeLessThanOrEqual(4);
  });

  it('ends as done when `until` matches, without adding that item, and cancels the source', async () => {
    const cancelled: unknown[] = [];
    const body = new ReadableStream<string>({
      start(controller) {
        controller.enqueue('data: {"t":"Hi"}\n\ndata: {"t":"!"}\n\ndata: [DONE]\n\n');
      },
      cancel(reason) {
        cancelled.push(reason ?? 'cancelled');
      },
    });
    const reply = streamText<ServerSentEvent>(serverSentEvents(body), {
      token: (event) => (JSON.parse(event.data) as { t: string }).t,
      until: (event) => event.data === '[DONE]',
    });
    await vi.runAllTimersAsync();
    expect([reply.status.value, reply.text.value, reply.tokens.value]).toEqual(['done', 'Hi!', 2]);
    expect(cancelled).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('cancel() freezes the text, cancels the stream and stops pulling', async () => {
    const source = words(many(100));
    const reply = textStream({ flushMs: 10, tokensPerFlush: 1, highWaterMark: 2 });
    const run = reply.start(source.stream);
    await vi.advanceTimersByTimeAsync(30);
    const text = reply.text.value;
    const pulls = source.pulls;
    reply.cancel('stop');
    expect(reply.status.value).toBe('cancelled');
    expect(await run).toBe('cancelled');
    await vi.advanceTimersByTimeAsync(1000);
    expect(reply.text.value).toBe(text);
    expect(reply.tokens.value).toBe(3);
    expect(reply.buffered.value).toBe(0);
    expect(source.pulls).toBe(pulls);
    expect(source.cancelled).toEqual(['stop']);
  });

  it('returns an async iterator, even while its next() is in flight', async () => {
    const finallyRan = vi.fn();
    let release!: () => void;
    async function* slow() {
      try {
        yield 'first';
        await new Promise<void>((resolve) => (release = resolve));
        yield 'never lands';
      } finally {
        finallyRan();
      }
    }
    const reply = streamText(slow());
    await vi.advanceTimersByTimeAsync(16);
    expect(reply.text.value).toBe('first');
    reply.cancel();
    release();
    await vi.runAllTimersAsync();
    expect(finallyRan).toHaveBeenCalledOnce();
    expect([reply.status.value, reply.text.value]).toEqual(['cancelled', 'first']);
  });

  it('an AbortSignal cancels, passing its reason to the source; an aborted one reads nothing', async () => {
    const controller = new AbortController();
    const source = words(many(100));
    const reply = streamText(source.stream, {
      signal: controller.signal,
      flushMs: 10,
      tokensPerFlush: 1,
    });
    await vi.advanceTimersByTimeAsync(20);
    controller.abort('user stop');
    expect(reply.status.value).toBe('cancelled');
    await vi.waitFor(() => expect(source.cancelled).toEqual(['user stop']));

    const unread = words(['x']);
    const again = textStream();
    expect(await again.start(unread.stream, controller.signal)).toBe('cancelled');
    expect(unread.pulls).toBe(0);
    expect(unread.cancelled).toEqual(['user stop']);
  });

  it('start() cancels the run before it; reset() empties the signals', async () => {
    const first = words(many(100));
    const reply = textStream({ flushMs: 10, tokensPerFlush: 1 });
    const statuses: string[] = [];
    effect(() => {
      statuses.push(reply.status.value);
    });
    const firstRun = reply.start(first.stream);
    await vi.advanceTimersByTimeAsync(30);
    const secondRun = reply.start(words(['new']).stream);
    expect(await firstRun).toBe('cancelled');
    expect(first.cancelled).toHaveLength(1);
    expect(reply.text.value).toBe('');
    await vi.advanceTimersByTimeAsync(10);
    expect([await secondRun, reply.text.value, reply.tokens.value]).toEqual(['done', 'new', 1]);
    reply.reset();
    expect([reply.status.value, reply.text.value, reply.tokens.value]).toEqual(['idle', '', 0]);
    // The second start replaced the first run in one batch: no passing 'cancelled'.
    expect(statuses).toEqual(['idle', 'streaming', 'done', 'idle']);
    reply.cancel(); // nothing running: nothing happens
    expect(reply.status.value).toBe('idle');
  });
});

describe('errors', () => {
  it('a failing source lands in status and error, with the text that came before it', async () => {
    const failure = new Error('Network unavailable');
    let pulls = 0;
    const body = new ReadableStream<string>(
      {
        pull(controller) {
          if (++pulls > 2) controller.error(failure);
          else controller.enqueue(`part${pulls} `);
        },
      },
      { highWaterMark: 0 },
    );
    const reply = textStream();
    const run = reply.start(body);
    await vi.runAllTimersAsync();
    expect(await run).toBe('error');
    expect(reply.status.value).toBe('error');
    expect(reply.error.value).toBe(failure);
    expect(reply.text.value).toBe('part1 part2 ');
  });

  it('a throwing token function, a locked stream or a bad response never reject', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const bad = textStream<string>({
        token: () => {
          throw new Error('bad token');
        },
      });
      expect(await bad.start(words(['x']).stream)).toBe('error');
      expect((bad.error.value as Error).message).toBe('bad token');

      const locked = words(['x']).stream;
      locked.getReader();
      expect(await textStream().start(locked)).toBe('error');

      const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
      const reply = textStream<ServerSentEvent>();
      expect(await reply.start(serverSentEvents(json))).toBe('error');
      expect((reply.error.value as Error).message).toMatch(/^Expected text\/event-stream/);
      await vi.runAllTimersAsync();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
