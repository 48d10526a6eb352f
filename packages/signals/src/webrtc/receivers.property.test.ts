// Every receiver of messages from another context gets random and hostile input: the data
// channel (frames from the other peer) and signalling (messages from any tab of the origin).
// Nothing throws, each malformed message gives one warning, and nothing changes.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPeerStore, createPeerSync, syncStore, type SignalMessage } from './index.ts';
import { parseFrame } from './frames.ts';
import { parseSignal } from './signalling.ts';
import { channelPair } from './test-fakes.ts';

afterEach(() => vi.restoreAllMocks());

const initial = { colour: 'green', count: 0, todos: [] as string[] };
const json = (v: unknown) => JSON.stringify(v) ?? 'undefined';

/** Entries shaped almost like stamped entries, with any field wrong. */
const nearEntry = fc.record(
  {
    key: fc.oneof(fc.constantFrom('colour', 'count', 'todos', '__proto__', 'nope'), fc.anything()),
    value: fc.oneof(fc.constantFrom(1, 'red', ['x'], null, {}), fc.jsonValue(), fc.anything()),
    clock: fc.oneof(
      fc.constantFrom(0, 1, -1, 1.5, Number.MAX_SAFE_INTEGER, Infinity, NaN),
      fc.anything(),
    ),
    peer: fc.oneof(fc.constantFrom('b', '', 'a b', 'x'.repeat(65)), fc.anything()),
  },
  { requiredKeys: [] },
);
const nearFrame = fc.record(
  {
    v: fc.oneof(fc.constant(1), fc.anything()),
    type: fc.oneof(fc.constant('entries'), fc.anything()),
    entries: fc.oneof(fc.array(nearEntry, { maxLength: 4 }), fc.anything()),
  },
  { requiredKeys: [] },
);
const hostileFrame = fc.oneof(
  fc.anything(),
  fc.string(),
  nearFrame.map(json),
  nearFrame,
  // A good entry beside a bad one: never half-applied.
  nearEntry.map((bad) =>
    json({
      v: 1,
      type: 'entries',
      entries: [{ key: 'count', value: 5, clock: 9, peer: 'b' }, bad],
    }),
  ),
  // Over the size limit, though well formed.
  fc.constant(
    json({
      v: 1,
      type: 'entries',
      entries: [{ key: 'colour', value: 'x'.repeat(70_000), clock: 9, peer: 'b' }],
    }),
  ),
);

describe('data channel receiver (syncStore)', () => {
  it('drops every malformed frame whole with one warning, and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fc.assert(
      fc.property(hostileFrame, (data) => {
        const probe = createPeerStore(initial, { peerId: 'a' });
        const entries = parseFrame(data);
        fc.pre(!entries || !probe.merge(entries));
        warn.mockClear();
        const store = createPeerStore(initial, { peerId: 'a' });
        store.set('count', 1);
        const pipe = channelPair();
        pipe.open();
        syncStore(store, { channel: pipe.a });
        const before = store.snapshot();
        pipe.a.dispatch('message', data);
        expect(store.snapshot()).toEqual(before);
        expect(warn).toHaveBeenCalledOnce();
        // The next good frame still lands.
        pipe.a.dispatch(
          'message',
          json({
            v: 1,
            type: 'entries',
            entries: [{ key: 'count', value: 2, clock: 5, peer: 'b' }],
          }),
        );
        expect(store.signals.count.value).toBe(2);
      }),
      { numRuns: 400 },
    );
  });
});

