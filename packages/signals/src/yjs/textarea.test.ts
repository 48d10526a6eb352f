// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { bindTextarea, presence } from './index.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  document.body.replaceChildren();
});

function setup(initial = '') {
  const doc = new Y.Doc();
  const text = doc.getText('t');
  text.insert(0, initial);
  const textarea = document.createElement('textarea');
  document.body.append(textarea);
  const awareness = new Awareness(doc);
  const unbind = bindTextarea(textarea, text, { awareness });
  cleanups.push(unbind, () => awareness.destroy());
  return { doc, text, textarea, awareness };
}

/** Types `value` as a user would: the new text, the caret after it, one input event. */
function type(textarea: HTMLTextAreaElement, value: string, caret: number) {
  textarea.value = value;
  textarea.setSelectionRange(caret, caret);
  textarea.dispatchEvent(new Event('input'));
}

describe('bindTextarea', () => {
  it('shows the text and writes input as one minimal change at the caret', () => {
    const { doc, text, textarea } = setup('aa');
    expect(textarea.value).toBe('aa');
    const deltas: unknown[] = [];
    text.observe((e) => deltas.push(e.delta));
    let transactions = 0;
    doc.on('afterTransaction', (t: Y.Transaction) => t.changed.size && transactions++);
    textarea.focus();
    type(textarea, 'aaa', 1); // typed the first 'a'
    expect(deltas).toEqual([[{ insert: 'a' }]]);
    expect(transactions).toBe(1);
    expect(text.toString()).toBe('aaa');
  });

  it('keeps the local caret on its character when a remote edit lands before it', () => {
    const { doc, text, textarea } = setup('hello world');
    const remote = new Y.Doc();
    Y.applyUpdate(remote, Y.encodeStateAsUpdate(doc));
    textarea.focus();
    textarea.setSelectionRange(6, 11); // "world" selected
    remote.getText('t').insert(0, '>> ');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(remote, Y.encodeStateVector(doc)));
    expect(textarea.value).toBe('>> hello world');
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([9, 14]);
    // A remote edit after the caret leaves it where it is.
    remote.getText('t').insert(remote.getText('t').length, '!');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(remote, Y.encodeStateVector(doc)));
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([9, 14]);
    expect(text.toString()).toBe('>> hello world!');
  });

  it('publishes the caret to awareness while focused, and clears it on blur', () => {
    const { textarea, awareness, text } = setup('abc');
    textarea.focus();
    textarea.setSelectionRange(2, 2);
    textarea.dispatchEvent(new Event('keyup'));
    const other = new Awareness(new Y.Doc());
    cleanups.push(() => other.destroy());
    awareness.setLocalStateField('user', { name: 'Ada', color: '#2563eb' });
    applyAwarenessUpdate(other, encodeAwarenessUpdate(awareness, [awareness.clientID]), 'x');
    // The other side reads it against the same text.
    const peers = presence(awareness, text);
    cleanups.push(peers.dispose);
    expect(peers.value).toEqual([]); // the local user is not a peer
    textarea.blur();
    expect(awareness.getLocalState()?.cursor).toBeNull();
  });

  it('stops when unbound', () => {
    const { text, textarea } = setup('x');
    cleanups.shift()!();
    text.insert(1, 'y');
    type(textarea, 'zzz', 3);
    expect(text.toString()).toBe('xy');
    expect(textarea.value).toBe('zzz');
  });
});

describe('presence', () => {
  it('lists remote users with their caret, and moves the caret with the text', () => {
    const doc = new Y.Doc();
    const text = doc.getText('t');
    text.insert(0, 'hello');
    const mine = new Awareness(doc);
    const remoteDoc = new Y.Doc();
    Y.applyUpdate(remoteDoc, Y.encodeStateAsUpdate(doc));
    const theirs = new Awareness(remoteDoc);
    cleanups.push(
      () => mine.destroy(),
      () => theirs.destroy(),
    );
    const at = Y.relativePositionToJSON(
      Y.createRelativePositionFromTypeIndex(remoteDoc.getText('t'), 4),
    ) as unknown;
    theirs.setLocalState({
      user: { name: ' Ada ', color: '#2563EB' },
      cursor: { anchor: at, head: at },
    });
    const peers = presence(mine, text);
    cleanups.push(peers.dispose);
    applyAwarenessUpdate(mine, encodeAwarenessUpdate(theirs, [theirs.clientID]), 'remote');
    expect(peers.value).toEqual([
      { clientId: theirs.clientID, name: 'Ada', color: '#2563EB', caret: { anchor: 4, head: 4 } },
    ]);
    text.insert(0, '¡');
    expect(peers.value[0]?.caret).toEqual({ anchor: 5, head: 5 });
  });

  it('leaves out malformed states and reads a malformed caret as none', () => {
    const doc = new Y.Doc();
    const mine = new Awareness(doc);
    cleanups.push(() => mine.destroy());
    const peers = presence(mine, doc.getText('t'));
    cleanups.push(peers.dispose);
    const states: unknown[] = [
      { user: { name: 'x'.repeat(41), color: '#000000' } },
      { user: { name: 'Eve', color: 'red' } },
      { user: { name: '', color: '#000000' } },
      { user: 'Eve' },
      { user: { name: 'Bob', color: '#000000' }, cursor: { anchor: { item: 'x' }, head: 1 } },
      {
        user: { name: 'Cy', color: '#000000' },
        cursor: { anchor: { tname: 't', item: { client: 1, clock: 9 } }, head: 7 },
      },
    ];
    states.forEach((state, i) => {
      const other = new Awareness(new Y.Doc());
      other.clientID = 1000 + i;
      // Twice: a first state at clock 0 is not news to a peer that never saw this client.
      other.setLocalState(state as Record<string, unknown>);
      other.setLocalState(state as Record<string, unknown>);
      applyAwarenessUpdate(mine, encodeAwarenessUpdate(other, [other.clientID]), 'remote');
      other.destroy();
    });
    expect(peers.value.map((p) => [p.name, p.caret])).toEqual([
      ['Bob', null],
      ['Cy', null],
    ]);
  });
});
