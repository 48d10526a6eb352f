/*
 * Connects a peer store to one other peer over a real RTCPeerConnection data channel, found
 * and negotiated through a signalling transport (BroadcastChannel between tabs by default).
 *
 * Handshake, with no glare: a peer that connects says `hello` to the room. A listening peer
 * that hears it either makes the offer itself, when its id is the lower of the two, or says
 * `hello` back to that peer alone, so the lower id always offers. The answer and trickled ICE
 * candidates follow; when the data channel opens, syncStore sends each side's snapshot and
 * the state reads `connected`. One remote peer at a time: hellos from others wait until then.
 *
 * A peer that calls `disconnect` says `bye` and stops listening; the other side reads
 * `disconnected`, keeps listening and says `hello` (a third peer that was waiting connects),
 * so the next `connect` brings both back, and their snapshots merge what each wrote apart.
 */
import { batch, signal, type ReadonlySignal } from '../index.ts';
import { broadcastSignalling, parseSignal, type SignalMessage } from './signalling.ts';
import type { SignallingTransport } from './signalling.ts';
import type { JsonRecord, PeerStore } from './store.ts';
import { syncStore } from './sync.ts';

const ICE_FAILED =
  'An ICE candidate from the other peer was refused; the connection may still succeed with ' +
  'another one:';

/**
 * Where a {@link PeerSync} is: not started (`idle`), looking for or negotiating with a peer
 * (`connecting`), syncing over an open data channel (`connected`), or apart (`disconnected`).
 *
 * @example
 * ```ts
 * const label: Record<ConnectionState, string> = {
 *   idle: 'Not started', connecting: 'Looking for a peer…', connected: 'Connected',
 *   disconnected: 'Disconnected',
 * };
 * ```
 */
export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'disconnected';

/**
 * Options of {@link createPeerSync}.
 *
 * @example
 * ```ts
 * createPeerSync(store, { room: 'todos', connectTimeoutMs: 10_000 });
 * ```
 */
export interface PeerSyncOptions {
  /**
   * Peers sync only with peers of the same room (1 to 128 characters).
   * @default 'tendril'
   */
  room?: string;
  /**
   * How peers find each other and negotiate.
   * @default broadcastSignalling(): the tabs of this origin, over a BroadcastChannel
   */
  signalling?: SignallingTransport;
  /**
   * Passed to each RTCPeerConnection. Without ICE servers only host candidates are used:
   * enough between tabs of one machine; add STUN/TURN servers to cross networks.
   * @default {}
   */
  rtcConfiguration?: RTCConfiguration;
  /**
   * Makes the peer connection (replace it to wrap or instrument one).
   * @default (configuration) => new RTCPeerConnection(configuration)
   */
  createPeerConnection?: (configuration: RTCConfiguration) => RTCPeerConnection;
  /**
   * A negotiation whose data channel has not opened after this long is abandoned, and the
   * peer says `hello` again.
   * @default 15000
   */
  connectTimeoutMs?: number;
  /**
   * The largest data channel frame sent or accepted (see {@link SyncStoreOptions}).
   * @default 65536
   */
  maxFrameBytes?: number;
  /**
   * The largest signalling message accepted, in UTF-16 code units of its JSON text.
   * @default 16384
   */
  maxSignalBytes?: number;
}

/**
 * A store's connection to another peer, made by {@link createPeerSync}.
 *
 * @example
 * ```ts
 * sync.connect();
 * effect(() => console.log(sync.state.value, sync.remotePeer.value));
 * ```
 */
export interface PeerSync {
  /** Where the connection is; starts `idle`. */
  readonly state: ReadonlySignal<ConnectionState>;
  /** The id of the peer being negotiated with or connected to, else `null`. */
  readonly remotePeer: ReadonlySignal<string | null>;
  /** Starts listening and says `hello` to the room. Nothing happens before the first call. */
  connect(): void;
  /**
   * Says `bye` to the remote peer, closes the connection and stops listening (closing the
   * BroadcastChannel this sync opened, if any). `connect` starts again; call both freely, as a
   * component's effect and its cleanup.
   */
  disconnect(): void;
  /** Disconnects for good: later `connect` calls do nothing. */
  dispose(): void;
}

const LABEL = 'tendril-sync';
const MAX_PENDING_CANDIDATES = 64;

