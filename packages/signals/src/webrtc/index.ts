/*
 * @tendril/signals/webrtc: a store of named signals holding JSON values, kept in sync between
 * peers over WebRTC data channels. Last writer wins per key (Lamport clock, peer id tie
 * break); a reconnect exchanges snapshots. Signalling is pluggable, BroadcastChannel between
 * tabs by default. Importing it touches no browser API.
 */
export {
  createPeerStore,
  type Json,
  type JsonRecord,
  type PeerStore,
  type PeerStoreOptions,
  type StampedEntry,
} from './store.ts';
export { MAX_FRAME_BYTES } from './frames.ts';
export { syncStore, type DataChannelLike, type SyncStoreOptions } from './sync.ts';
export {
  broadcastSignalling,
  MAX_SIGNAL_BYTES,
  type BroadcastSignallingOptions,
  type SignalMessage,
  type SignallingTransport,
} from './signalling.ts';
export {
  createPeerSync,
  type ConnectionState,
  type PeerSync,
  type PeerSyncOptions,
} from './peer.ts';
