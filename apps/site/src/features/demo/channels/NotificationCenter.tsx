import type { Channels } from '@tendril/signals/channels';
import { useValue } from '@tendril/signals/react';
import { Panel } from '../../../ui/Panel.tsx';
import type { DemoEvent } from './demo-hub.ts';

const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });

/** The newest 10 messages across every channel (the hub's `recent`), newest first. */
export function NotificationCenter({ hub }: { hub: Channels<DemoEvent> }) {
  const recent = useValue(hub.recent);
  return (
    <Panel title="Notification center" description="The newest 10 messages across all channels.">
      {recent.length === 0 ? (
        <p className="text-sm text-stone-600">No notifications yet</p>
      ) : (
        <ol
          className="flex flex-col gap-1 text-sm"
          aria-label="Notifications"
          data-testid="notifications"
        >
          {[...recent].reverse().map((m) => (
            <li key={m.id} className="rounded border border-stone-200 px-2 py-1">
              <span className="font-mono text-xs text-stone-600">
                {m.channel === '*' ? 'all channels' : m.channel}
              </span>{' '}
              <span>{m.data.text}</span>{' '}
              <span className="text-stone-600">{time.format(m.timestamp)}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
