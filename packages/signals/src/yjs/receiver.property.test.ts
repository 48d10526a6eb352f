// The BroadcastChannel receiver gets random and hostile frames: nothing throws, a malformed
// frame is dropped with one warning and changes neither the doc nor the presence, and the
// next good frame is still applied.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { broadcastSync, isSyncFrame, presence } from './index.ts';
import { encodeFrame, parseFrame } from './frames.ts';

afterEach(() => vi.restoreAllMocks());

const MAX = 2048;

/** A real update that inserts `text` (from a doc of its own). */
function updateOf(text: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getText('t').insert(0, text);
  return Y.encodeStateAsUpdate(doc);
}
const good = encodeFrame([0, 2], updateOf('seed'));
const awarenessUpdate = (() => {
  const doc = new Y.Doc();
  const awareness = new Awareness(doc);
  awareness.setLocalStateField('user', { name: 'Eve' });
  const update = encodeAwarenessUpdate(awareness, [doc.clientID]);
  awareness.destroy();
  return update;
})();

const bytes = fc.uint8Array({ maxLength: 96 });
/** Frames near the real ones: right headers with wrong bodies, cut or padded real frames. */
const nearMiss = fc.oneof(
  fc.tuple(fc.nat(4), fc.nat(3), bytes).map(([t, s, b]) => encodeFrame([t, s], b)),
  fc.tuple(fc.nat(4), bytes).map(([t, b]) => encodeFrame([t], b)),
  fc.nat(good.length - 1).map((n) => good.slice(0, n)),
  fc.tuple(bytes, fc.nat(good.length)).map(([b, at]) => {
    const copy = good.slice();
    b.forEach((x, i) => (copy[(at + i) % copy.length] = x));
    return copy;
  }),
  fc.uint8Array({ minLength: 1, maxLength: 4 }).map((b) => new Uint8Array([...good, ...b])),
  fc.nat(awarenessUpdate.length - 1).map((n) => encodeFrame([1], awarenessUpdate.slice(0, n))),
  fc
    .constantFrom('[1]', '"x"', '{', '1', 'null}')
    .map((json) =>
      encodeFrame([1], new Uint8Array([1, 7, 1, json.length, ...new TextEncoder().encode(json)])),
    ),
  fc.constant(encodeFrame([0, 2], updateOf('x'.repeat(MAX)))), // over the size limit
);
const hostile = fc.oneof(
  fc.anything(),
  bytes,
  bytes.map((b) => b.buffer),
  nearMiss,
  nearMiss.map((b) => b.buffer),
);

