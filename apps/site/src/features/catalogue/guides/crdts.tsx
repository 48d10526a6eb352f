import api from 'virtual:api-reference/crdts';
import { ApiReference, Code, Example, Guide, GuideSection } from '../guide-kit.tsx';

export default function CrdtsGuide() {
  return (
    <Guide>
      <GuideSection id="what-for" title="What it is for">
        <p>
          A CRDT (conflict-free replicated data type) is state that several copies edit on their own
          and that merges without a server deciding who wins: apply the same edits in any order, any
          number of times, and every copy ends the same. Tendril uses Yjs for the data types and
          exposes them as signals: <Code>@tendril/signals/yjs</Code> binds a <Code>Y.Map</Code>,{' '}
          <Code>Y.Array</Code> or <Code>Y.Text</Code> so components read it like any signal, and{' '}
          <Code>broadcastSync</Code> keeps the copies in every tab of the site in step.{' '}
          <Code>yjs</Code> and <Code>y-protocols</Code> are optional peers of the package, loaded
          only by pages that use them.
        </p>
      </GuideSection>
      <GuideSection id="first-example" title="A first example">
        <p>
          Two replicas of one list are edited apart; each keeps the updates it made. Exchanging them
          in either order gives both the same list. Each write through <Code>list.value = …</Code>{' '}
          is one Yjs transaction: only the changed middle of the list is deleted and inserted, so an
          append on the other side survives.
        </p>
        <Example name="TwoReplicas" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className="font-semibold">Read and write a shared map</h3>
        <p>
          <Code>const settings = yMap(doc.getMap(&apos;settings&apos;))</Code>.{' '}
          <Code>settings.value</Code> is a plain object (nested shared types as their JSON) that
          updates after every transaction, local or remote; assigning it sets the changed keys and
          deletes the missing ones in one transaction.
        </p>
        <h3 className="font-semibold">Edit inside the shared type</h3>
        <p>
          <Code>list.transact((array) =&gt; array.insert(0, [item]))</Code> runs the edit in a
          transaction with the binding&apos;s origin; the signal updates once, after it.
        </p>
        <h3 className="font-semibold">Sync the tabs of the site, and go offline</h3>
        <p>
          <Code>
            broadcastSync(doc, {'{'} channel {'}'})
          </Code>{' '}
          speaks y-protocols&apos; sync protocol over a BroadcastChannel. <Code>disconnect()</Code>{' '}
          simulates going offline: edits stay in the doc; on <Code>connect()</Code> both sides send
          what the other lacks. Its <Code>status</Code> is a signal. Open this page in two tabs to
          try it.
        </p>
        <Example name="TabSettings" />
      </GuideSection>
      <GuideSection id="pitfalls" title="Pitfalls">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            A map key is last-writer-wins: two tabs that both turn 3 likes into 4 end with 4, not 5.
            Keep one entry per event in a <Code>Y.Array</Code> when every change must count.
          </li>
          <li>
            Writing a whole new value replaces nested shared types with plain data: edit a nested{' '}
            <Code>Y.Text</Code> through <Code>transact</Code> or its own binding instead.
          </li>
          <li>
            Frames from other tabs are untrusted. Each is size-checked (1 MiB by default,{' '}
            <Code>maxFrameBytes</Code>) and decoded in full before any of it is applied; a malformed
            one is dropped with a warning. A doc larger than the limit cannot reach a new tab.
          </li>
          <li>
            Dispose bindings and providers you create outside a scope or component (
            <Code>dispose()</Code>, <Code>destroy()</Code>): they hold observers on the doc.
          </li>
        </ul>
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}
