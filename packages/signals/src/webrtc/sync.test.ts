import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPeerStore, syncStore } from './index.ts';
import { channelPair } from './test-fakes.ts';

afterEach(() => vi.restoreAllMocks());

const make = (peerId: string) => createPeerStore({ colour: 'green', count: 0 }, { peerId });

describe('syncStore', () => {
  it('sends a snapshot when the channel opens, then each local write', () => {
    const a = make('a');
    const b = make('b');
    const pipe = channelPair();
    syncStore(a, { channel: pipe.a });
    syncStore(b, { channel: pipe.b });
    a.set('colour', 'blue'); // before the channel opens: carried by the snapshot
    pipe.open();
    pipe.a.deliverAll();
    pipe.b.deliverAll();
    expect(b.signals.colour.value).toBe('blue');
    b.update('count', (n) => n + 1);
    pipe.b.deliverAll();
    expect(a.signals.count.value).toBe(1);
    expect(JSON.parse(pipe.b.sent.at(-1)!)).toEqual({
      v: 1,
      type: 'entries',
      entries: [{ key: 'count', value: 1, clock: 2, peer: 'b' }],
    });
  });

  it('starts at once on a channel that is already open', () => {
    const pipe = channelPair();
    pipe.open();
    const a = make('a');
    a.set('count', 5);
    syncStore(a, { channel: pipe.a });
    const b = make('b');
    syncStore(b, { channel: pipe.b });
    pipe.a.deliverAll();
    expect(b.signals.count.value).toBe(5);
  });

  it('converges after edits made while apart, when the snapshots meet on reconnect', () => {
    const a = make('a');
    const b = make('b');
    let pipe = channelPair();
    let stops = [syncStore(a, { channel: pipe.a }), syncStore(b, { channel: pipe.b })];
    pipe.open();
    pipe.a.deliverAll();
    pipe.b.deliverAll();
    pipe.close();
    stops.forEach((stop) => stop());

    a.set('count', 3); // clock 1 on both sides: peer id b wins
    b.set('count', 7);
    a.set('colour', 'red'); // a wins colour: b never writes it
    pipe = channelPair();
    stops = [syncStore(a, { channel: pipe.a }), syncStore(b, { channel: pipe.b })];
    pipe.open();
    pipe.b.deliverAll();
    pipe.a.deliverAll();
    for (const store of [a, b]) {
      expect(store.signals.colour.value).toBe('red');
      expect(store.signals.count.value).toBe(7);
    }
    stops.forEach((stop) => stop());
  });

  it('stops sending and receiving when stopped, leaving the channel open', () => {
    const a = make('a');
    const pipe = channelPair();
    pipe.open();
    const stop = syncStore(a, { channel: pipe.a });
    stop();
    a.set('count', 1);
    expect(pipe.a.sent).toHaveLength(1); // the snapshot only
    const frame = {
      v: 1,
      type: 'entries',
      entries: [{ key: 'count', value: 9, clock: 5, peer: 'b' }],
    };
    pipe.a.dispatch('message', JSON.stringify(frame));
    expect(a.signals.count.value).toBe(1);
    expect(pipe.a.readyState).toBe('open');
  });

  it('does not send a frame over the limit, and says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const a = make('a');
    const pipe = channelPair();
    pipe.open();
    syncStore(a, { channel: pipe.a, maxFrameBytes: 160 });
    a.set('colour', 'x'.repeat(200));
    expect(pipe.a.sent).toHaveLength(1);
    expect(error).toHaveBeenCalledOnce();
  });

  it('two synced stores converge whatever order and interleaving their frames arrive in (property)', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('a' as const), value: fc.integer({ min: 0, max: 9 }) }),
      fc.record({ kind: fc.constant('b' as const), value: fc.integer({ min: 0, max: 9 }) }),
      fc.record({ kind: fc.constant('toB' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('toA' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), fc.boolean(), (ops, reconnect) => {
        const a = make('a');
        const b = make('b');
        const pipe = channelPair();
        syncStore(a, { channel: pipe.a });
        syncStore(b, { channel: pipe.b });
        pipe.open();
        for (const o of ops) {
          if (o.kind === 'a') a.set('count', o.value);
          else if (o.kind === 'b') b.set('count', o.value);
          else {
            const from = o.kind === 'toB' ? pipe.a : pipe.b;
            if (from.outbox.length) from.deliver(o.pick % from.outbox.length);
          }
        }
        if (reconnect) {
          // Whatever is still in flight is lost; the snapshots on the new channel carry it.
          pipe.close();
          const next = channelPair();
          syncStore(a, { channel: next.a });
          syncStore(b, { channel: next.b });
          next.open();
          next.a.deliverAll();
          next.b.deliverAll();
        } else {
          pipe.a.deliverAll();
          pipe.b.deliverAll();
        }
        expect(a.snapshot()).toEqual(b.snapshot());
      }),
      { numRuns: 300 },
    );
  });
});
