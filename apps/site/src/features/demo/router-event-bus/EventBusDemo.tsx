import { useEffect, useId, useRef, useState } from 'react';
import type { BusMessage } from '@tendril/signals/bus';
import { observer, useSignal, useSignalEffect } from '@tendril/signals/react';
import { interval } from '@tendril/signals/time';
import { siteBus } from '../../../lib/site-bus.ts';
import { DemoPagesNav } from '../../../shell/DemoPagesNav.tsx';
import { Button } from '../../../ui/Button.tsx';
import { CodeExcerpt } from '../../../ui/CodeExcerpt.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { Panel } from '../../../ui/Panel.tsx';
import { EventList } from './EventLists.tsx';
import { NatsConnect } from './NatsConnect.tsx';
import { publishSpaced, QUICK_EVENTS } from './quick-publish.ts';
import source from './EventBusDemo.tsx?excerpts';
import natsSource from './NatsConnect.tsx?excerpts';

/** Events each list shows. */
const EVENT_LIST_SIZE = 10;
/** How often the stats are read. */
const STATS_POLL_MS = 1000;

const field =
  'rounded-lg border border-stone-300 px-3 py-1.5 font-mono text-sm focus-visible:outline-2 focus-visible:outline-green-700 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700';

const readStats = () => ({
  published: siteBus.stats.published.peek(),
  received: siteBus.stats.received.peek(),
  delivered: siteBus.stats.delivered.peek(),
  subscriptions: siteBus.stats.subscriptions.peek(),
});

/** "Router event bus": publish, subscribe by NATS pattern, watch events and stats. */
export const EventBusDemo = observer(function EventBusDemo() {
  const ids = { name: useId(), data: useId(), dataHint: useId(), pattern: useId() };
  const [name, setName] = useState('user.created');
  const [data, setData] = useState('{"id": 1, "name": "Ada"}');
  const [publishError, setPublishError] = useState<string>();
  const [dataInvalid, setDataInvalid] = useState(false);
  const dataField = useRef<HTMLTextAreaElement>(null);
  const [pattern, setPattern] = useState('user.*');
  const [patternError, setPatternError] = useState<string>();
  const [active, setActive] = useState<string>();
  const [received, setReceived] = useState<readonly BusMessage[]>([]);
  const history = siteBus.history.value.slice(-EVENT_LIST_SIZE);
  const stats = useSignal(readStats());
  const bursts = useRef(new AbortController());

  // #region bus
  // Publishing parses the JSON first: invalid text is a console error and nothing is sent
  // (publishJson returns undefined), so the page marks the field and takes the user there.
  function publish() {
    try {
      const sent = siteBus.publishJson(name.trim(), data);
      setPublishError(undefined);
      setDataInvalid(!sent);
      if (!sent) dataField.current?.focus();
    } catch (e) {
      setPublishError(e instanceof Error ? e.message : String(e));
    }
  }

  // A NATS pattern: `*` is one token (user.* gets user.created, not user.a.b), `>` the rest.
  useEffect(() => {
    if (!active) return;
    return siteBus.subscribe(active, (message) =>
      setReceived((list) => [...list, message].slice(-EVENT_LIST_SIZE)),
    );
  }, [active]);

  // Stats are read every second by an interval owned by this component's effect.
  useSignalEffect(() => {
    interval(STATS_POLL_MS, () => (stats.value = readStats()));
  });
  // #endregion

  useEffect(() => {
    const controller = bursts.current;
    return () => controller.abort();
  }, []);

  function toggleSubscription() {
    if (active) return setActive(undefined);
    try {
      siteBus.subscribe(pattern.trim(), () => {})();
      setPatternError(undefined);
      setReceived([]);
      setActive(pattern.trim());
    } catch (e) {
      setPatternError(e instanceof Error ? e.message : String(e));
    }
  }

  const s = stats.value;
  return (
    <div className="flex flex-col gap-6">
      <DemoPagesNav />
      <PageHeader title="Router event bus" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Publish" description="An event name (a NATS subject) and JSON data.">
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              publish();
            }}
          >
            <label htmlFor={ids.name} className="text-sm font-medium text-stone-700">
              Event name
            </label>
            <input
              id={ids.name}
              value={name}
              aria-invalid={publishError ? true : undefined}
              onChange={(e) => setName(e.currentTarget.value)}
              className={field}
            />
            <label htmlFor={ids.data} className="text-sm font-medium text-stone-700">
              Data (JSON)
            </label>
            <textarea
              id={ids.data}
              ref={dataField}
              value={data}
              rows={3}
              aria-invalid={dataInvalid || undefined}
              aria-describedby={dataInvalid ? ids.dataHint : undefined}
              onChange={(e) => {
                setData(e.currentTarget.value);
                // Any edit may fix it: the mark waits for the next Publish to come back.
                setDataInvalid(false);
              }}
              className={field}
            />
            {dataInvalid && (
              <p id={ids.dataHint} className="text-sm text-red-700">
                Not valid JSON: nothing was published.
              </p>
            )}
            {publishError && (
              <p role="alert" className="text-sm text-red-700">
                {publishError}
              </p>
            )}
            <div>
              <Button type="submit" variant="primary">
                Publish
              </Button>
            </div>
          </form>
          <h3 className="mt-4 text-sm font-semibold">Quick publish</h3>
          <div className="mt-2 flex flex-wrap gap-2">
            {Object.entries(QUICK_EVENTS).map(([label, events]) => (
              <Button
                key={label}
                onClick={() => void publishSpaced(siteBus, events, bursts.current.signal)}
              >
                {label}
              </Button>
            ))}
          </div>
        </Panel>
        <Panel
          title="Subscribe"
          description="A NATS pattern: * matches one level, > every level below."
        >
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              toggleSubscription();
            }}
          >
            <label htmlFor={ids.pattern} className="text-sm font-medium text-stone-700">
              Pattern
            </label>
            <div className="flex gap-2">
              <input
                id={ids.pattern}
                value={pattern}
                disabled={!!active}
                onChange={(e) => setPattern(e.currentTarget.value)}
                className={field}
              />
              <Button type="submit" variant="primary">
                {active ? 'Unsubscribe' : 'Subscribe'}
              </Button>
            </div>
            {patternError && (
              <p role="alert" className="text-sm text-red-700">
                {patternError}
              </p>
            )}
          </form>
          <h3 className="mt-4 text-sm font-semibold">
            {active ? `Received on ${active}` : 'Not subscribed'}
          </h3>
          <div className="mt-2">
            <EventList
              events={received}
              label="Received events"
              empty="Nothing received yet"
              testId="received-events"
            />
          </div>
        </Panel>
        <Panel title="Last 10 events" description="Everything published on the site's bus.">
          <EventList
            events={history}
            label="Last 10 events"
            empty="No events yet"
            testId="all-events"
          />
        </Panel>
        <Panel title="Stats" description="Read from the bus every second.">
          <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="bus-stats">
            {Object.entries(s).map(([key, value]) => (
              <div key={key} className="rounded border border-stone-200 px-2 py-1">
                <dt className="text-stone-600 capitalize">{key}</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid={`stat-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel
          title="Connect to NATS"
          description="Bridge this bus to a NATS server (WebSocket), so two browsers see each other's events."
        >
          <NatsConnect />
        </Panel>
      </div>
      <CodeExcerpt source={source} region="bus" />
      <CodeExcerpt
        source={natsSource}
        region="nats"
        title="Connecting to NATS (client loaded on click)"
      />
    </div>
  );
});
