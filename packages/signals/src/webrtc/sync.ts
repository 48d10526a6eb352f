/*
 * Keeps a peer store in sync over one open data channel: each side sends a snapshot when the
 * channel opens, then each local write as it happens, and merges what it receives. Because
 * merging is last-writer-wins per key (see store.ts), a snapshot is all a reconnect needs:
 * writes made while apart meet in the snapshots, and both sides keep the same winners.
 */
import { encodeFrame, MAX_FRAME_BYTES, parseFrame } from './frames.ts';
import type { JsonRecord, PeerStore, StampedEntry } from './store.ts';

/**
 * What {@link syncStore} needs of a data channel: an `RTCDataChannel` has it, and so does any
 * message channel with the same few members.
 *
 * @example
 * ```ts
 * const channel: DataChannelLike = peerConnection.createDataChannel('tendril-sync');
 * ```
 */
export interface DataChannelLike {
  /** `'connecting'`, `'open'`, `'closing'` or `'closed'`. */
  readonly readyState: string;
  send(data: string): void;
  addEventListener(type: 'open' | 'close' | 'message', listener: (event: Event) => void): void;
  removeEventListener(type: 'open' | 'close' | 'message', listener: (event: Event) => void): void;
}

/**
 * Options of {@link syncStore}.
 *
 * @example
 * ```ts
 * syncStore(store, { channel, maxFrameBytes: 16_384 });
 * ```
 */
export interface SyncStoreOptions {
  /** The channel to the other peer; syncing starts when it is open. */
  channel: DataChannelLike;
  /**
   * The largest frame sent or accepted, in UTF-16 code units of its JSON text. A larger frame
   * received is dropped with a warning; a larger one to send is not sent (logged as an error).
   * @default 65536
   */
  maxFrameBytes?: number;
}

/**
 * Syncs `store` with the store at the other end of `channel`; returns the stop (which leaves
 * the channel open). Frames that are not valid (malformed, too large, unknown keys, values a
 * key rejects) are dropped whole with one `console.warn` each: nothing of them is applied.
 *
 * @default options.maxFrameBytes 65536
 * @example
 * ```ts
 * const store = createPeerStore({ count: 0 });
 * const channel = peerConnection.createDataChannel('tendril-sync');
 * const stop = syncStore(store, { channel });
 * ```
 */
export function syncStore<T extends JsonRecord>(
  store: PeerStore<T>,
  options: SyncStoreOptions,
): () => void {
  const { channel } = options;
  const maxBytes = options.maxFrameBytes ?? MAX_FRAME_BYTES;

  function send(entries: readonly StampedEntry[]): void {
    if (channel.readyState !== 'open') return; // the snapshot on the next open carries it
    const frame = encodeFrame(entries);
    if (frame.length > maxBytes) {
      console.error(
        `Not synced: a frame of ${frame.length} bytes exceeds the limit of ${maxBytes}, so the ` +
          'other peer would refuse it. Keep values smaller, or raise `maxFrameBytes` on both peers.',
      );
      return;
    }
    try {
      channel.send(frame);
    } catch (error) {
      // The channel closed between the check and the send; the next snapshot carries it.
      console.warn(
        'Not synced yet: the data channel closed while sending. The snapshot exchanged on the ' +
          'next connection carries this change:',
        error,
      );
    }
  }

  const onOpen = (): void => send(store.snapshot());
  const onMessage = (event: Event): void => {
    const data = (event as MessageEvent<unknown>).data;
    const entries = parseFrame(data, maxBytes);
    let merged = false;
    try {
      merged = !!entries && store.merge(entries);
    } catch {
      // A `validate` check that throws rejects the frame; merge checks before it applies.
    }
    if (!merged) {
      console.warn(
        'Dropped a frame from the other peer: it is malformed, or a value failed `validate`. ' +
          'Both peers must run the same version of the app:',
        data,
      );
    }
  };
  const stopWrites = store.onWrite((entry) => send([entry]));
  channel.addEventListener('open', onOpen);
  channel.addEventListener('message', onMessage);
  if (channel.readyState === 'open') onOpen();
  return () => {
    stopWrites();
    channel.removeEventListener('open', onOpen);
    channel.removeEventListener('message', onMessage);
  };
}
