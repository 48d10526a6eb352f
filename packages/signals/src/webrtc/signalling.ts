/*
 * Signalling: how two peers find each other and exchange the offer, answer and ICE candidates
 * that set up their RTCPeerConnection. The transport is an interface; the default carries
 * messages between the tabs of one origin over a BroadcastChannel, so one machine needs no
 * server. Messages are JSON text, and every one received is parsed against the schema below
 * before use: any script of the origin can post on the channel.
 */
import { PEER_ID } from './store.ts';

/**
 * A signalling message. `hello` announces a peer (to everyone, or back to one peer); `offer`
 * and `answer` carry session descriptions, `candidate` an ICE candidate, `bye` a peer leaving.
 *
 * @example
 * ```ts
 * const hello: SignalMessage = { room: 'todos', from: 'k3x9fq2a', kind: 'hello' };
 * ```
 */
export type SignalMessage =
  | { room: string; from: string; to?: string; kind: 'hello' }
  | { room: string; from: string; to: string; kind: 'offer' | 'answer'; sdp: string }
  | { room: string; from: string; to: string; kind: 'candidate'; candidate: RTCIceCandidateInit }
  | { room: string; from: string; to: string; kind: 'bye' };

/**
 * Carries signalling messages between peers. `post` sends one to every other peer listening;
 * `listen` receives what the others post, as it arrived (untrusted: the receiver parses it).
 *
 * @example
 * ```ts
 * const socket = new WebSocket('wss://signal.example/room');
 * const transport: SignallingTransport = {
 *   post: (message) => socket.send(JSON.stringify(message)),
 *   listen(receive) {
 *     const onMessage = (event: MessageEvent) => receive(event.data);
 *     socket.addEventListener('message', onMessage);
 *     return () => socket.removeEventListener('message', onMessage);
 *   },
 * };
 * ```
 */
export interface SignallingTransport {
  post(message: SignalMessage): void;
  listen(receive: (data: unknown) => void): () => void;
  /** Releases the transport (closes its channel). @default undefined */
  close?(): void;
}

/**
 * The largest signalling message accepted, in UTF-16 code units of its JSON text. An offer
 * or answer for one data channel is 1 to 3 KB; 16 KiB leaves room and bounds the parsing.
 *
 * @example
 * ```ts
 * const message = parseSignal(event.data, MAX_SIGNAL_BYTES);
 * ```
 */
export const MAX_SIGNAL_BYTES = 16_384;

const KINDS = new Set(['hello', 'offer', 'answer', 'candidate', 'bye']);
const MAX_NAME = 128;

const isPeer = (v: unknown): v is string => typeof v === 'string' && PEER_ID.test(v);
const isShortString = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.length <= max;
const isIndex = (v: unknown): v is number | null =>
  v === null || (Number.isInteger(v) && (v as number) >= 0 && (v as number) < 65_536);

function toCandidate(value: unknown): RTCIceCandidateInit | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { candidate, sdpMid, sdpMLineIndex, usernameFragment } = value as Record<string, unknown>;
  if (!isShortString(candidate, 1024)) return undefined;
  if (sdpMid !== null && !isShortString(sdpMid, 64)) return undefined;
  if (!isIndex(sdpMLineIndex)) return undefined;
  if (usernameFragment !== undefined && usernameFragment !== null) {
    if (!isShortString(usernameFragment, 256)) return undefined;
  }
  return { candidate, sdpMid, sdpMLineIndex, usernameFragment: usernameFragment ?? null };
}

/**
 * Parses a received signalling message, keeping only the known fields, or returns `undefined`
 * when it is malformed: not text, longer than `maxBytes`, not JSON, or any field missing or of
 * the wrong shape.
 *
 * @default maxBytes MAX_SIGNAL_BYTES (16384)
 * @example
 * ```ts
 * const message = parseSignal(event.data);
 * if (!message) console.warn('dropped a malformed signalling message');
 * ```
 */
export function parseSignal(
  data: unknown,
  maxBytes: number = MAX_SIGNAL_BYTES,
): SignalMessage | undefined {
  if (typeof data !== 'string' || data.length > maxBytes) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const m = value as Record<string, unknown>;
  const { room, from, to, kind } = m;
  if (!isShortString(room, MAX_NAME) || !room || !isPeer(from)) return undefined;
  if (typeof kind !== 'string' || !KINDS.has(kind)) return undefined;
  if (kind === 'hello') {
    if (to === undefined) return { room, from, kind };
    return isPeer(to) ? { room, from, to, kind } : undefined;
  }
  if (!isPeer(to)) return undefined;
  if (kind === 'offer' || kind === 'answer')
    return isShortString(m.sdp, maxBytes) && m.sdp
      ? { room, from, to, kind, sdp: m.sdp }
      : undefined;
  if (kind === 'candidate') {
    const candidate = toCandidate(m.candidate);
    return candidate ? { room, from, to, kind, candidate } : undefined;
  }
  return { room, from, to, kind: 'bye' };
}

/**
 * Options of {@link broadcastSignalling}.
 *
 * @example
 * ```ts
 * broadcastSignalling({ channel: 'my-app-signalling' });
 * ```
 */
export interface BroadcastSignallingOptions {
  /**
   * The BroadcastChannel name. Rooms are told apart inside the messages, so one name serves
   * every room.
   * @default 'tendril-webrtc'
   */
  channel?: string;
}

/**
 * Signalling between the tabs of one origin over a BroadcastChannel: no server needed. The
 * channel opens on the first `listen` (not on import or creation) and closes with `close`.
 *
 * @default options.channel 'tendril-webrtc'
 * @example
 * ```ts
 * const sync = createPeerSync(store, { room: 'todos', signalling: broadcastSignalling() });
 * ```
 */
export function broadcastSignalling(options: BroadcastSignallingOptions = {}): SignallingTransport {
  const name = options.channel ?? 'tendril-webrtc';
  let channel: BroadcastChannel | undefined;
  const open = (): BroadcastChannel => (channel ??= new BroadcastChannel(name));
  return {
    post: (message) => open().postMessage(JSON.stringify(message)),
    listen(receive) {
      const ch = open();
      const onMessage = (event: MessageEvent<unknown>): void => receive(event.data);
      // A message the structured clone could not rebuild is malformed too.
      const onError = (): void => receive(undefined);
      ch.addEventListener('message', onMessage);
      ch.addEventListener('messageerror', onError);
      return () => {
        ch.removeEventListener('message', onMessage);
        ch.removeEventListener('messageerror', onError);
      };
    },
    close() {
      channel?.close();
      channel = undefined;
    },
  };
}
