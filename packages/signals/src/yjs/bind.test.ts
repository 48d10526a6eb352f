import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { computed, effect, effectScope, isSignal } from '../index.ts';
import { yArray, yMap, yText } from './index.ts';

/** Two docs whose updates are delivered to each other at once. */
function linkedPair() {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on(
    'update',
    (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(b, u, 'remote'),
  );
  b.on(
    'update',
    (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(a, u, 'remote'),
  );
  return { a, b };
}

/** Counts the transactions that changed `doc` and remembers their origins. */
function transactions(doc: Y.Doc) {
  const origins: unknown[] = [];
  doc.on('afterTransaction', (t: Y.Transaction) => {
    if (t.changed.size || t.deleteSet.clients.size) origins.push(t.origin);
  });
  return origins;
}

describe('yText', () => {
  it('reflects remote edits: readers re-run with the new text', () => {
    const { a, b } = linkedPair();
    const text = yText(a.getText('t'));
    const seen: string[] = [];
    const stop = effect(() => void seen.push(text.value));
    b.getText('t').insert(0, 'hello');
    b.getText('t').insert(5, ' world');
    expect(seen).toEqual(['', 'hello', 'hello world']);
    expect(text.peek()).toBe('hello world');
    stop();
  });

  it('writes the smallest change in one transaction with the binding as origin', () => {
    const doc = new Y.Doc();
    doc.getText('t').insert(0, 'hello world');
    const text = yText(doc.getText('t'));
    const origins = transactions(doc);
    const deltas: unknown[] = [];
    doc.getText('t').observe((e) => deltas.push(e.delta));
    text.value = 'hello there world';
    expect(origins).toEqual([text]);
    expect(deltas).toEqual([[{ retain: 6 }, { insert: 'there ' }]]);
    expect(doc.getText('t').toString()).toBe('hello there world');
    text.value = 'hello there world'; // unchanged: no transaction
    expect(origins).toHaveLength(1);
  });

  it('keeps a concurrent remote edit elsewhere in the text', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    a.getText('t').insert(0, 'abc def');
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const ta = yText(a.getText('t'));
    const tb = yText(b.getText('t'));
    ta.value = 'abc! def';
    tb.value = 'abc def?';
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    expect(ta.value).toBe('abc! def?');
    expect(tb.value).toBe('abc! def?');
  });

  it('uses the given origin; transact groups edits in one transaction', () => {
    const doc = new Y.Doc();
    const text = yText(doc.getText('t'), { origin: 'field', name: 'body' });
    const origins = transactions(doc);
    const seen: string[] = [];
    const stop = effect(() => void seen.push(text.value));
    const result = text.transact((t) => {
      t.insert(0, 'ab');
      t.insert(2, 'cd');
      return t.length;
    });
    expect(result).toBe(4);
    expect(origins).toEqual(['field']);
    expect(seen).toEqual(['', 'abcd']);
    expect(text.name).toBe('body');
    expect(text.origin).toBe('field');
    stop();
  });

  it('is a signal: computed, subscribe, isSignal, JSON', () => {
    const doc = new Y.Doc();
    const text = yText(doc.getText('t'));
    const length = computed(() => text.value.length);
    const calls: string[] = [];
    const unsubscribe = text.subscribe((v) => calls.push(v));
    text.value = 'abc';
    expect(length.value).toBe(3);
    expect(calls).toEqual(['', 'abc']);
    expect(isSignal(text)).toBe(true);
    expect(JSON.stringify({ text })).toBe('{"text":"abc"}');
    expect(`${text}`).toBe('abc');
    unsubscribe();
  });

  it('stops following the doc when disposed, or when its owning scope is', () => {
    const doc = new Y.Doc();
    const text = yText(doc.getText('t'));
    let scoped!: ReturnType<typeof yText>;
    const stopScope = effectScope(() => {
      scoped = yText(doc.getText('t'));
    });
    doc.getText('t').insert(0, 'a');
    text.dispose();
    stopScope();
    doc.getText('t').insert(1, 'b');
    expect(text.value).toBe('a');
    expect(scoped.value).toBe('a');
    expect(doc.getText('t').toString()).toBe('ab');
  });

  it('refuses a type that is not in a doc', () => {
    expect(() => yText(new Y.Text())).toThrow(TypeError);
  });
});

describe('yMap', () => {
  it('sets changed keys and deletes gone ones in one transaction', () => {
    const doc = new Y.Doc();
    const map = doc.getMap('m');
    map.set('keep', 1);
    map.set('change', 'x');
    map.set('drop', true);
    const settings = yMap<{ keep?: number; change?: string; drop?: boolean; add?: number[] }>(map);
    const origins = transactions(doc);
    const keys: string[][] = [];
    map.observe((e) => keys.push([...e.keysChanged].sort()));
    settings.value = { keep: 1, change: 'y', add: [1, 2] };
    expect(origins).toEqual([settings]);
    expect(keys).toEqual([['add', 'change', 'drop']]);
    expect(map.toJSON()).toEqual({ keep: 1, change: 'y', add: [1, 2] });
    expect(settings.value).toEqual({ keep: 1, change: 'y', add: [1, 2] });
  });

  it('follows edits inside nested shared types (deep)', () => {
    const { a, b } = linkedPair();
    const root = yMap(a.getMap('root'));
    const inner = new Y.Map<unknown>();
    b.getMap('root').set('inner', inner);
    inner.set('x', 1);
    expect(root.value).toEqual({ inner: { x: 1 } });
    let runs = 0;
    const stop = effect(() => {
      void root.value;
      runs++;
    });
    inner.set('x', 2);
    expect(root.value).toEqual({ inner: { x: 2 } });
    expect(runs).toBe(2);
    stop();
  });
});

describe('yArray', () => {
  it('writes only the changed middle, so a concurrent append survives', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    a.getArray('l').insert(0, ['a', 'b', 'c']);
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const la = yArray<string>(a.getArray('l'));
    const origins = transactions(a);
    la.value = ['a', 'B', 'c'];
    b.getArray('l').push(['d']);
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(origins[0]).toBe(la);
    expect(la.value).toEqual(['a', 'B', 'c', 'd']);
    expect(b.getArray('l').toJSON()).toEqual(['a', 'B', 'c', 'd']);
  });

  it('follows nested edits', () => {
    const doc = new Y.Doc();
    const list = yArray(doc.getArray('l'));
    const item = new Y.Map<unknown>();
    list.transact((array) => array.push([item]));
    item.set('done', true);
    expect(list.value).toEqual([{ done: true }]);
  });
});
