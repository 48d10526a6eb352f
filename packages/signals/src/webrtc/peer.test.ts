// The handshake and reconnect over an in-memory signalling hub and fake peer connections; the
// real RTCPeerConnection is exercised by the browser test (e2e/webrtc-sync.spec.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPeerStore, createPeerSync, type PeerSync } from './index.ts';
import { FakePeerConnection, signallingHub } from './test-fakes.ts';

const syncs: PeerSync[] = [];
// The hub and the fakes deliver in microtasks: one macrotask later, every message has landed.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
beforeEach(() => FakePeerConnection.reset());
afterEach(() => {
  syncs.splice(0).forEach((s) => s.dispose());
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function peer(hub: ReturnType<typeof signallingHub>, peerId: string, room = 'room') {
  const store = createPeerStore({ colour: 'green', count: 0 }, { peerId });
  const sync = createPeerSync(store, {
    room,
    signalling: hub.transport(),
    createPeerConnection: FakePeerConnection.make,
  });
  syncs.push(sync);
  return { store, sync };
}

describe('createPeerSync', () => {
  it('touches nothing until connect, and starts idle', () => {
    const hub = signallingHub();
    const a = peer(hub, 'a');
    expect(a.sync.state.value).toBe('idle');
    expect(hub.posted).toEqual([]);
    expect(FakePeerConnection.all).toHaveLength(0);
  });

  it('connects two peers (the lower id offers) and syncs both ways', async () => {
    const hub = signallingHub();
    const a = peer(hub, 'a');
    const b = peer(hub, 'b');
    a.sync.connect();
    expect(a.sync.state.value).toBe('connecting');
    b.sync.connect();
    await vi.waitFor(() => expect(b.sync.state.value).toBe('connected'));
    await vi.waitFor(() => expect(a.sync.state.value).toBe('connected'));
    expect(a.sync.remotePeer.value).toBe('b');
    expect(b.sync.remotePeer.value).toBe('a');
    const kinds = hub.posted.map((p) => (JSON.parse(p as string) as { kind: string }).kind);
    expect(kinds.slice(0, 4)).toEqual(['hello', 'hello', 'hello', 'offer']);
    expect(kinds).toContain('answer');
    expect(kinds).toContain('candidate');
    // Trickled candidates reached the other side.
    expect(FakePeerConnection.all.every((pc) => pc.candidates.length > 0)).toBe(true);

    a.store.set('colour', 'blue');
    b.store.update('count', (n) => n + 1);
    await vi.waitFor(() => expect(b.store.signals.colour.value).toBe('blue'));
    await vi.waitFor(() => expect(a.store.signals.count.value).toBe(1));
  });

  it('after disconnect and reconnect, edits made while apart converge', async () => {
    const hub = signallingHub();
    const a = peer(hub, 'a');
    const b = peer(hub, 'b');
    a.sync.connect();
    b.sync.connect();
    await vi.waitFor(() => expect(a.sync.state.value).toBe('connected'));

    b.sync.disconnect();
    expect(b.sync.state.value).toBe('disconnected');
    expect(b.sync.remotePeer.value).toBeNull();
    await vi.waitFor(() => expect(a.sync.state.value).toBe('disconnected'));
    a.store.set('colour', 'red');
    b.store.set('count', 4);
    await Promise.resolve();
    expect(b.store.signals.colour.value).toBe('green');

    b.sync.connect();
    await vi.waitFor(() => expect(a.sync.state.value).toBe('connected'));
    await vi.waitFor(() => expect(b.sync.state.value).toBe('connected'));
    await vi.waitFor(() => {
      for (const { store } of [a, b]) {
        expect(store.signals.colour.value).toBe('red');
        expect(store.signals.count.value).toBe(4);
      }
    });
  });

  it('syncs with one peer at a time: a third waits, and connects when one leaves', async () => {
    const hub = signallingHub();
    const a = peer(hub, 'a');
    const b = peer(hub, 'b');
    const c = peer(hub, 'c');
    a.sync.connect();
    b.sync.connect();
    await vi.waitFor(() => expect(a.sync.state.value).toBe('connected'));
    c.sync.connect();
    await settle();
    expect(c.sync.state.value).toBe('connecting');
    expect(a.sync.remotePeer.value).toBe('b');
    // When a leaves, b says hello again and connects with the peer that was waiting.
    a.sync.disconnect();
    await vi.waitFor(() => expect(c.sync.state.value).toBe('connected'));
    expect(b.sync.remotePeer.value).toBe('c');
  });

  it('keeps rooms apart', async () => {
    const hub = signallingHub();
    const a = peer(hub, 'a', 'one');
    const b = peer(hub, 'b', 'two');
    a.sync.connect();
    b.sync.connect();
    await settle();
    expect(a.sync.state.value).toBe('connecting');
    expect(FakePeerConnection.all).toHaveLength(0);
  });

  it('abandons a negotiation that does not open in time, and says hello again', async () => {
    vi.useFakeTimers();
    const hub = signallingHub();
    const a = peer(hub, 'a');
    a.sync.connect();
    // A peer that says hello, then never answers the offer.
    const ghost = hub.transport();
    ghost.listen(() => undefined);
    ghost.post({ room: 'room', from: 'z', kind: 'hello' });
    await vi.advanceTimersByTimeAsync(0);
    expect(a.sync.remotePeer.value).toBe('z');
    const posted = hub.posted.length;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(a.sync.state.value).toBe('connecting');
    expect(a.sync.remotePeer.value).toBeNull();
    expect(FakePeerConnection.all[0]!.connectionState).toBe('closed');
    expect(JSON.parse(hub.posted[posted] as string)).toEqual({
      room: 'room',
      from: 'a',
      kind: 'hello',
    });
  });

  it('survives an offer whose SDP cannot be used: a warning, then disconnected', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hub = signallingHub();
    const b = peer(hub, 'b');
    b.sync.connect();
    const hostile = hub.transport();
    hostile.listen(() => undefined);
    hostile.post({ room: 'room', from: 'a', to: 'b', kind: 'offer', sdp: 'v=0 nonsense' });
    await vi.waitFor(() => expect(b.sync.state.value).toBe('disconnected'));
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^WebRTC negotiation failed, so this connection attempt was dropped/),
      expect.any(Error),
    );
    expect(b.sync.remotePeer.value).toBeNull();
  });

  it('signals over a BroadcastChannel by default, opened on connect and closed on disconnect', async () => {
    const make = (peerId: string) =>
      createPeerSync(createPeerStore({ n: 0 }, { peerId }), {
        room: 'default-transport',
        createPeerConnection: FakePeerConnection.make,
      });
    const a = make('a');
    const b = make('b');
    syncs.push(a, b);
    a.connect();
    b.connect();
    await vi.waitFor(() => expect(a.state.value).toBe('connected'));
    await vi.waitFor(() => expect(b.state.value).toBe('connected'));
    // Effect, cleanup, effect again (React StrictMode's order): connects again.
    a.disconnect();
    a.connect();
    await vi.waitFor(() => expect(a.state.value).toBe('connected'));
    expect(a.remotePeer.value).toBe('b');
  });

  it('dispose says bye and closes the connection', async () => {
    const hub = signallingHub();
    const a = peer(hub, 'a');
    const b = peer(hub, 'b');
    a.sync.connect();
    b.sync.connect();
    await vi.waitFor(() => expect(b.sync.state.value).toBe('connected'));
    a.sync.dispose();
    await vi.waitFor(() => expect(b.sync.state.value).toBe('disconnected'));
    expect(FakePeerConnection.all.every((pc) => pc.connectionState === 'closed')).toBe(true);
    a.sync.connect(); // no effect after dispose
    expect(a.sync.state.value).toBe('disconnected');
  });
});
