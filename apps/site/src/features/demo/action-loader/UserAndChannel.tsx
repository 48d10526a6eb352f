import { useId } from 'react';
import { observer } from '@tendril/signals/react';
import { Button } from '../../../ui/Button.tsx';
import { ErrorPanel } from '../../../ui/ErrorPanel.tsx';
import { Panel } from '../../../ui/Panel.tsx';
import { DEMO_USERS, TIME_RANGES, type ActionLoaderDemo, type TimeRange } from './demo-data.ts';
import { LoadingStatus } from '../../../ui/LoadingStatus.tsx';

const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });
const select =
  'rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-green-700';

/** Panel 1: the user loader follows the selected-user signal. */
export const UserPanel = observer(function UserPanel({ demo }: { demo: ActionLoaderDemo }) {
  const id = useId();
  const selected = demo.selectedUser.value;
  const user = demo.data.loaderState(demo.loaders.user).value;
  return (
    <Panel
      title="Signal-reactive loading"
      description="Choosing a user sets a signal; an effect loads that user through the registry's 'user' loader."
    >
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        User
      </label>
      <select
        id={id}
        className={`${select} ml-2`}
        value={selected}
        onChange={(e) => (demo.selectedUser.value = Number(e.currentTarget.value))}
      >
        {DEMO_USERS.map((u) => (
          <option key={u.id} value={u.id}>
            {u.name}
          </option>
        ))}
      </select>
      <div className="mt-4 text-sm" data-testid="loaded-user">
        {user.status === 'error' ? (
          <ErrorPanel
            message={user.error?.message}
            onRetry={() => demo.refreshUser(false)}
            titleAs="p"
          />
        ) : user.data ? (
          <p>
            <span className="font-semibold">{user.data.name}</span> ({user.data.email}) ·{' '}
            {user.data.status} · updated {time.format(user.data.lastUpdated)}
            {user.status === 'loading' && ' · refreshing…'}
          </p>
        ) : (
          <LoadingStatus>Loading user…</LoadingStatus>
        )}
      </div>
    </Panel>
  );
});

/** Panel 2: the refresh buttons dispatch actions over channels; the log shows the traffic. */
export const ChannelPanel = observer(function ChannelPanel({ demo }: { demo: ActionLoaderDemo }) {
  const id = useId();
  const range = demo.timeRange.value;
  const userAction = demo.data.actionState(demo.actions.refreshUser).value;
  const analytics = demo.data.loaderState(demo.loaders.analytics).value;
  const log = demo.channels.recent.value;
  return (
    <Panel
      title="Channel communication"
      description="user.refreshWithChannel {userId, notify} and analytics.refreshWithBroadcast {timeRange, broadcast} travel over channels to the registry's actions."
    >
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" onClick={() => demo.refreshUser()}>
          Refresh user
        </Button>
        <label htmlFor={id} className="text-sm font-medium text-stone-700">
          Time range
        </label>
        <select
          id={id}
          className={select}
          value={range}
          onChange={(e) => (demo.timeRange.value = e.currentTarget.value as TimeRange)}
        >
          {TIME_RANGES.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
        <Button onClick={() => demo.refreshAnalytics()}>Refresh analytics</Button>
      </div>
      <p className="mt-3 text-sm" data-testid="action-status">
        Refresh user: {userAction.status} · Analytics ({analytics.data?.timeRange ?? range}):{' '}
        {analytics.status === 'success' ? `${analytics.data?.visits} visits` : analytics.status}
      </p>
      {log.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">No messages yet</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-1 text-xs" aria-label="Channel messages">
          {[...log].reverse().map((m) => (
            <li key={m.id} className="rounded border border-stone-200 px-2 py-1 font-mono">
              {m.channel === '*' ? 'all channels' : m.channel}:{' '}
              {m.data.type === 'notice' ? m.data.text : JSON.stringify(m.data.payload)}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
});
