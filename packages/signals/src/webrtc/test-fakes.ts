/*
 * Test doubles for the webrtc tests (not exported by the package): an in-memory pair of data
 * channels whose messages wait in a queue until the test delivers them, in any order it
 * likes, and an in-memory signalling transport. The real RTCPeerConnection is exercised by
 * the browser test.
 */
import type { SignallingTransport } from './signalling.ts';
import type { DataChannelLike } from './sync.ts';

type Listener = (event: Event) => void;

/** One end of an in-memory channel; `outbox` holds what it sent and the test has not delivered. */
export class MemoryChannel implements DataChannelLike {
  readyState = 'connecting';
  other: MemoryChannel | undefined;
  readonly outbox: string[] = [];
  readonly sent: string[] = [];
  private listeners = new Map<string, Set<Listener>>();

  send(data: string): void {
    if (this.readyState !== 'open') throw new Error('InvalidStateError');
    this.outbox.push(data);
    this.sent.push(data);
  }
  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }
  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }
  dispatch(type: string, data?: unknown): void {
    const event = type === 'message' ? new MessageEvent('message', { data }) : new Event(type);
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }
  /** Delivers the message at `index` of the outbox to the other end. */
  deliver(index = 0): void {
    const [data] = this.outbox.splice(index, 1);
    if (data !== undefined && this.other?.readyState === 'open')
      this.other.dispatch('message', data);
  }
  deliverAll(): void {
    while (this.outbox.length) this.deliver();
  }
}

/** Two connected channel ends, still connecting: `open()` opens both. */
export function channelPair(): { a: MemoryChannel; b: MemoryChannel; open(): void; close(): void } {
  const a = new MemoryChannel();
  const b = new MemoryChannel();
  a.other = b;
  b.other = a;
  return {
    a,
    b,
    open() {
      for (const end of [a, b]) end.readyState = 'open';
      a.dispatch('open');
      b.dispatch('open');
    },
    close() {
      for (const end of [a, b]) {
        end.readyState = 'closed';
        end.outbox.length = 0;
        end.dispatch('close');
      }
    },
  };
}

/** An in-memory signalling hub: every transport it makes hears what the others post. */
export function signallingHub(): { transport(): SignallingTransport; posted: unknown[] } {
  const receivers = new Set<(data: unknown) => void>();
  const posted: unknown[] = [];
  return {
    posted,
    transport() {
      let mine: ((data: unknown) => void) | undefined;
      return {
        post(message) {
          const text = JSON.stringify(message);
          posted.push(text);
          // Delivered later, as a BroadcastChannel does, and never to the sender.
          queueMicrotask(() => receivers.forEach((r) => r !== mine && r(text)));
        },
        listen(receive) {
          mine = receive;
          receivers.add(receive);
          return () => receivers.delete(receive);
        },
      };
    },
  };
}

/** A data channel end that delivers on its own (a microtask later), as a real one does. */
class FakeDataChannel extends MemoryChannel {
  constructor(readonly label: string) {
    super();
  }
  override send(data: string): void {
    super.send(data);
    queueMicrotask(() => this.deliverAll());
  }
  close(): void {
    for (const end of [this, this.other]) {
      if (!end || end.readyState === 'closed') continue;
      end.readyState = 'closed';
      queueMicrotask(() => end.dispatch('close'));
    }
  }
}

/**
 * An in-memory RTCPeerConnection: its "SDP" names the connection, so an answer applied to an
 * offerer finds the answerer and joins their data channels. SDP not made by a fake is
 * rejected, as a real connection rejects SDP it cannot parse.
 */
export class FakePeerConnection {
  static all: FakePeerConnection[] = [];
  private static byId = new Map<string, FakePeerConnection>();
  readonly id = `fake:${FakePeerConnection.all.length}`;
  onicecandidate:
    ((event: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  ondatachannel: ((event: { channel: FakeDataChannel }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  connectionState = 'new';
  localDescription: { type: string; sdp: string } | null = null;
  readonly candidates: RTCIceCandidateInit[] = [];
  private channel: FakeDataChannel | undefined;

  constructor() {
    FakePeerConnection.all.push(this);
    FakePeerConnection.byId.set(this.id, this);
  }
  static reset(): void {
    FakePeerConnection.all = [];
    FakePeerConnection.byId.clear();
  }
  /** Made by createPeerSync's `createPeerConnection` option. */
  static make = (): RTCPeerConnection => new FakePeerConnection() as unknown as RTCPeerConnection;

  createDataChannel(label: string): FakeDataChannel {
    return (this.channel = new FakeDataChannel(label));
  }
  createOffer = async () => ({ type: 'offer', sdp: this.id });
  createAnswer = async () => ({ type: 'answer', sdp: this.id });
  async setLocalDescription(description: { type: string; sdp: string }): Promise<void> {
    this.localDescription = description;
    const candidate = { candidate: `candidate:${this.id}`, sdpMid: '0', sdpMLineIndex: 0 };
    queueMicrotask(() => this.onicecandidate?.({ candidate: { toJSON: () => candidate } }));
  }
  async setRemoteDescription(description: { type: string; sdp: string }): Promise<void> {
    const other = FakePeerConnection.byId.get(description.sdp);
    if (!other || this.connectionState === 'closed') throw new Error('Failed to parse SDP');
    if (description.type !== 'answer' || !this.channel) return;
    // The offerer took the answer: the answerer gets its end of the channel, and both open.
    const theirs = new FakeDataChannel(this.channel.label);
    this.channel.other = theirs;
    theirs.other = this.channel;
    other.ondatachannel?.({ channel: theirs });
    for (const pc of [this, other]) pc.connectionState = 'connected';
    for (const end of [this.channel, theirs]) end.readyState = 'open';
    this.channel.dispatch('open');
    theirs.dispatch('open');
  }
  async addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    this.candidates.push(candidate);
  }
  close(): void {
    this.connectionState = 'closed';
    this.channel?.close();
  }
}
