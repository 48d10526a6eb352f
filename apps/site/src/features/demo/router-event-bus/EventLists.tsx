import type { BusMessage } from '@tendril/signals/bus';

const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });

/** A list of bus messages, newest first. */
export function EventList({
  events,
  label,
  empty,
  testId,
}: {
  events: readonly BusMessage[];
  label: string;
  empty: string;
  testId: string;
}) {
  if (!events.length) return <p className="text-sm text-stone-600">{empty}</p>;
  return (
    <ol aria-label={label} className="flex flex-col gap-1 text-sm" data-testid={testId}>
      {[...events].reverse().map((m) => (
        <li key={m.correlationId} className="rounded border border-stone-200 px-2 py-1">
          <span className="font-mono font-semibold" data-testid="event-name">
            {m.metadata.eventName}
          </span>{' '}
          <span className="text-stone-600">{time.format(m.timestamp)}</span>
          <code className="block truncate text-xs text-stone-700">{JSON.stringify(m.data)}</code>
        </li>
      ))}
    </ol>
  );
}
