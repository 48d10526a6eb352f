/**
 * Yjs shared types as signals, and a sync provider for tabs of one origin over
 * BroadcastChannel built on y-protocols' sync and awareness protocols. `yjs` and `y-protocols`
 * are optional peers: install them to use this subpath.
 * @module
 */
export { yArray, yMap, yText, type YSignal, type YSignalOptions } from './bind.ts';
export { diffArray, diffText, jsonEquals, type Splice } from './diff.ts';
export {
  broadcastSync,
  DEFAULT_MAX_FRAME_BYTES,
  type BroadcastSync,
  type BroadcastSyncOptions,
  type SyncStatus,
} from './broadcast.ts';
export { bindTextarea, presence, type Peer, type TextareaOptions } from './textarea.ts';
export { isSyncFrame } from './frames.ts';
