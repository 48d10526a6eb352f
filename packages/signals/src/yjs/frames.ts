/*
 * The wire format of y-protocols as y-websocket and y-webrtc use it between tabs: a frame is
 * a message type (var uint) and its payload, integers as LEB128 var uints and byte arrays
 * length-prefixed (lib0's encoding). Written here rather than imported from lib0 (a transitive
 * dependency, not a declared peer) so that a frame can be checked whole before anything of it
 * is applied: `parseFrame` decodes and validates every part, and returns undefined for
 * anything malformed.
 */
import { decodeStateVector, decodeUpdate } from 'yjs';

const TRUNCATED = 'The frame is truncated: it ends in the middle of a value.';

/** Frame types (y-websocket's numbering). */
export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_QUERY_AWARENESS = 3;
/** Sync sub-types (y-protocols/sync's numbering). */
export const SYNC_STEP1 = 0;
export const SYNC_STEP2 = 1;
export const SYNC_UPDATE = 2;

export type Frame =
  | { type: 'step1'; stateVector: Uint8Array }
  | { type: 'step2' | 'update'; update: Uint8Array }
  | { type: 'awareness'; update: Uint8Array }
  | { type: 'query-awareness' };

export function writeVarUint(out: number[], n: number): void {
  while (n > 0x7f) {
    out.push(0x80 | (n & 0x7f));
    n = Math.floor(n / 128);
  }
  out.push(n);
}

/** Builds a frame: var uint parts, then a length-prefixed payload if given. */
export function encodeFrame(head: readonly number[], payload?: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (const n of head) writeVarUint(out, n);
  if (payload) writeVarUint(out, payload.length);
  const frame = new Uint8Array(out.length + (payload?.length ?? 0));
  frame.set(out);
  if (payload) frame.set(payload, out.length);
  return frame;
}

class Reader {
  pos = 0;
  constructor(readonly bytes: Uint8Array) {}

  uint(): number {
    let n = 0;
    let mult = 1;
    for (let i = 0; i < 8; i++) {
      if (this.pos >= this.bytes.length) throw new RangeError(TRUNCATED);
      const byte = this.bytes[this.pos++]!;
      n += (byte & 0x7f) * mult;
      if (byte < 0x80) return n;
      mult *= 128;
    }
    // Beyond 2^53: not a length or a clock.
    throw new RangeError('The frame holds an integer longer than 8 bytes: it is not a Yjs frame.');
  }

  bytesOf(length: number): Uint8Array {
    if (length > this.bytes.length - this.pos) throw new RangeError(TRUNCATED);
    const slice = this.bytes.subarray(this.pos, this.pos + length);
    this.pos += length;
    return slice;
  }

  get done(): boolean {
    return this.pos === this.bytes.length;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Checks an awareness update whole: each entry is a client id, a clock and a JSON state that
 * is an object or null (y-protocols/awareness's format).
 */
function validAwareness(update: Uint8Array): boolean {
  const reader = new Reader(update);
  const count = reader.uint();
  for (let i = 0; i < count; i++) {
    reader.uint(); // client id
    reader.uint(); // clock
    const state: unknown = JSON.parse(utf8.decode(reader.bytesOf(reader.uint())));
    if (typeof state !== 'object' || Array.isArray(state)) return false;
  }
  return reader.done;
}

/** Bytes of a frame from another context, or undefined if it is not binary. */
export function frameBytes(data: unknown): Uint8Array | undefined {
  // By tag, not instanceof: a message may come from another realm (a frame, a worker, a test
  // environment) whose Uint8Array is another constructor. Viewed here through this realm's.
  const tag = Object.prototype.toString.call(data);
  if (tag === '[object Uint8Array]') {
    const view = data as Uint8Array;
    return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  }
  if (tag === '[object ArrayBuffer]') return new Uint8Array(data as ArrayBuffer);
  return undefined;
}

/**
 * Decodes and checks a whole frame; undefined when any part is malformed or there are bytes
 * left over. A Yjs update is decoded in full (every struct and its content) before it is
 * accepted, so applying it does not stop half-way on bad input.
 */
export function parseFrame(bytes: Uint8Array): Frame | undefined {
  try {
    const reader = new Reader(bytes);
    const type = reader.uint();
    let frame: Frame | undefined;
    if (type === MESSAGE_SYNC) {
      const sub = reader.uint();
      const payload = reader.bytesOf(reader.uint());
      if (sub === SYNC_STEP1) {
        decodeStateVector(payload);
        frame = { type: 'step1', stateVector: payload };
      } else if (sub === SYNC_STEP2 || sub === SYNC_UPDATE) {
        decodeUpdate(payload);
        frame = { type: sub === SYNC_STEP2 ? 'step2' : 'update', update: payload };
      }
    } else if (type === MESSAGE_AWARENESS) {
      const payload = reader.bytesOf(reader.uint());
      if (validAwareness(payload)) frame = { type: 'awareness', update: payload };
    } else if (type === MESSAGE_QUERY_AWARENESS) frame = { type: 'query-awareness' };
    return frame && reader.done ? frame : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when `data` is one whole, well-formed y-protocols frame as y-websocket and
 * `broadcastSync` exchange them (sync step 1 or 2, update, awareness, awareness query),
 * binary and at most `maxBytes` long. Use it to screen what a socket receives before a
 * provider reads it: malformed input then never reaches Yjs.
 *
 * @default maxBytes 1048576 (1 MiB)
 * @example
 * ```ts
 * socket.addEventListener('message', (event) => {
 *   if (!isSyncFrame(event.data)) console.warn('Dropped a malformed frame');
 * });
 * ```
 */
export function isSyncFrame(data: unknown, maxBytes = 1024 * 1024): boolean {
  const bytes = frameBytes(data);
  return !!bytes && bytes.length <= maxBytes && parseFrame(bytes) !== undefined;
}