// A signalling message that is well formed but about someone else, or from a stranger that is
// not the peer being negotiated with: ignored without a warning.
const peerId = fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/);
const nearSignal = fc.record(
  {
    room: fc.oneof(fc.constantFrom('room', '', 'x'.repeat(129)), fc.anything()),
    from: fc.oneof(peerId, fc.constantFrom('', 'a b'), fc.anything()),
    to: fc.oneof(fc.constantFrom('me', 'other', ''), fc.anything()),
    kind: fc.oneof(
      fc.constantFrom('hello', 'offer', 'answer', 'candidate', 'bye', 'HELLO'),
      fc.anything(),
    ),
    sdp: fc.oneof(fc.string(), fc.anything()),
    candidate: fc.oneof(
      fc.record(
        {
          candidate: fc.oneof(fc.string(), fc.anything()),
          sdpMid: fc.oneof(fc.constant(null), fc.string(), fc.anything()),
          sdpMLineIndex: fc.oneof(fc.constantFrom(null, 0, -1, 1.5), fc.anything()),
          usernameFragment: fc.oneof(fc.string(), fc.anything()),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    ),
  },
  { requiredKeys: [] },
);
const hostileSignal = fc.oneof(fc.anything(), fc.string(), nearSignal.map(json), nearSignal);

describe('signalling receiver (createPeerSync)', () => {
  function listeningSync() {
    let receive: (data: unknown) => void = () => undefined;
    const posted: SignalMessage[] = [];
    const createPeerConnection = vi.fn<() => RTCPeerConnection>();
    const store = createPeerStore(initial, { peerId: 'me' });
    const sync = createPeerSync(store, {
      room: 'room',
      createPeerConnection,
      signalling: {
        post: (m) => posted.push(m),
        listen(r) {
          receive = r;
          return () => undefined;
        },
      },
    });
    sync.connect();
    return { sync, store, posted, createPeerConnection, receive: (d: unknown) => receive(d) };
  }

  it('drops malformed messages with one warning each: no state change, no connection made', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fc.assert(
      fc.property(hostileSignal, (data) => {
        fc.pre(parseSignal(data) === undefined);
        warn.mockClear();
        const { sync, store, posted, createPeerConnection, receive } = listeningSync();
        const before = store.snapshot();
        expect(() => receive(data)).not.toThrow();
        expect(warn).toHaveBeenCalledOnce();
        expect(sync.state.value).toBe('connecting');
        expect(sync.remotePeer.value).toBeNull();
        expect(createPeerConnection).not.toHaveBeenCalled();
        expect(posted).toHaveLength(1); // its own hello
        expect(store.snapshot()).toEqual(before);
      }),
      { numRuns: 400 },
    );
  });

  it('ignores well-formed messages for another room or peer, and answers, candidates and byes from strangers', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const message = fc.oneof(
      fc.record({ room: fc.constant('other-room'), from: peerId, kind: fc.constant('hello') }),
      fc.record({
        room: fc.constant('room'),
        from: peerId,
        to: fc.constant('someone-else'),
        kind: fc.constantFrom('offer', 'answer'),
        sdp: fc.string({ minLength: 1 }),
      }),
      fc.record({
        room: fc.constant('room'),
        from: peerId,
        to: fc.constant('me'),
        kind: fc.constantFrom('answer' as const),
        sdp: fc.string({ minLength: 1 }),
      }),
      fc.record({
        room: fc.constant('room'),
        from: peerId,
        to: fc.constant('me'),
        kind: fc.constant('candidate'),
        candidate: fc.record({
          candidate: fc.string(),
          sdpMid: fc.constant('0'),
          sdpMLineIndex: fc.constant(0),
        }),
      }),
      fc.record({
        room: fc.constant('room'),
        from: peerId,
        to: fc.constant('me'),
        kind: fc.constant('bye'),
      }),
      fc.record({ room: fc.constant('room'), from: fc.constant('me'), kind: fc.constant('hello') }),
    );
    fc.assert(
      fc.property(message, (m) => {
        expect(parseSignal(json(m))).toBeDefined();
        warn.mockClear();
        const { sync, posted, createPeerConnection, receive } = listeningSync();
        receive(json(m));
        expect(warn).not.toHaveBeenCalled();
        expect(sync.state.value).toBe('connecting');
        expect(createPeerConnection).not.toHaveBeenCalled();
        expect(posted).toHaveLength(1);
      }),
      { numRuns: 200 },
    );
  });

  it('parses back every well-formed message it could be sent', () => {
    const valid = fc.oneof(
      fc.record({ room: fc.constant('r'), from: peerId, kind: fc.constant('hello' as const) }),
      fc.record({
        room: fc.constant('r'),
        from: peerId,
        to: peerId,
        kind: fc.constant('hello' as const),
      }),
      fc.record({
        room: fc.constant('r'),
        from: peerId,
        to: peerId,
        kind: fc.constantFrom('offer' as const, 'answer' as const),
        sdp: fc.string({ minLength: 1, maxLength: 200 }),
      }),
      fc.record({
        room: fc.constant('r'),
        from: peerId,
        to: peerId,
        kind: fc.constant('candidate' as const),
        candidate: fc.record({
          candidate: fc.string({ maxLength: 100 }),
          sdpMid: fc.option(fc.string({ maxLength: 5 })),
          sdpMLineIndex: fc.option(fc.nat({ max: 10 })),
          usernameFragment: fc.option(fc.string({ maxLength: 10 })),
        }),
      }),
      fc.record({
        room: fc.constant('r'),
        from: peerId,
        to: peerId,
        kind: fc.constant('bye' as const),
      }),
    );
    fc.assert(
      fc.property(valid, (m: SignalMessage) => {
        expect(parseSignal(json(m))).toEqual(m);
      }),
    );
  });
});
