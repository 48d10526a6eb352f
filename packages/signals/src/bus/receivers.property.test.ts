// Every receiver of messages from another context (other tabs over BroadcastChannel, a NATS
// server) gets random and hostile input: nothing throws, and nothing malformed is delivered.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectTabs, createBus, type BusMessage } from './index.ts';
import { toBusMessage } from './message.ts';
import { decode } from './nats-bridge.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  vi.restoreAllMocks();
});

/** Messages shaped almost like bus messages, with any field wrong. */
const nearMiss = fc.record(
  {
    timestamp: fc.oneof(fc.double(), fc.anything()),
    correlationId: fc.oneof(fc.string(), fc.anything()),
    metadata: fc.oneof(
      fc.record({
        eventName: fc.oneof(
          fc.constantFrom('', 'a..b', '*', 'a.>', ' x', 'a.b'),
          fc.string(),
          fc.anything(),
        ),
      }),
      fc.anything(),
    ),
    data: fc.anything(),
  },
  { requiredKeys: [] },
);
const hostile = fc.oneof(fc.anything(), nearMiss);

describe('connectTabs receiver', () => {
  it('drops every malformed message from another tab, and delivers the next good one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let round = 0;
    await fc.assert(
      fc.asyncProperty(hostile, async (data) => {
        fc.pre(toBusMessage(data) === undefined);
        const name = `tabs-property-${++round}`;
        const bus = createBus();
        const seen: BusMessage[] = [];
        bus.subscribe('>', (m) => seen.push(m));
        const disconnect = connectTabs(bus, { channel: name });
        const other = new BroadcastChannel(name);
        try {
          other.postMessage(data);
          const good = { timestamp: 1, correlationId: 'c', metadata: { eventName: 'ok' }, data: 1 };
          other.postMessage(good);
          // Delivered in order: once the good one is here, the bad one was handled.
          await vi.waitFor(() => expect(seen).toHaveLength(1));
          expect(seen[0]).toEqual(good);
          expect(bus.stats.received.value).toBe(1);
        } finally {
          other.close();
          disconnect();
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('NATS receiver (decode)', () => {
  const msg = (subject: string, data: Uint8Array) => ({
    subject,
    data,
    json: <T>() => JSON.parse(new TextDecoder().decode(data)) as T,
  });

  it('never throws on random bytes; keeps JSON, drops the rest', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = new TextDecoder().decode(bytes);
        let json = true;
        try {
          if (bytes.length) JSON.parse(text);
        } catch {
          json = false;
        }
        const message = decode(msg('user.1.updated', bytes));
        if (!json) expect(message).toBeUndefined();
        else expect(message?.metadata.eventName).toBe('user.1.updated');
      }),
      { numRuns: 500 },
    );
  });

  it('takes the subject the server routed a message on, whatever the payload claims', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const text = JSON.stringify(value);
        fc.pre(text !== undefined);
        const message = decode(msg('shop.cart', new TextEncoder().encode(text)));
        expect(message?.metadata.eventName).toBe('shop.cart');
        expect(Number.isFinite(message?.timestamp)).toBe(true);
        expect(typeof message?.correlationId).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});
