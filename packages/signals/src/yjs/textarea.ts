/*
 * A <textarea> bound to a Y.Text, and presence (who is here, where their caret is) from a
 * y-protocols Awareness. Local input becomes one minimal delete/insert (placed at the caret);
 * a remote edit replaces the textarea's text and puts the local selection back where it was
 * in the document, through Yjs relative positions taken just before the remote transaction
 * (the approach of Yjs's editor bindings, y-codemirror and y-quill). Remote carets travel as
 * relative positions too, so they stay on their character while others type. Everything from
 * awareness is untrusted and parsed before use. DOM is touched only inside the functions.
 */
import {
  createAbsolutePositionFromRelativePosition,
  createRelativePositionFromJSON,
  createRelativePositionFromTypeIndex,
  relativePositionToJSON,
  type RelativePosition,
  type Text,
  type Transaction,
} from 'yjs';
import type { Awareness } from 'y-protocols/awareness';
import { effect, signal, type Dispose, type ReadonlySignal } from '../index.ts';
import { diffText } from './diff.ts';

/**
 * Options of {@link bindTextarea}.
 *
 * @example
 * ```ts
 * bindTextarea(textarea, doc.getText('body'), { awareness });
 * ```
 */
export interface TextareaOptions {
  /**
   * Where to publish the local caret (the `cursor` field of the local awareness state).
   * @default undefined (the caret is not shared)
   */
  awareness?: Awareness;
}

/**
 * Binds `textarea` to `text` both ways; returns the unbind. Made inside an effect or scope, it
 * is unbound with it.
 *
 * @default options { awareness: undefined }
 * @example
 * ```ts
 * const doc = new Y.Doc();
 * const unbind = bindTextarea(document.querySelector('textarea')!, doc.getText('body'));
 * ```
 */
export function bindTextarea(
  textarea: HTMLTextAreaElement,
  text: Text,
  options: TextareaOptions = {},
): Dispose {
  const { awareness } = options;
  const doc = text.doc;
  if (!doc) {
    throw new TypeError(
      'bindTextarea needs a Y.Text that is part of a Y.Doc, and this one is not: get it from ' +
        'the doc with doc.getText(name).',
    );
  }
  return effect(() => {
    const origin = {};
    let shown = text.toString();
    textarea.value = shown;
    let saved: [RelativePosition, RelativePosition] | undefined;

    const publishCaret = () => {
      if (!awareness || textarea.ownerDocument.activeElement !== textarea) return;
      const at = (i: number) =>
        relativePositionToJSON(createRelativePositionFromTypeIndex(text, i)) as unknown;
      awareness.setLocalStateField('cursor', {
        anchor: at(textarea.selectionStart),
        head: at(textarea.selectionEnd),
      });
    };
    const onInput = () => {
      const next = textarea.value;
      const { index, remove, insert } = diffText(shown, next, textarea.selectionEnd);
      shown = next;
      doc.transact(() => {
        if (remove) text.delete(index, remove);
        if (insert) text.insert(index, insert);
      }, origin);
      publishCaret();
    };
    const onBlur = () => awareness?.setLocalStateField('cursor', null);
    // Before a remote change, note the selection as positions in the document.
    const before = (transaction: Transaction) => {
      if (transaction.origin === origin) return;
      // The end sticks to the character before it, so text added right after a selection (or
      // at the end of the document) does not widen it.
      saved = [
        createRelativePositionFromTypeIndex(text, textarea.selectionStart),
        createRelativePositionFromTypeIndex(text, textarea.selectionEnd, -1),
      ];
    };
    const observer = (_event: unknown, transaction: Transaction) => {
      if (transaction.origin === origin) return;
      const focused = textarea.ownerDocument.activeElement === textarea;
      shown = text.toString();
      textarea.value = shown;
      if (saved && focused) {
        const [start, end] = saved.map(
          (p) => createAbsolutePositionFromRelativePosition(p, doc)?.index ?? 0,
        );
        textarea.setSelectionRange(start!, end!);
      }
      saved = undefined;
    };
    const selectionEvents = ['select', 'keyup', 'mouseup', 'focus'] as const;
    textarea.addEventListener('input', onInput);
    textarea.addEventListener('blur', onBlur);
    for (const e of selectionEvents) textarea.addEventListener(e, publishCaret);
    doc.on('beforeTransaction', before);
    text.observe(observer);
    return () => {
      textarea.removeEventListener('input', onInput);
      textarea.removeEventListener('blur', onBlur);
      for (const e of selectionEvents) textarea.removeEventListener(e, publishCaret);
      doc.off('beforeTransaction', before);
      text.unobserve(observer);
      // Unbound, this textarea's caret is no longer where the others see it.
      onBlur();
    };
  });
}