describe('broadcastSync receiver', () => {
  it('drops malformed frames with one warning, changing nothing; applies the next good one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let round = 0;
    await fc.assert(
      fc.asyncProperty(hostile, async (data) => {
        const binary =
          data instanceof Uint8Array
            ? data
            : data instanceof ArrayBuffer
              ? new Uint8Array(data)
              : undefined;
        fc.pre(!binary || binary.length > MAX || parseFrame(binary) === undefined);
        expect(isSyncFrame(data, MAX)).toBe(false);
        const channel = `yjs-hostile-${++round}`;
        const doc = new Y.Doc();
        doc.getText('t').insert(0, 'mine');
        const awareness = new Awareness(doc);
        const sync = broadcastSync(doc, { channel, awareness, maxFrameBytes: MAX });
        const other = new BroadcastChannel(channel);
        const before = {
          text: doc.getText('t').toString(),
          vector: Y.encodeStateVector(doc),
          presence: [...awareness.getStates().keys()],
        };
        warn.mockClear();
        try {
          other.postMessage(data);
          const marker = `ok${round}`;
          other.postMessage(encodeFrame([0, 2], updateOf(marker)));
          // Delivered in order: once the good one is in, the bad one was handled.
          await vi.waitFor(() => expect(doc.getText('t').toString()).toContain(marker), {
            interval: 2,
          });
          expect(warn).toHaveBeenCalledOnce();
          const text = doc.getText('t').toString();
          expect(text.replace(marker, '')).toBe(before.text);
          expect([...awareness.getStates().keys()]).toEqual(before.presence);
          // Only the good update's client was added to the state vector.
          const vector = Y.decodeStateVector(Y.encodeStateVector(doc));
          const previous = Y.decodeStateVector(before.vector);
          for (const [client, clock] of previous) expect(vector.get(client)).toBe(clock);
          expect(vector.size).toBe(previous.size + 1);
        } finally {
          other.close();
          sync.destroy();
          awareness.destroy();
        }
      }),
      { numRuns: 120 },
    );
  });

  it('isSyncFrame accepts the real frames', () => {
    expect(isSyncFrame(good)).toBe(true);
    expect(isSyncFrame(good.buffer)).toBe(true);
    expect(isSyncFrame(encodeFrame([1], awarenessUpdate))).toBe(true);
    expect(isSyncFrame(encodeFrame([3]))).toBe(true);
    expect(isSyncFrame(good, good.length - 1)).toBe(false);
  });

  it('applies frames that decode without throwing, whatever their bytes', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fc.assert(
      fc.property(nearMiss, (frame) => {
        const parsed = parseFrame(frame);
        if (parsed?.type === 'update' || parsed?.type === 'step2') {
          const doc = new Y.Doc();
          expect(() => Y.applyUpdate(doc, parsed.update)).not.toThrow();
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('presence receiver', () => {
  it('never throws on hostile awareness states, and lists only well-formed users', () => {
    const doc = new Y.Doc();
    doc.getText('t').insert(0, 'hello');
    const mine = new Awareness(doc);
    const peers = presence(mine, doc.getText('t'));
    const user = fc.record(
      {
        name: fc.oneof(fc.string({ maxLength: 50 }), fc.anything()),
        color: fc.oneof(fc.constantFrom('#a0b1c2', 'red', '#12345'), fc.anything()),
      },
      { requiredKeys: [] },
    );
    const position = fc.oneof(
      fc.anything(),
      fc.record(
        {
          type: fc.oneof(fc.anything(), fc.record({ client: fc.integer(), clock: fc.integer() })),
          tname: fc.oneof(fc.constant('t'), fc.anything()),
          item: fc.oneof(fc.anything(), fc.record({ client: fc.integer(), clock: fc.integer() })),
          assoc: fc.oneof(fc.integer(), fc.anything()),
        },
        { requiredKeys: [] },
      ),
    );
    const state = fc.oneof(
      fc.anything(),
      fc.record(
        {
          user: fc.oneof(user, fc.anything()),
          cursor: fc.oneof(fc.record({ anchor: position, head: position }), fc.anything()),
        },
        { requiredKeys: [] },
      ),
    );
    let client = 5000;
    fc.assert(
      fc.property(state, (s) => {
        const other = new Awareness(new Y.Doc());
        other.clientID = ++client;
        const json = JSON.parse(JSON.stringify({ s }) ?? '{}') as { s?: unknown };
        const value =
          typeof json.s === 'object' && json.s !== null && !Array.isArray(json.s) ? json.s : {};
        other.setLocalState(value as Record<string, unknown>);
        other.setLocalState(value as Record<string, unknown>);
        expect(() =>
          applyAwarenessUpdate(mine, encodeAwarenessUpdate(other, [other.clientID]), 'remote'),
        ).not.toThrow();
        other.destroy();
        for (const peer of peers.value) {
          expect(peer.name.length).toBeGreaterThan(0);
          expect(peer.name.length).toBeLessThanOrEqual(40);
          expect(peer.color).toMatch(/^#[0-9a-f]{6}$/i);
          if (peer.caret) expect(peer.caret.anchor).toBeLessThanOrEqual(5);
        }
      }),
      { numRuns: 300 },
    );
    peers.dispose();
    mine.destroy();
  });
});
