/*
 * Syncs a Y.Doc (and optionally its awareness) between the tabs and frames of one origin over
 * a BroadcastChannel, with y-protocols' sync and awareness protocols in the framing
 * y-websocket uses for its own cross-tab channel (whose connect/disconnect sequence this
 * follows): on connect a peer sends its state vector (step 1) and its whole state (step 2),
 * others answer a step 1 with what it lacks; afterwards each local update is sent as it
 * happens. Whatever arrives is untrusted (any script of the origin can post on the channel):
 * frames are size-checked and decoded whole before any of it is applied; anything malformed
 * is dropped with one warning.
 */
import { applyUpdate, encodeStateAsUpdate, encodeStateVector, type Doc } from 'yjs';
import {
  applyAwarenessUpdate,
  encodeAwarenessUpdate,
  removeAwarenessStates,
  type Awareness,
} from 'y-protocols/awareness';
import { computed, effect, signal, type Dispose, type ReadonlySignal } from '../index.ts';
import {
  encodeFrame,
  frameBytes,
  parseFrame,
  MESSAGE_AWARENESS,
  MESSAGE_QUERY_AWARENESS,
  MESSAGE_SYNC,
  SYNC_STEP1,
  SYNC_STEP2,
  SYNC_UPDATE,
} from './frames.ts';

/**
 * 1 MiB: the largest frame accepted from another tab ({@link BroadcastSyncOptions.maxFrameBytes}).
 *
 * @example
 * ```ts
 * broadcastSync(doc, { channel: 'notes', maxFrameBytes: 4 * DEFAULT_MAX_FRAME_BYTES });
 * ```
 */
export const DEFAULT_MAX_FRAME_BYTES = 1024 * 1024;

/**
 * Options of {@link broadcastSync}.
 *
 * @example
 * ```ts
 * broadcastSync(doc, { channel: 'notes', awareness, maxFrameBytes: 256 * 1024 });
 * ```
 */
export interface BroadcastSyncOptions {
  /**
   * The BroadcastChannel name: docs synced on the same name in this origin share their content.
   * @default 'tendril-yjs'
   */
  channel?: string;
  /**
   * A y-protocols `Awareness` to share presence (names, carets) with the other peers.
   * @default undefined (no presence)
   */
  awareness?: Awareness;
  /**
   * The largest frame accepted from another tab, in bytes; larger ones are dropped. A doc whose
   * whole state is larger than this cannot be sent to a tab that joins later.
   * @default 1048576 (1 MiB, {@link DEFAULT_MAX_FRAME_BYTES})
   */
  maxFrameBytes?: number;
  /**
   * Connect at once; with false, call `connect()` when ready.
   * @default true
   */
  connect?: boolean;
}

/**
 * The connection state of a {@link BroadcastSync}.
 *
 * @example
 * ```ts
 * const label: Record<SyncStatus, string> = { connected: 'Online', disconnected: 'Offline' };
 * ```
 */
export type SyncStatus = 'connected' | 'disconnected';

/**
 * A running BroadcastChannel sync of one doc; see {@link broadcastSync}.
 *
 * @example
 * ```ts
 * const sync: BroadcastSync = broadcastSync(doc);
 * effect(() => console.log(sync.status.value));
 * ```
 */
export interface BroadcastSync {
  /** 'connected' while the channel is open. */
  readonly status: ReadonlySignal<SyncStatus>;
  /** True while connected: a shorthand of `status.value === 'connected'`. */
  readonly connected: ReadonlySignal<boolean>;
  /** Opens the channel and exchanges state with the other peers (a no-op when connected). */
  connect(): void;
  /**
   * Closes the channel (going offline): local edits stay in the doc and are exchanged on the
   * next `connect()`; the other peers' presence is dropped here and ours there.
   */
  disconnect(): void;
  /** Disconnects and stops listening to the doc and awareness for good. */
  readonly destroy: Dispose;
}

/**
 * Syncs `doc` with the docs of other tabs (and other code of this page) that sync on the same
 * channel name; with `awareness`, shares presence too. Made inside an effect or scope, it is
 * destroyed with it.
 *
 * @default options { channel: 'tendril-yjs', awareness: undefined, maxFrameBytes: 1048576, connect: true }
 * @example
 * ```ts
 * import * as Y from 'yjs';
 * import { Awareness } from 'y-protocols/awareness';
 *
 * const doc = new Y.Doc();
 * const awareness = new Awareness(doc);
 * const sync = broadcastSync(doc, { channel: 'notes', awareness });
 * awareness.setLocalStateField('user', { name: 'Ada', color: '#2563eb' });
 * sync.disconnect(); // offline: edits are kept
 * sync.connect(); // back: both sides merge
 * ```
 */