/**
 * A remote user as {@link presence} reports them: name and colour as they were set (checked),
 * and their caret as indexes into the text, or null when they have no caret in it.
 *
 * @example
 * ```ts
 * const peer: Peer = { clientId: 42, name: 'Ada', color: '#2563eb', caret: { anchor: 3, head: 3 } };
 * ```
 */
export interface Peer {
  readonly clientId: number;
  readonly name: string;
  readonly color: string;
  readonly caret: { readonly anchor: number; readonly head: number } | null;
}

const COLOR = /^#[0-9a-f]{6}$/i;
const MAX_NAME = 40;

/**
 * The other users present on `awareness` as a signal, sorted by client id. Each remote state is
 * untrusted: a state without `user: { name, color }` (a string of at most 40 characters and a
 * `#rrggbb` colour) is left out; a caret that is not a valid position in `text` reads as null.
 * The local user sets their own with `awareness.setLocalStateField('user', { name, color })`.
 *
 * @example
 * ```ts
 * const peers = presence(awareness, doc.getText('body'));
 * effect(() => console.log(peers.value.map((p) => p.name)));
 * ```
 */
export function presence(
  awareness: Awareness,
  text: Text,
): ReadonlySignal<readonly Peer[]> & {
  readonly dispose: Dispose;
} {
  const read = (): Peer[] => {
    const peers: Peer[] = [];
    for (const [clientId, state] of awareness.getStates()) {
      if (clientId === awareness.clientID) continue;
      const peer = toPeer(clientId, state, text);
      if (peer) peers.push(peer);
    }
    return peers.sort((a, b) => a.clientId - b.clientId);
  };
  const peers = signal(read());
  const refresh = () => (peers.value = read());
  const dispose = effect(() => {
    awareness.on('change', refresh);
    text.observe(refresh); // carets move with the text
    return () => {
      awareness.off('change', refresh);
      text.unobserve(refresh);
    };
  });
  return Object.assign(peers as ReadonlySignal<readonly Peer[]>, { dispose });
}

function toPeer(clientId: number, state: unknown, text: Text): Peer | undefined {
  if (!isRecord(state) || !isRecord(state.user)) return undefined;
  const { name, color } = state.user;
  if (typeof name !== 'string' || !name.trim() || name.length > MAX_NAME) return undefined;
  if (typeof color !== 'string' || !COLOR.test(color)) return undefined;
  let caret: Peer['caret'] = null;
  if (isRecord(state.cursor)) {
    const anchor = indexOf(state.cursor.anchor, text);
    const head = indexOf(state.cursor.head, text);
    if (anchor !== undefined && head !== undefined) caret = { anchor, head };
  }
  return { clientId, name: name.trim(), color, caret };
}

/** A relative position's JSON, checked, as an index into `text`. */
function indexOf(json: unknown, text: Text): number | undefined {
  if (!isRecord(json)) return undefined;
  const id = (v: unknown) =>
    v === undefined ||
    (isRecord(v) && Number.isSafeInteger(v.client) && Number.isSafeInteger(v.clock));
  if (!id(json.item) || !id(json.type)) return undefined;
  if (json.tname !== undefined && typeof json.tname !== 'string') return undefined;
  if (json.assoc !== undefined && !Number.isSafeInteger(json.assoc)) return undefined;
  try {
    const doc = text.doc;
    const at =
      doc && createAbsolutePositionFromRelativePosition(createRelativePositionFromJSON(json), doc);
    return at && at.type === text ? at.index : undefined;
  } catch {
    return undefined;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