interface Link {
  readonly peer: string;
  readonly pc: RTCPeerConnection;
  readonly offerer: boolean;
  readonly timer: ReturnType<typeof setTimeout>;
  channel?: RTCDataChannel;
  stopSync?: () => void;
  answered: boolean;
  remoteSet: boolean;
  /** Whether our offer or answer has been sent; our candidates wait in `outgoing` until then. */
  described: boolean;
  outgoing: RTCIceCandidateInit[];
  pending: RTCIceCandidateInit[];
}

/**
 * Syncs `store` with one other peer of `room` over a WebRTC data channel; signalling goes
 * between the tabs of this origin unless another transport is given. Creating it touches no
 * browser API: call `connect()`. Signalling messages that are malformed are dropped with one
 * `console.warn` each; messages for another room or peer are ignored.
 *
 * @default options.room 'tendril'
 * @default options.signalling broadcastSignalling()
 * @example
 * ```ts
 * const store = createPeerStore({ colour: '#166534', count: 0 });
 * const sync = createPeerSync(store, { room: 'colour-counter' });
 * sync.connect();
 * // later: sync.disconnect(); sync.connect(); and, when done, sync.dispose()
 * ```
 */
export function createPeerSync<T extends JsonRecord>(
  store: PeerStore<T>,
  options: PeerSyncOptions = {},
): PeerSync {
  const room = options.room ?? 'tendril';
  const transport = options.signalling ?? broadcastSignalling();
  const makePeerConnection =
    options.createPeerConnection ?? ((config) => new RTCPeerConnection(config));
  const timeoutMs = options.connectTimeoutMs ?? 15_000;
  const state = signal<ConnectionState>('idle');
  const remotePeer = signal<string | null>(null);
  let listening = false;
  let disposed = false;
  let stopListening: (() => void) | undefined;
  let current: Link | undefined;

  function post(message: SignalMessage): void {
    try {
      transport.post(message);
    } catch (error) {
      console.warn(
        'A signalling message could not be sent, so the other peer may not hear of this one. ' +
          'Check the signalling transport (its post threw):',
        error,
      );
    }
  }

  function teardown(link: Link): void {
    if (current === link) current = undefined;
    clearTimeout(link.timer);
    link.stopSync?.();
    link.pc.onicecandidate = link.pc.ondatachannel = link.pc.onconnectionstatechange = null;
    link.channel?.close();
    link.pc.close();
  }

  /** The link ended: `disconnected`, and a `hello` when the other side may still be there. */
  function lost(link: Link, sayHello: boolean): void {
    if (current !== link) return;
    teardown(link);
    remotePeer.value = null;
    state.value = 'disconnected';
    if (sayHello && listening) post({ room, from: store.peerId, kind: 'hello' });
  }

  function fail(link: Link, error: unknown): void {
    console.warn(
      'WebRTC negotiation failed, so this connection attempt was dropped. To try again, call ' +
        'disconnect() then connect(); check the RTCPeerConnection configuration (its ICE servers):',
      error,
    );
    lost(link, false);
  }

  function attach(link: Link, channel: RTCDataChannel): void {
    link.channel = channel;
    link.stopSync = syncStore(store, { channel, maxFrameBytes: options.maxFrameBytes });
    const opened = (): void => {
      if (current !== link) return;
      clearTimeout(link.timer);
      state.value = 'connected';
    };
    channel.addEventListener('open', opened);
    channel.addEventListener('close', () => lost(link, true));
    if (channel.readyState === 'open') opened();
  }

  function startLink(peer: string, offerer: boolean): Link {
    const pc = makePeerConnection(options.rtcConfiguration ?? {});
    const timer = setTimeout(() => {
      if (current !== link) return;
      teardown(link);
      remotePeer.value = null;
      state.value = 'connecting';
      post({ room, from: store.peerId, kind: 'hello' });
    }, timeoutMs);
    const link: Link = {
      peer,
      pc,
      offerer,
      timer,
      answered: false,
      remoteSet: false,
      pending: [],
      described: false,
      outgoing: [],
    };
    current = link;
    remotePeer.value = peer;
    state.value = 'connecting';
    pc.onicecandidate = (event) => {
      if (current !== link || !event.candidate) return;
      const candidate = event.candidate.toJSON();
      // Candidates wait for the offer or answer: sent before it, they would find no link.
      if (link.described)
        post({ room, from: store.peerId, to: peer, kind: 'candidate', candidate });
      else link.outgoing.push(candidate);
    };
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed') lost(link, false);
    };
    if (offerer) {
      attach(link, pc.createDataChannel(LABEL));
      pc.createOffer()
        .then((offer) => pc.setLocalDescription(offer))
        .then(() => described(link, 'offer'))
        .catch((error: unknown) => fail(link, error));
    } else {
      pc.ondatachannel = (event) => {
        if (event.channel.label === LABEL && !link.channel) attach(link, event.channel);
      };
    }
    return link;
  }

  /** Sends our offer or answer, then the candidates gathered meanwhile. */
  function described(link: Link, kind: 'offer' | 'answer'): void {
    if (current !== link) return;
    const { peer, pc } = link;
    post({ room, from: store.peerId, to: peer, kind, sdp: pc.localDescription?.sdp ?? '' });
    link.described = true;
    for (const candidate of link.outgoing.splice(0))
      post({ room, from: store.peerId, to: peer, kind: 'candidate', candidate });
  }

  function remoteDescriptionSet(link: Link): void {
    link.remoteSet = true;
    for (const candidate of link.pending.splice(0))
      link.pc.addIceCandidate(candidate).catch((e: unknown) => console.warn(ICE_FAILED, e));
  }

  function handle(m: SignalMessage): void {
    const busy = current && current.peer !== m.from;
    switch (m.kind) {
      case 'hello':
        if (!listening || busy) return;
        if (current) {
          // Already negotiating with this peer: its hello crossed ours. Connected, it means
          // the peer lost us without our noticing: start again.
          if (state.peek() !== 'connected') return;
          teardown(current);
          batch(() => {
            remotePeer.value = null;
            state.value = 'connecting';
          });
        }
        if (store.peerId < m.from) startLink(m.from, true);
        else if (m.to === undefined) post({ room, from: store.peerId, to: m.from, kind: 'hello' });
        return;
      case 'offer': {
        if (!listening || busy) return;
        if (current) teardown(current); // the peer started over
        const link = startLink(m.from, false);
        const { pc } = link;
        pc.setRemoteDescription({ type: 'offer', sdp: m.sdp })
          .then(() => {
            remoteDescriptionSet(link);
            return pc.createAnswer();
          })
          .then((answer) => pc.setLocalDescription(answer))
          .then(() => described(link, 'answer'))
          .catch((error: unknown) => fail(link, error));
        return;
      }
      case 'answer': {
        const link = current;
        if (!link || busy || !link.offerer || link.answered) return;
        link.answered = true;
        link.pc
          .setRemoteDescription({ type: 'answer', sdp: m.sdp })
          .then(() => remoteDescriptionSet(link))
          .catch((error: unknown) => fail(link, error));
        return;
      }
      case 'candidate':
        if (!current || busy) return;
        if (current.remoteSet)
          current.pc
            .addIceCandidate(m.candidate)
            .catch((e: unknown) => console.warn(ICE_FAILED, e));
        else if (current.pending.length < MAX_PENDING_CANDIDATES) current.pending.push(m.candidate);
        return;
      case 'bye':
        // Hello again: a peer that was waiting for this one to be free can connect now.
        if (current && !busy) lost(current, true);
        return;
    }
  }

  function receive(data: unknown): void {
    const message = parseSignal(data, options.maxSignalBytes);
    if (!message) {
      console.warn(
        'Dropped a malformed signalling message: it is not one this peer sync sends. If ' +
          'another script uses the same signalling channel, give each a room or channel of its own:',
        data,
      );
      return;
    }
    const forUs = message.to === undefined || message.to === store.peerId;
    if (message.room !== room || message.from === store.peerId || !forUs) return;
    try {
      handle(message);
    } catch (error) {
      // Making a peer connection can throw (a bad configuration, a closed page).
      console.warn(
        'A signalling message could not be handled, so this connection attempt was dropped ' +
          '(making a peer connection threw: a bad configuration, or a closed page):',
        error,
      );
      if (current) lost(current, false);
    }
  }

  function disconnect(): void {
    listening = false;
    const link = current;
    if (link) {
      post({ room, from: store.peerId, to: link.peer, kind: 'bye' });
      teardown(link);
    }
    remotePeer.value = null;
    if (state.peek() !== 'idle') state.value = 'disconnected';
    stopListening?.();
    stopListening = undefined;
    // A transport this sync made is released (its BroadcastChannel reopens on connect).
    if (!options.signalling) transport.close?.();
  }

  return {
    state,
    remotePeer,
    disconnect,
    connect() {
      if (disposed || listening) return;
      listening = true;
      stopListening = transport.listen(receive);
      if (!current) state.value = 'connecting';
      post({ room, from: store.peerId, kind: 'hello' });
    },
    dispose() {
      disconnect();
      disposed = true;
    },
  };
}
