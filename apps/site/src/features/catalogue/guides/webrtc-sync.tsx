import api from 'virtual:api-reference/webrtc-sync';
import { ApiReference, Code, Example, Guide, GuideSection } from '../guide-kit.tsx';

export default function WebrtcSyncGuide() {
  return (
    <Guide>
      <GuideSection id="what-for" title="What it is for">
        <p>
          <Code>@tendril/signals/webrtc</Code> keeps a small store of named signals, each holding a
          JSON value, in sync between two browsers over a WebRTC data channel: peer to peer, with no
          server carrying the data. Between tabs of one machine, the peers find each other over a{' '}
          <Code>BroadcastChannel</Code>, so nothing at all runs server-side. Use it for shared UI
          state (a selection, a colour, a small list) between windows or people, not for large
          documents: for those, a CRDT library is the right tool.
        </p>
      </GuideSection>
      <GuideSection id="first-example" title="A first example">
        <p>
          <Code>createPeerStore</Code> fixes the keys and their initial values;{' '}
          <Code>createPeerSync</Code> connects the store to the first peer of its room. Open the
          Live Demo in two tabs: a change in one appears in the other. Disconnect one, change both,
          reconnect: the two agree again.
        </p>
        <Example name="SharedColourCounter" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className="font-semibold">Read and write</h3>
        <p>
          <Code>store.signals.count</Code> is a read-only signal: read it in a computed, an effect
          or with <Code>useValue</Code>. Write with <Code>store.set(key, value)</Code> or{' '}
          <Code>store.update(key, fn)</Code>: each write is stamped and sent to the peer.
        </p>
        <h3 className="font-semibold">Know who wins</h3>
        <p>
          The last writer wins, per key. &quot;Last&quot; is decided by a Lamport clock, not by wall
          time: a write made after seeing another always beats it, and two writes that did not see
          each other are ordered by their clocks, then by peer id. Every peer applies the same rule
          to the same writes, so they end up with the same values whatever order the messages
          arrived in.
        </p>
        <h3 className="font-semibold">Show the connection</h3>
        <p>
          <Code>sync.state</Code> is a signal reading <Code>idle</Code>, <Code>connecting</Code>,{' '}
          <Code>connected</Code> or <Code>disconnected</Code>, and <Code>sync.remotePeer</Code>{' '}
          holds the other peer&apos;s id. <Code>disconnect()</Code> and <Code>connect()</Code> can
          be called any number of times; on every connect both sides send a snapshot, so edits made
          while apart are merged.
        </p>
        <h3 className="font-semibold">Signal another way, or sync over your own channel</h3>
        <p>
          Pass <Code>signalling</Code> (any <Code>SignallingTransport</Code>: a WebSocket, say) to
          reach peers on other machines, with STUN or TURN servers in <Code>rtcConfiguration</Code>.
          Already have a data channel? <Code>syncStore</Code> syncs a store over it directly.
        </p>
      </GuideSection>
      <GuideSection id="pitfalls" title="Pitfalls">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Everything a peer sends is untrusted. Frames and signalling messages are parsed and
            size-limited, and a received value must pass its key&apos;s check: by default, the same
            JSON kind as the initial value. Pass <Code>validate</Code> for anything stricter (a
            colour from a list, an integer).
          </li>
          <li>
            A store syncs with one peer at a time; a third tab waits until one of the two leaves.
          </li>
          <li>
            A snapshot carries the whole store in one frame of at most 64 KiB: keep the store small.
          </li>
          <li>
            Give every peer of a room a different <Code>peerId</Code> (the default is random): the
            id breaks ties.
          </li>
        </ul>
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}
