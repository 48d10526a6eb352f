import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effect } from '../index.ts';
import { encodeFrame, parseFrame } from './frames.ts';
import { createPeerStore, type StampedEntry } from './index.ts';

const values = (store: { snapshot(): StampedEntry[] }) =>
  Object.fromEntries(store.snapshot().map((e) => [e.key, e.value]));

describe('createPeerStore', () => {
  it('holds one read-only signal per key, written with set and update', () => {
    const store = createPeerStore({ colour: '#166534', count: 0 }, { peerId: 'a' });
    const seen: number[] = [];
    const stop = effect(() => void seen.push(store.signals.count.value));
    store.set('count', 2);
    store.update('count', (n) => n + 1);
    expect(store.signals.count.value).toBe(3);
    expect(store.signals.colour.value).toBe('#166534');
    expect(seen).toEqual([0, 2, 3]);
    expect(Object.getOwnPropertyDescriptor(store.signals.count, 'value')?.set).toBeUndefined();
    stop();
  });

  it('stamps each local write one above the highest clock it has seen', () => {
    const store = createPeerStore({ n: 0 }, { peerId: 'a' });
    const writes: StampedEntry[] = [];
    store.onWrite((e) => writes.push(e));
    store.set('n', 1);
    store.merge([{ key: 'n', value: 5, clock: 9, peer: 'b' }]);
    store.set('n', 2);
    expect(writes).toEqual([
      { key: 'n', value: 1, clock: 1, peer: 'a' },
      { key: 'n', value: 2, clock: 10, peer: 'a' },
    ]);
  });

  it('does not stamp a write of the same value', () => {
    const store = createPeerStore({ n: 0 }, { peerId: 'a' });
    const writes: StampedEntry[] = [];
    store.onWrite((e) => writes.push(e));
    store.set('n', 0);
    expect(writes).toEqual([]);
  });

  it('keeps the write with the higher clock, and on equal clocks the higher peer id', () => {
    const store = createPeerStore({ n: 0 }, { peerId: 'm' });
    store.set('n', 1); // clock 1, peer m
    expect(store.merge([{ key: 'n', value: 2, clock: 1, peer: 'a' }])).toBe(true);
    expect(store.signals.n.value).toBe(1);
    store.merge([{ key: 'n', value: 3, clock: 1, peer: 'z' }]);
    expect(store.signals.n.value).toBe(3);
    store.merge([{ key: 'n', value: 4, clock: 0, peer: 'zz' }]);
    expect(store.signals.n.value).toBe(3);
    store.merge([{ key: 'n', value: 5, clock: 2, peer: 'a' }]);
    expect(store.signals.n.value).toBe(5);
  });

  it('applies nothing of a merge when one entry is invalid', () => {
    const store = createPeerStore({ a: 0, b: 'x' }, { peerId: 'p' });
    const before = store.snapshot();
    const bad = [
      [
        { key: 'a', value: 1, clock: 1, peer: 'q' },
        { key: 'nope', value: 1, clock: 1, peer: 'q' },
      ],
      [
        { key: 'a', value: 1, clock: 1, peer: 'q' },
        { key: 'b', value: 2, clock: 1, peer: 'q' },
      ],
      [{ key: 'a', value: 1, clock: -1, peer: 'q' }],
      [{ key: 'a', value: 1, clock: 1.5, peer: 'q' }],
      [{ key: 'a', value: 1, clock: Number.MAX_SAFE_INTEGER, peer: 'q' }],
      [{ key: 'a', value: 1, clock: 1, peer: 'bad id' }],
    ];
    for (const entries of bad) expect(store.merge(entries)).toBe(false);
    expect(store.snapshot()).toEqual(before);
  });

  it('refuses a stamp far ahead of its clock, so later local writes stay valid for peers', () => {
    const store = createPeerStore({ a: 0 }, { peerId: 'p' });
    expect(
      store.merge([{ key: 'a', value: 1, clock: Number.MAX_SAFE_INTEGER - 1, peer: 'q' }]),
    ).toBe(false);
    expect(store.merge([{ key: 'a', value: 2, clock: 2 ** 32, peer: 'q' }])).toBe(true);
    store.set('a', 3);
    const [entry] = store.snapshot();
    expect(entry).toEqual({ key: 'a', value: 3, clock: 2 ** 32 + 1, peer: 'p' });
    expect(parseFrame(encodeFrame([entry!]))).toEqual([entry]);
  });

  it('checks received values with validate, and by JSON kind by default', () => {
    const store = createPeerStore(
      { n: 0, list: [] as string[], tag: null as string | null },
      { peerId: 'p', validate: { n: (v) => Number.isInteger(v), tag: () => true } },
    );
    expect(store.merge([{ key: 'n', value: 1.5, clock: 1, peer: 'q' }])).toBe(false);
    expect(store.merge([{ key: 'list', value: {}, clock: 1, peer: 'q' }])).toBe(false);
    expect(store.merge([{ key: 'list', value: ['a'], clock: 1, peer: 'q' }])).toBe(true);
    expect(store.merge([{ key: 'tag', value: 'x', clock: 1, peer: 'q' }])).toBe(true);
    expect(values(store)).toEqual({ n: 0, list: ['a'], tag: 'x' });
  });

  it('agrees on one initial value when peers start with different ones', () => {
    const a = createPeerStore({ n: 1 }, { peerId: 'a' });
    const b = createPeerStore({ n: 2 }, { peerId: 'b' });
    a.merge(b.snapshot());
    b.merge(a.snapshot());
    expect(values(a)).toEqual({ n: 2 });
    expect(values(b)).toEqual({ n: 2 });
  });

  it('rejects an invalid peer id and an unknown key', () => {
    expect(() => createPeerStore({}, { peerId: 'a b' })).toThrow('Invalid peer id: a b');
    const store = createPeerStore({ n: 0 });
    expect(store.peerId).toMatch(/^[a-z0-9]{8}$/);
    expect(() => (store.set as (k: string, v: number) => void)('m', 1)).toThrow('Unknown key: m');
  });
});

