import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus, subjectMatches } from '@tendril/signals/bus';
import { checkNatsUrl, NATS_URL_REJECTED } from './nats-url.ts';
import { publishSpaced, QUICK_EVENTS } from './quick-publish.ts';

describe('checkNatsUrl', () => {
  it('accepts ws:// and wss:// URLs', () => {
    expect(checkNatsUrl(' ws://127.0.0.1:4223 ')).toEqual({ url: 'ws://127.0.0.1:4223' });
    expect(checkNatsUrl('wss://demo.nats.io:8443')).toEqual({ url: 'wss://demo.nats.io:8443' });
  });
  it('rejects other schemes and non-URLs with the same clear message', () => {
    for (const text of ['http://x', 'nats://127.0.0.1:4222', 'localhost:4222', ''])
      expect(checkNatsUrl(text)).toEqual({ error: NATS_URL_REJECTED });
  });
  it('never throws, and accepts only ws:/wss: URLs with a host (random text and URLs)', () => {
    const scheme = fc.constantFrom(
      'ws:',
      'wss:',
      'WS:',
      'http:',
      'https:',
      'javascript:',
      'data:',
      'file:',
      'nats:',
      '',
    );
    const text = fc.oneof(
      fc.string(),
      fc
        .tuple(scheme, fc.constantFrom('//', '', '/', '\\\\'), fc.string())
        .map((parts) => parts.join('')),
      fc.webUrl().map((url) => url.replace(/^https?:/, 'ws:')),
    );
    fc.assert(
      fc.property(text, (input) => {
        const checked = checkNatsUrl(input);
        if ('error' in checked) expect(checked.error).toBe(NATS_URL_REJECTED);
        else {
          const url = new URL(checked.url);
          expect(['ws:', 'wss:']).toContain(url.protocol);
          expect(url.hostname).not.toBe('');
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('publishSpaced', () => {
  afterEach(() => vi.useRealTimers());

  it('publishes each event 100 ms after the previous one', async () => {
    vi.useFakeTimers();
    const bus = createBus();
    const seen: string[] = [];
    bus.subscribe('>', (m) => seen.push(m.metadata.eventName));
    const done = publishSpaced(bus, QUICK_EVENTS['User events']!, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['user.created']);
    await vi.advanceTimersByTimeAsync(99);
    expect(seen).toEqual(['user.created']);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['user.created', 'user.updated']);
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(seen).toEqual(['user.created', 'user.updated', 'user.a.b']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when aborted, leaving no timer behind', async () => {
    vi.useFakeTimers();
    const bus = createBus();
    const controller = new AbortController();
    const done = publishSpaced(bus, QUICK_EVENTS['User events']!, controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await done;
    expect(bus.stats.published.peek()).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the quick events exercise both wildcards the NATS way', () => {
    const subjects = QUICK_EVENTS['User events']!.map(([s]) => s);
    expect(subjects.filter((s) => subjectMatches('user.*', s))).toEqual([
      'user.created',
      'user.updated',
    ]);
    expect(subjects.filter((s) => subjectMatches('user.>', s))).toEqual(subjects);
  });
});
