import { describe, expect, it, vi } from 'vitest';
import {
  createSseParser,
  eventSourceEvents,
  serverSentEvents,
  textStream,
  type EventSourceLike,
  type ServerSentEvent,
} from './index.ts';

const sse = (body: BodyInit | null, init: ResponseInit = {}) =>
  new Response(body, { headers: { 'content-type': 'text/event-stream' }, ...init });

async function all(events: AsyncIterable<ServerSentEvent>): Promise<ServerSentEvent[]> {
  const out: ServerSentEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

describe('createSseParser', () => {
  it('reads the examples of the event-stream format', () => {
    const parser = createSseParser();
    const text =
      ': a comment\n' +
      'data: first\ndata:second\n\n' +
      'event: add\nid: 7\ndata\n\n' +
      'retry: 3000\ndata:  two spaces\r\n\r\n' +
      'id\rdata: after an empty id\r\r' +
      'event: nothing\n\n';
    expect(parser.feed(text)).toEqual([
      { type: 'message', data: 'first\nsecond', lastEventId: '', retry: undefined },
      { type: 'add', data: '', lastEventId: '7', retry: undefined },
      { type: 'message', data: ' two spaces', lastEventId: '7', retry: 3000 },
      { type: 'message', data: 'after an empty id', lastEventId: '', retry: 3000 },
    ]);
  });

  it('ignores an id holding NULL, a retry that is not all digits, and unknown fields', () => {
    const parser = createSseParser();
    const events = parser.feed('id: 1\nid: a\0b\nretry: 12a\nfoo: bar\ndata: x\n\n');
    expect(events).toEqual([{ type: 'message', data: 'x', lastEventId: '1', retry: undefined }]);
  });

  it('keeps an unfinished event pending, and a CR at the end of a piece joins a LF after it', () => {
    const parser = createSseParser();
    expect(parser.feed('data: a\r')).toEqual([]);
    // Had the LF been a second line end, this blank line would dispatch 'a' a line early.
    expect(parser.feed('\ndata: b\r')).toEqual([]);
    expect(parser.feed('\n\r\n')).toEqual([
      { type: 'message', data: 'a\nb', lastEventId: '', retry: undefined },
    ]);
  });
  it('joins a long line fed in small pieces, and refuses one past maxEventLength', () => {
    const parser = createSseParser({ maxEventLength: 300_000 });
    const value = 'x'.repeat(200_000);
    const text = `data: ${value}\n\n`;
    const events: ServerSentEvent[] = [];
    for (let at = 0; at < text.length; at += 100)
      events.push(...parser.feed(text.slice(at, at + 100)));
    expect(events).toEqual([{ type: 'message', data: value, lastEventId: '', retry: undefined }]);

    const endless = createSseParser({ maxEventLength: 1000 });
    expect(() => {
      for (let i = 0; i < 50; i++) endless.feed('data: no line end in sight ');
    }).toThrow('A server-sent event is longer than 1000 characters');
    const many = createSseParser({ maxEventLength: 1000 });
    expect(() => many.feed('data: 0123456789\n'.repeat(100))).toThrow(/longer than 1000/);
  });
});

describe('serverSentEvents', () => {
  it('return() before the first read cancels the body', async () => {
    const cancel = vi.fn();
    const body = new ReadableStream<Uint8Array>({ cancel });
    const events = serverSentEvents(sse(body));
    await events.return();
    await vi.waitFor(() => expect(cancel).toHaveBeenCalled());
  });

  it('reads the events of a text/event-stream Response', async () => {
    const events = await all(
      serverSentEvents(sse('data: Hello\n\nevent: end\ndata: \n\ndata: cut')),
    );
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['message', 'Hello'],
      ['end', ''],
    ]);
  });

  it('rejects a response that is not ok or not an event stream, with what went wrong', async () => {
    await expect(
      serverSentEvents(sse('', { status: 503, statusText: 'Service Unavailable' })).next(),
    ).rejects.toThrow('503 Service Unavailable');
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
    await expect(serverSentEvents(json).next()).rejects.toThrow(
      'Expected text/event-stream, got application/json',
    );
    expect(await all(serverSentEvents(sse(null)))).toEqual([]);
  });

  it('reads the body only as the events are taken, and return() cancels it mid-read', async () => {
    let pulls = 0;
    const cancel = vi.fn();
    const body = new ReadableStream<string>(
      {
        pull(controller) {
          pulls++;
          if (pulls < 3) controller.enqueue(`data: ${pulls}\n\n`);
          // The third pull never answers: a server that went quiet.
        },
        cancel,
      },
      { highWaterMark: 0 },
    );
    const events = serverSentEvents(body);
    expect((await events.next()).value?.data).toBe('1');
    expect(pulls).toBe(1);
    expect((await events.next()).value?.data).toBe('2');
    const stuck = events.next();
    await vi.waitFor(() => expect(pulls).toBe(3));
    await events.return();
    expect(cancel).toHaveBeenCalledOnce();
    await expect(stuck).resolves.toEqual({ done: true, value: undefined });
  });
});