export function broadcastSync(doc: Doc, options: BroadcastSyncOptions = {}): BroadcastSync {
  const { awareness, channel: name = 'tendril-yjs' } = options;
  const maxBytes = options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES;
  const status = signal<SyncStatus>('disconnected');
  let channel: BroadcastChannel | undefined;
  // The origin of what this provider applies, so its own listeners do not send it back.
  const origin = {};

  const post = (frame: Uint8Array) => {
    if (!channel) return;
    if (frame.length <= maxBytes) channel.postMessage(frame);
    // The other tabs would refuse it: say so, rather than letting them drift apart silently.
    else
      console.warn(
        `A Yjs frame of ${frame.length} bytes is over the ${maxBytes}-byte limit, so it was not ` +
          'sent (the other tabs would refuse it). If updates this large are expected, raise the ' +
          '`maxBytes` option in every tab.',
      );
  };
  const postAwareness = (clients: number[]) => {
    if (awareness)
      post(encodeFrame([MESSAGE_AWARENESS], encodeAwarenessUpdate(awareness, clients)));
  };

  // Our presence under a new clock (sent by onAwareness): a peer that dropped it while one of
  // us was offline still holds its old clock and would ignore it at the same one.
  const announce = () => {
    const state = awareness?.getLocalState();
    if (awareness && state) awareness.setLocalState(state);
  };

  const receive = (event: MessageEvent<unknown>) => {
    const bytes = frameBytes(event.data);
    const frame = bytes && bytes.length <= maxBytes ? parseFrame(bytes) : undefined;
    if (!frame)
      return warn(
        bytes ? `a malformed or oversized frame (${bytes.length} B)` : 'a non-binary message',
      );
    try {
      if (frame.type === 'step1')
        post(encodeFrame([MESSAGE_SYNC, SYNC_STEP2], encodeStateAsUpdate(doc, frame.stateVector)));
      else if (frame.type === 'step2' || frame.type === 'update')
        applyUpdate(doc, frame.update, origin);
      else if (frame.type === 'awareness') {
        if (awareness) applyAwarenessUpdate(awareness, frame.update, origin);
      } else announce();
    } catch (error) {
      warn(`a frame that could not be applied (${String(error)})`);
    }
  };

  const onUpdate = (update: Uint8Array, from: unknown) => {
    if (from !== origin) post(encodeFrame([MESSAGE_SYNC, SYNC_UPDATE], update));
  };
  const onAwareness = (
    changes: { added: number[]; updated: number[]; removed: number[] },
    from: unknown,
  ) => {
    if (from !== origin) postAwareness([...changes.added, ...changes.updated, ...changes.removed]);
  };

  const connect = () => {
    if (channel) return;
    channel = new BroadcastChannel(name);
    channel.onmessage = receive;
    channel.onmessageerror = () => warn('a message that could not be deserialised');
    status.value = 'connected';
    post(encodeFrame([MESSAGE_SYNC, SYNC_STEP1], encodeStateVector(doc)));
    post(encodeFrame([MESSAGE_SYNC, SYNC_STEP2], encodeStateAsUpdate(doc)));
    if (awareness) {
      post(encodeFrame([MESSAGE_QUERY_AWARENESS]));
      announce();
    }
  };

  const disconnect = () => {
    if (!channel) return;
    if (awareness) {
      // Tell the others we left (a null state at our clock), and forget them: offline, their
      // presence would only go stale.
      post(
        encodeFrame(
          [MESSAGE_AWARENESS],
          encodeAwarenessUpdate(awareness, [doc.clientID], new Map()),
        ),
      );
      const others = [...awareness.getStates().keys()].filter((id) => id !== doc.clientID);
      removeAwarenessStates(awareness, others, origin);
    }
    channel.close();
    channel = undefined;
    status.value = 'disconnected';
  };

  const destroy = effect(() => {
    doc.on('update', onUpdate);
    awareness?.on('update', onAwareness);
    if (options.connect ?? true) connect();
    return () => {
      disconnect();
      doc.off('update', onUpdate);
      awareness?.off('update', onAwareness);
    };
  });

  return {
    status,
    connected: computed(() => status.value === 'connected'),
    connect,
    disconnect,
    destroy,
  };
}

const warn = (what: string): void =>
  console.warn(
    `Dropped ${what} from another tab. Tabs that sync on one channel name must run the same ` +
      'version of the app; another script on that name needs a name of its own.',
  );
