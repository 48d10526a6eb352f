import { useState } from 'react';
import type { Channels } from '@tendril/signals/channels';
import { Button } from '../../../ui/Button.tsx';
import { Panel } from '../../../ui/Panel.tsx';
import { metricsFor, TIME_RANGES, type DemoEvent, type TimeRange } from './demo-hub.ts';

/** A mock dashboard: choosing a range publishes on analytics.events and dashboard.metrics. */
export function AnalyticsPanel({ hub }: { hub: Channels<DemoEvent> }) {
  const [range, setRange] = useState<TimeRange>('24h');
  const metrics = metricsFor(range);
  const choose = (next: TimeRange) => {
    setRange(next);
    hub.publish('analytics.events', { type: 'analytics.range', text: `Time range set to ${next}` });
    const m = metricsFor(next);
    hub.publish('dashboard.metrics', {
      type: 'dashboard.refreshed',
      text: `${m.users} users, ${m.events} events (${next})`,
    });
  };
  return (
    <Panel
      title="Analytics dashboard"
      description="Publishes on analytics.events and dashboard.metrics."
    >
      <div role="group" aria-label="Time range" className="flex gap-2">
        {TIME_RANGES.map((r) => (
          <Button
            key={r}
            aria-pressed={r === range}
            variant={r === range ? 'primary' : 'secondary'}
            onClick={() => choose(r)}
          >
            {r}
          </Button>
        ))}
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm" data-testid="channel-metrics">
        {Object.entries(metrics).map(([k, v]) => (
          <div key={k} className="rounded border border-stone-200 px-2 py-1">
            <dt className="text-stone-600 capitalize">{k}</dt>
            <dd className="text-lg font-semibold tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
      <Button
        className="mt-4"
        onClick={() => hub.broadcast({ type: 'announcement', text: 'Maintenance at midnight' })}
      >
        Broadcast to all channels
      </Button>
    </Panel>
  );
}