class FakeEventSource implements EventSourceLike {
  readyState = 1;
  closed = false;
  listeners = new Map<string, Set<(event: MessageEvent) => void>>();
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }
  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: string, lastEventId = '') {
    const event = new MessageEvent(type, { data, lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  listenerCount() {
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0);
  }
}

describe('eventSourceEvents', () => {
  it('answers two next() calls made before any event, in order', async () => {
    const source = new FakeEventSource();
    const events = eventSourceEvents(source);
    const first = events.next();
    const second = events.next();
    source.emit('message', 'a');
    source.emit('message', 'b');
    expect((await first).value?.data).toBe('a');
    expect((await second).value?.data).toBe('b');
    await events.return();
  });

  it('yields the chosen event types in order, and return() closes the source', async () => {
    const source = new FakeEventSource();
    const events = eventSourceEvents(source, { types: ['message', 'token'] });
    source.emit('message', 'a', '1');
    source.emit('ignored', 'x');
    const next = events.next();
    source.emit('token', 'b');
    expect(await next).toEqual({
      done: false,
      value: { type: 'message', data: 'a', lastEventId: '1', retry: undefined },
    });
    expect((await events.next()).value?.data).toBe('b');
    await events.return();
    expect(source.closed).toBe(true);
    expect(source.listenerCount()).toBe(0);
    expect(await events.next()).toEqual({ done: true, value: undefined });
  });

  it('waits while the source reconnects, rejects once it is closed', async () => {
    const source = new FakeEventSource();
    const events = eventSourceEvents(source);
    source.readyState = 0;
    source.emit('error', '');
    source.readyState = 1;
    source.emit('message', 'back');
    expect((await events.next()).value?.data).toBe('back');
    const next = events.next();
    source.readyState = 2;
    source.emit('error', '');
    await expect(next).rejects.toThrow('EventSource closed');
  });

  it('rejects, and closes the source, when more than maxQueued events wait', async () => {
    const source = new FakeEventSource();
    const events = eventSourceEvents(source, { maxQueued: 2 });
    for (const data of ['1', '2', '3']) source.emit('message', data);
    expect(source.closed).toBe(true);
    expect((await events.next()).value?.data).toBe('1');
    expect((await events.next()).value?.data).toBe('2');
    await expect(events.next()).rejects.toThrow('More than 2 events queued');
  });
});

describe('an EventSource into a text stream', () => {
  it('streams the data of its events, ends at [DONE], and closes the source', async () => {
    const source = new FakeEventSource();
    const reply = textStream<ServerSentEvent>({
      until: (event) => event.data === '[DONE]',
      flushMs: 0,
    });
    const run = reply.start(eventSourceEvents(source));
    for (const data of ['Hel', 'lo', '[DONE]', 'late']) source.emit('message', data);
    expect(await run).toBe('done');
    expect([reply.text.value, reply.tokens.value]).toEqual(['Hello', 2]);
    expect(source.closed).toBe(true);
  });

  it('a source that closes on an error lands as the stream error', async () => {
    const source = new FakeEventSource();
    const reply = textStream<ServerSentEvent>({ flushMs: 0 });
    const run = reply.start(eventSourceEvents(source));
    source.emit('message', 'partial');
    source.readyState = 2;
    source.emit('error', '');
    expect(await run).toBe('error');
    expect(reply.text.value).toBe('partial');
    expect((reply.error.value as Error).message).toMatch(/^EventSource closed: /);
  });
});
