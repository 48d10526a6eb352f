import api from 'virtual:api-reference/collaborative-editor';
import { ApiReference, Code, Example, Guide, GuideSection } from '../guide-kit.tsx';

export default function CollaborativeEditorGuide() {
  return (
    <Guide>
      <GuideSection id="what-for" title="What it is for">
        <p>
          Several people typing in one document at the same time, each seeing the others&apos; text,
          names and carets as they go. The document is a <Code>Y.Text</Code>;{' '}
          <Code>bindTextarea</Code> turns each input into the smallest delete and insert, and puts
          your caret back on the same character when someone else&apos;s edit lands before it.
          Presence (who is here, where their caret is) travels on y-protocols&apos; awareness
          protocol.
        </p>
      </GuideSection>
      <GuideSection id="first-example" title="A first example">
        <p>
          Two panes, each its own user with its own copy of the document. They sync over
          BroadcastChannel, so every tab showing this page joins in. Turn on Work offline in a pane,
          type in both, turn it off: the edits merge. With a collab server running, enter its URL
          and other machines join too.
        </p>
        <Example name="SharedEditor" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className="font-semibold">Bind a textarea</h3>
        <p>
          <Code>
            bindTextarea(textarea, doc.getText(&apos;body&apos;), {'{'} awareness {'}'})
          </Code>{' '}
          returns the unbind; with an awareness it publishes the caret as Yjs relative positions,
          which stay on their character while others type.
        </p>
        <h3 className="font-semibold">Show who is here</h3>
        <p>
          Set your own <Code>user</Code> with{' '}
          <Code>
            awareness.setLocalStateField(&apos;user&apos;, {'{'} name, color {'}'})
          </Code>
          . <Code>presence(awareness, text)</Code> is a signal of the other users, each checked
          (name up to 40 characters, a <Code>#rrggbb</Code> colour) with their caret as indexes.
        </p>
        <h3 className="font-semibold">Edit across machines</h3>
        <p>
          Run <Code>npm run collab-server</Code> (it listens on 127.0.0.1:1234; set HOST and PORT to
          change that) and enter <Code>ws://127.0.0.1:1234</Code> as the server URL. Only ws: and
          wss: URLs are accepted. The page then loads y-websocket&apos;s{' '}
          <Code>WebsocketProvider</Code>, and screens every frame from the server with{' '}
          <Code>isSyncFrame</Code> before the provider reads it.
        </p>
      </GuideSection>
      <GuideSection id="pitfalls" title="Pitfalls">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Do not set <Code>textarea.value</Code> yourself while bound: the next input would be
            diffed against text the document never had.
          </li>
          <li>
            Awareness states come from other users: render names as text (never as HTML) and check
            colours before using them in styles, as <Code>presence</Code> does.
          </li>
          <li>
            The collab server keeps documents in memory only, and binds 127.0.0.1 unless told
            otherwise: expose it to a network deliberately, behind TLS (wss:).
          </li>
        </ul>
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}
