// Two docs edited concurrently through the bindings converge, however their updates are
// exchanged: each side's in order or the other's first, and after an offline period where
// every update was buffered and then delivered late and shuffled.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { diffText } from './diff.ts';
import { yArray, yMap, yText } from './index.ts';

type Edit =
  | { kind: 'text'; at: number; remove: number; insert: string }
  | { kind: 'set'; key: string; value: number | null }
  | { kind: 'drop'; key: string }
  | { kind: 'list'; at: number; remove: number; insert: number[] };

const key = fc.constantFrom('a', 'b', 'c');
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('text' as const),
    at: fc.nat(30),
    remove: fc.nat(4),
    insert: fc.string({ maxLength: 4, unit: fc.constantFrom('x', 'y', 'é', '😀', ' ') }),
  }),
  fc.record({
    kind: fc.constant('set' as const),
    key,
    value: fc.oneof(fc.integer(), fc.constant(null)),
  }),
  fc.record({ kind: fc.constant('drop' as const), key }),
  fc.record({
    kind: fc.constant('list' as const),
    at: fc.nat(10),
    remove: fc.nat(3),
    insert: fc.array(fc.integer(), { maxLength: 3 }),
  }),
);

/** A doc with its three bindings; every update it makes is kept for delivery later. */
function replica() {
  const doc = new Y.Doc();
  const updates: Uint8Array[] = [];
  doc.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && updates.push(u));
  const text = yText(doc.getText('text'));
  const map = yMap<Record<string, number | null>>(doc.getMap('map'));
  const list = yArray<number>(doc.getArray('list'));
  const apply = (e: Edit) => {
    if (e.kind === 'text') {
      // By code point, as a text field edits: a surrogate pair is never split.
      const points = [...text.value];
      points.splice(Math.min(e.at, points.length), e.remove, e.insert);
      text.value = points.join('');
    } else if (e.kind === 'set') map.value = { ...map.value, [e.key]: e.value };
    else if (e.kind === 'drop') {
      const next = { ...map.value };
      delete next[e.key];
      map.value = next;
    } else {
      const at = Math.min(e.at, list.value.length);
      const next = [...list.value];
      next.splice(at, e.remove, ...e.insert);
      list.value = next;
    }
  };
  const snapshot = () => ({
    text: doc.getText('text').toString(),
    map: doc.getMap('map').toJSON(),
    list: doc.getArray('list').toJSON(),
  });
  const signals = () => ({ text: text.value, map: map.value, list: list.value });
  return { doc, updates, apply, snapshot, signals };
}

const deliver = (to: Y.Doc, updates: readonly Uint8Array[]) =>
  updates.forEach((u) => Y.applyUpdate(to, u, 'remote'));

describe('two docs edited through the bindings', () => {
  it('converge when updates are exchanged in either order', () => {
    fc.assert(
      fc.property(
        fc.array(edit, { maxLength: 12 }),
        fc.array(edit, { maxLength: 12 }),
        fc.boolean(),
        (editsA, editsB, aFirst) => {
          const a = replica();
          const b = replica();
          editsA.forEach(a.apply);
          editsB.forEach(b.apply);
          const fromA = [...a.updates];
          const fromB = [...b.updates];
          if (aFirst) {
            deliver(b.doc, fromA);
            deliver(a.doc, fromB);
          } else {
            deliver(a.doc, fromB);
            deliver(b.doc, fromA);
          }
          expect(a.snapshot()).toEqual(b.snapshot());
          // The signals show the merged content, not a stale local one.
          expect(a.signals()).toEqual(a.snapshot());
          expect(b.signals()).toEqual(b.snapshot());
        },
      ),
      { numRuns: 150 },
    );
  });

  it('converge after an offline period: buffered updates applied late, in any order', () => {
    fc.assert(
      fc.property(
        fc.array(edit, { maxLength: 10 }),
        fc.array(edit, { maxLength: 10 }),
        fc.array(edit, { maxLength: 10 }),
        fc.integer(),
        (shared, offlineA, offlineB, seed) => {
          const a = replica();
          const b = replica();
          shared.forEach(a.apply);
          deliver(b.doc, a.updates.splice(0));
          offlineA.forEach(a.apply);
          offlineB.forEach(b.apply);
          // Back online: everything queued meanwhile arrives, shuffled.
          const shuffle = (list: Uint8Array[]) =>
            list
              .map((u, i) => ({ u, k: Math.sin(seed + i * 7919) }))
              .sort((x, y) => x.k - y.k)
              .map((x) => x.u);
          deliver(a.doc, shuffle(b.updates));
          deliver(b.doc, shuffle(a.updates));
          expect(a.snapshot()).toEqual(b.snapshot());
          expect(a.signals()).toEqual(a.snapshot());
          expect(b.doc.store.pendingStructs).toBeNull();
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('diffText', () => {
  it('is the smallest splice that rebuilds the new text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', '😀') }),
        fc.string({ unit: fc.constantFrom('a', 'b', '😀') }),
        (previous, next) => {
          const { index, remove, insert } = diffText(previous, next);
          expect(previous.slice(0, index) + insert + previous.slice(index + remove)).toBe(next);
          expect(remove + insert.length).toBeLessThanOrEqual(previous.length + next.length);
          // No half surrogate pair on either side of the cut.
          expect(insert.isWellFormed()).toBe(true);
        },
      ),
    );
  });

  it('places a typed character at the caret inside a run of equal ones', () => {
    expect(diffText('aa', 'aaa', 1)).toEqual({ index: 0, remove: 0, insert: 'a' });
    expect(diffText('aaa', 'aa', 1)).toEqual({ index: 1, remove: 1, insert: '' });
    expect(diffText('hello', 'help!')).toEqual({ index: 3, remove: 2, insert: 'p!' });
  });
});
