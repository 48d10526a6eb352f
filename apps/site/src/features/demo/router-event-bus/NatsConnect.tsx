import { useEffect, useId, useRef, useState } from 'react';
import { connectNats, type NatsBridge, type NatsStatus } from '@tendril/signals/bus';
import { useValue } from '@tendril/signals/react';
import { signal } from '@tendril/signals';
import { siteBus } from '../../../lib/site-bus.ts';
import { Button } from '../../../ui/Button.tsx';
import { checkNatsUrl } from './nats-url.ts';

const CLOSED = signal<NatsStatus>('closed');

const LABELS: Record<NatsStatus, string> = {
  connecting: 'Connecting…',
  connected: 'Connected',
  reconnecting: 'Reconnecting…',
  closed: 'Not connected',
};

/**
 * "Connect to NATS": bridges the site's bus to a NATS server over WebSocket, so two browsers
 * see each other's events. connectNats imports the NATS client only when Connect is clicked.
 */
export function NatsConnect() {
  const id = useId();
  const [url, setUrl] = useState('ws://127.0.0.1:4223');
  const [error, setError] = useState<string>();
  const [bridge, setBridge] = useState<NatsBridge>();
  const [pending, setPending] = useState(false);
  const status = useValue(bridge?.status ?? CLOSED);
  const live = useRef<NatsBridge>(undefined);

  // Leaving the page closes the connection.
  useEffect(() => () => void live.current?.disconnect(), []);

  // #region nats
  async function connect() {
    const checked = checkNatsUrl(url);
    if ('error' in checked) return setError(checked.error);
    setError(undefined);
    setPending(true);
    try {
      live.current = await connectNats(siteBus, { servers: checked.url, name: 'tendril-site' });
      setBridge(live.current);
    } catch (e) {
      setError(`Could not connect: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setPending(false);
    }
  }
  // #endregion

  async function disconnect() {
    await live.current?.disconnect();
    live.current = undefined;
    setBridge(undefined);
  }

  const connected = bridge !== undefined && status !== 'closed';
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void (connected ? disconnect() : connect());
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        NATS WebSocket URL
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          value={url}
          disabled={connected || pending}
          onChange={(e) => setUrl(e.currentTarget.value)}
          aria-describedby={`${id}-status`}
          className="w-72 rounded-lg border border-stone-300 px-3 py-1.5 font-mono text-sm focus-visible:outline-2 focus-visible:outline-green-700"
        />
        <Button type="submit" variant="primary" disabled={pending}>
          {connected ? 'Disconnect' : 'Connect to NATS'}
        </Button>
      </div>
      <p id={`${id}-status`} className="text-sm" role="status" data-testid="nats-status">
        NATS: {pending ? LABELS.connecting : LABELS[status]}
      </p>
      {error && (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
