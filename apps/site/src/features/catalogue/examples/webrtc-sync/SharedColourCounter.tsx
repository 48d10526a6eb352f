import { useEffect, useState } from 'react';
import { observer } from '@tendril/signals/react';
import {
  createPeerStore,
  createPeerSync,
  type ConnectionState,
  type Json,
} from '@tendril/signals/webrtc';
import { Button } from '../../../../ui/Button.tsx';

const COLOURS = { green: 'bg-green-700', blue: 'bg-blue-700', purple: 'bg-purple-700' } as const;
type Colour = keyof typeof COLOURS;
const isColour = (value: Json) => typeof value === 'string' && Object.hasOwn(COLOURS, value);

const LABELS: Record<ConnectionState, string> = {
  idle: 'Not started',
  connecting: 'Looking for a peer…',
  connected: 'Connected',
  disconnected: 'Disconnected',
};

/** A colour and a counter shared with another tab over a WebRTC data channel. */
export default observer(function SharedColourCounter() {
  // Neither touches a browser API until connect(): safe to create during render.
  const [store] = useState(() =>
    createPeerStore(
      { colour: 'green' as Colour, count: 0 },
      { validate: { colour: isColour, count: Number.isSafeInteger } },
    ),
  );
  const [sync] = useState(() => createPeerSync(store, { room: 'docs-colour-counter' }));
  useEffect(() => {
    sync.connect();
    return () => sync.disconnect();
  }, [sync]);

  const state = sync.state.value;
  const peer = sync.remotePeer.value;
  const colour = store.signals.colour.value;
  const count = store.signals.count.value;
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">
        Open this page in a second tab: the two sync directly, peer to peer. You are peer{' '}
        <code>{store.peerId}</code>.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <p role="status">
          Connection: <strong>{LABELS[state]}</strong>
          {state === 'connected' && (
            <>
              {' '}
              to peer <code>{peer}</code>
            </>
          )}
        </p>
        {state === 'idle' || state === 'disconnected' ? (
          <Button onClick={() => sync.connect()}>Reconnect</Button>
        ) : (
          <Button onClick={() => sync.disconnect()}>Disconnect</Button>
        )}
      </div>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-semibold">Shared colour</legend>
        {(Object.keys(COLOURS) as Colour[]).map((name) => (
          <label key={name} className="flex items-center gap-2">
            <input
              type="radio"
              name="shared-colour"
              checked={colour === name}
              onChange={() => store.set('colour', name)}
            />
            {name}
          </label>
        ))}
      </fieldset>
      <div className="flex items-center gap-3">
        <span aria-hidden className={`size-10 rounded ${COLOURS[colour]}`} />
        <Button aria-label="Decrease" onClick={() => store.update('count', (n) => n - 1)}>
          −
        </Button>
        <output aria-label="Shared count" className="min-w-8 text-center font-mono text-2xl">
          {count}
        </output>
        <Button aria-label="Increase" onClick={() => store.update('count', (n) => n + 1)}>
          +
        </Button>
      </div>
    </div>
  );
});