describe('convergence (property)', () => {
  const PEERS = ['p1', 'p2', 'p3'];
  const KEYS = ['a', 'b', 'c'];
  const write = fc.record({
    peer: fc.nat({ max: PEERS.length - 1 }),
    key: fc.constantFrom(...KEYS),
    value: fc.oneof(fc.integer(), fc.string({ maxLength: 3 })),
  });
  // A schedule: writes interleaved with deliveries of pending updates, picked by index, to
  // any peer, possibly more than once (duplicates are harmless), then everything delivered.
  const step = fc.oneof(
    write.map((w) => ({ kind: 'write' as const, ...w })),
    fc.record({
      kind: fc.constant('deliver' as const),
      pick: fc.nat(),
      to: fc.nat({ max: PEERS.length - 1 }),
      keep: fc.boolean(),
    }),
  );

  it('peers that receive every write, in any order and any number of times, hold the same values', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.nat(), (steps, seed) => {
        const stores = PEERS.map((peerId) =>
          createPeerStore(
            { a: 0 as number | string, b: 0 as number | string, c: 0 as number | string },
            {
              peerId,
              validate: { a: () => true, b: () => true, c: () => true },
            },
          ),
        );
        const pending: StampedEntry[] = [];
        const all: StampedEntry[] = [];
        stores.forEach((s) =>
          s.onWrite((e) => {
            pending.push(e);
            all.push(e);
          }),
        );
        for (const s of steps) {
          if (s.kind === 'write') stores[s.peer]!.set(s.key as 'a', s.value);
          else if (pending.length) {
            const i = s.pick % pending.length;
            const entry = s.keep ? pending[i]! : pending.splice(i, 1)[0]!;
            stores[s.to]!.merge([entry]);
          }
        }
        // Deliver what is left to everyone, in a seed-shuffled order per peer.
        stores.forEach((store, n) => {
          const order = [...pending].sort(
            (x, y) => ((x.clock * 31 + seed + n) % 7) - ((y.clock * 31 + seed + n) % 7),
          );
          for (const entry of order) store.merge([entry]);
          for (const entry of all) store.merge([entry]);
        });
        const [first, ...rest] = stores.map(values);
        for (const other of rest) expect(other).toEqual(first);
        // And the value held is the one of the write with the highest (clock, peer).
        for (const key of KEYS) {
          const winner = all
            .filter((e) => e.key === key)
            .sort((x, y) => x.clock - y.clock || (x.peer < y.peer ? -1 : 1))
            .pop();
          expect(first![key]).toEqual(winner ? winner.value : 0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
