/*
 * The frames peers exchange on the data channel, and the check every received frame goes
 * through: another peer is untrusted input. A frame is JSON text:
 *
 *   {"v":1,"type":"entries","entries":[{"key":"count","value":3,"clock":7,"peer":"k3x9fq2a"}]}
 *
 * One frame kind carries both a snapshot (every key, sent when the channel opens) and an
 * update (the one entry a local write stamped): merging is the same for both.
 */
import { isStamp, type Json, type StampedEntry } from './store.ts';

/**
 * The largest frame, in UTF-16 code units of its JSON text, that is sent or accepted. 64 KiB
 * is below every browser's data channel message limit; a store whose snapshot is larger does
 * not sync.
 *
 * @example
 * ```ts
 * createPeerSync(store, { room: 'demo', maxFrameBytes: MAX_FRAME_BYTES / 4 });
 * ```
 */
export const MAX_FRAME_BYTES = 65_536;

/** The protocol version written in every frame. */
const VERSION = 1;

/** The JSON text of a frame carrying `entries`. */
export function encodeFrame(entries: readonly StampedEntry[]): string {
  return JSON.stringify({ v: VERSION, type: 'entries', entries });
}

function toEntry(value: unknown): StampedEntry | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { key, value: v, clock, peer } = value as Record<string, unknown>;
  // JSON.parse made `v`, so it is JSON; absent, it would be undefined.
  if (typeof key !== 'string' || v === undefined || !isStamp(clock, peer)) return undefined;
  return { key, value: v as Json, clock: clock as number, peer: peer as string };
}

/**
 * Parses a data channel message into the entries it carries, or returns `undefined` when it is
 * not a frame: not text, longer than `maxBytes`, not JSON, another version, or any entry
 * malformed (then none is used).
 *
 * @default maxBytes MAX_FRAME_BYTES (65536)
 * @example
 * ```ts
 * const entries = parseFrame(event.data);
 * if (entries) store.merge(entries);
 * ```
 */
export function parseFrame(
  data: unknown,
  maxBytes: number = MAX_FRAME_BYTES,
): StampedEntry[] | undefined {
  if (typeof data !== 'string' || data.length > maxBytes) return undefined;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof frame !== 'object' || frame === null) return undefined;
  const { v, type, entries } = frame as Record<string, unknown>;
  if (v !== VERSION || type !== 'entries' || !Array.isArray(entries)) return undefined;
  const parsed: StampedEntry[] = [];
  for (const raw of entries) {
    const entry = toEntry(raw);
    if (!entry) return undefined;
    parsed.push(entry);
  }
  return parsed;
}
