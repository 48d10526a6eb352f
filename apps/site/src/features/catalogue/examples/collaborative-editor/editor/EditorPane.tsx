import { useEffect, useId, useRef, useState } from 'react';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { bindTextarea, broadcastSync, presence, type Peer } from '@tendril/signals/yjs';
import { useValue } from '@tendril/signals/react';
import { connectServer, type ServerConnection, type ServerStatus } from './server.ts';

export interface EditorUser {
  readonly name: string;
  readonly color: string;
}

/** The BroadcastChannel every pane of every tab joins. */
const CHANNEL = 'tendril-collab-editor';

/** Line and column (from 1) of an index into `text`. */
function lineColumn(text: string, index: number): string {
  const before = text.slice(0, index).split('\n');
  return `line ${before.length}, column ${before.at(-1)!.length + 1}`;
}

/**
 * One user's view of the shared document: its own Y.Doc, synced with the other panes and tabs
 * over BroadcastChannel and, when `serverUrl` is set, with other machines through the server.
 */
export function EditorPane({
  pane,
  user,
  serverUrl,
}: {
  pane: string;
  user: EditorUser;
  serverUrl: string | undefined;
}) {
  const [shared] = useState(() => {
    const doc = new Y.Doc();
    const awareness = new Awareness(doc);
    awareness.setLocalStateField('user', user);
    const text = doc.getText('body');
    return {
      doc,
      awareness,
      text,
      sync: broadcastSync(doc, { channel: CHANNEL, awareness, connect: false }),
      peers: presence(awareness, text),
    };
  });
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [offline, setOffline] = useState(false);
  const [server, setServer] = useState<ServerConnection>();
  const [serverStatus, setServerStatus] = useState<ServerStatus>('disconnected');
  const peers = useValue(shared.peers);
  const [content, setContent] = useState('');
  const id = useId();

  useEffect(() => {
    const unbind = bindTextarea(textarea.current!, shared.text, { awareness: shared.awareness });
    const show = () => setContent(shared.text.toString());
    shared.text.observe(show);
    shared.sync.connect();
    return () => {
      unbind();
      shared.text.unobserve(show);
      shared.sync.destroy();
      shared.peers.dispose();
      shared.awareness.destroy();
      shared.doc.destroy();
    };
  }, [shared]);

  useEffect(() => {
    if (!serverUrl) return;
    let connection: ServerConnection | undefined;
    let cancelled = false;
    void connectServer(serverUrl, shared.doc, shared.awareness, setServerStatus).then((c) => {
      if (cancelled) return c.destroy();
      connection = c;
      setServer(c);
    });
    return () => {
      cancelled = true;
      connection?.destroy();
      setServer(undefined);
      setServerStatus('disconnected');
    };
  }, [serverUrl, shared]);

  // Going offline cuts every connection; edits stay in the doc and merge on reconnect.
  const toggleOffline = () => {
    if (offline) {
      shared.sync.connect();
      server?.connect();
    } else {
      shared.sync.disconnect();
      server?.disconnect();
    }
    setOffline(!offline);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-2 rounded border border-stone-300 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          Pane {pane}
        </h3>
        {/* A switch with a fixed name: its label says what turning it on does, and its
            checked state (not a changing label) says where the pane is now. */}
        <label htmlFor={`${id}-offline`} className="flex items-center gap-2 text-sm font-medium">
          <input
            id={`${id}-offline`}
            type="checkbox"
            role="switch"
            checked={offline}
            onChange={toggleOffline}
          />
          Work offline
        </label>
      </div>
      {/* The user's colour underlines the name: no one colour reads on both themes. */}
      <p className="text-sm text-stone-700">
        You are{' '}
        <span
          className="font-semibold underline decoration-2 underline-offset-2"
          style={{ textDecorationColor: user.color }}
        >
          {user.name}
        </span>
        {' · '}
        <span role="status">
          {offline ? 'Offline: edits kept here' : 'Tabs: connected'}
          {serverUrl && !offline ? ` · Server: ${serverStatus}` : ''}
        </span>
      </p>
      <label htmlFor={`${id}-text`} className="sr-only">
        Shared document (pane {pane})
      </label>
      <textarea
        id={`${id}-text`}
        ref={textarea}
        rows={6}
        spellCheck={false}
        className="w-full rounded border border-stone-400 p-2 font-mono text-sm"
      />
      <PeerList pane={pane} peers={peers} content={content} />
    </section>
  );
}

function PeerList({
  pane,
  peers,
  content,
}: {
  pane: string;
  peers: readonly Peer[];
  content: string;
}) {
  return (
    <div>
      <h4 className="text-sm font-semibold">Also here</h4>
      {peers.length === 0 ? (
        <p className="text-sm text-stone-700">Nobody else is connected.</p>
      ) : (
        <ul aria-label={`People editing with pane ${pane}`} className="space-y-1 text-sm">
          {peers.map((peer) => (
            <li key={peer.clientId} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-full"
                style={{ backgroundColor: peer.color }}
              />
              <span>
                {peer.name}
                {': '}
                {peer.caret
                  ? `caret at ${lineColumn(content, peer.caret.head)}`
                  : 'not in the document'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
