// What the collab server sends is untrusted: the screened handler gets only whole,
// well-formed, bounded y-protocols frames; the rest is dropped with one warning each.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { isSyncFrame } from '@tendril/signals/yjs';
import { screened } from './server.ts';

afterEach(() => vi.restoreAllMocks());

/** A real sync update frame inserting `text`: [0 sync, 2 update, length, update]. */
function goodFrame(text: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getText('t').insert(0, text);
  const update = Y.encodeStateAsUpdate(doc);
  const length: number[] = [];
  for (let n = update.length; ; n >>>= 7) {
    if (n <= 0x7f) {
      length.push(n);
      break;
    }
    length.push(0x80 | (n & 0x7f));
  }
  return new Uint8Array([0, 2, ...length, ...update]);
}

describe('screened (the collab server receiver)', () => {
  it('passes real frames and drops hostile ones with one warning each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = goodFrame('ok');
    const received: unknown[] = [];
    const handler = screened(function (this: unknown, event: MessageEvent) {
      received.push(event.data);
    });
    const message = (data: unknown) => new MessageEvent('message', { data });
    handler.call(undefined, message(good.buffer));
    expect(received).toHaveLength(1);
    const hostile = fc.oneof(
      fc.anything(),
      fc.uint8Array({ maxLength: 64 }).map((b) => b.buffer),
      fc.nat(good.length - 1).map((n) => good.slice(0, n).buffer),
      fc
        .uint8Array({ minLength: 1, maxLength: 3 })
        .map((b) => new Uint8Array([...good, ...b]).buffer),
    );
    fc.assert(
      fc.property(hostile, (data) => {
        // Random bytes can spell a real frame by chance ([3] asks for awareness): those are
        // not hostile. (`isSyncFrame` itself is property-tested in the package.)
        fc.pre(!isSyncFrame(data));
        warn.mockClear();
        received.length = 0;
        expect(() => handler.call(undefined, message(data))).not.toThrow();
        expect(received).toEqual([]);
        expect(warn).toHaveBeenCalledOnce();
      }),
      { numRuns: 300 },
    );
    warn.mockClear();
    handler.call(undefined, message(goodFrame('x'.repeat(1024 * 1024 + 1)).buffer));
    expect(received).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
