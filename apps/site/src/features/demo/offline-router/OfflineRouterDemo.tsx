import { useEffect, useId, useState } from 'react';
import { useValue } from '@tendril/signals/react';
import { SERVER_OFFLINE_STATUS, type OfflineRoutesState } from '@tendril/router/offline';
import { offline } from '../../../lib/offline.ts';
import { DemoPagesNav } from '../../../shell/DemoPagesNav.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ErrorPanel } from '../../../ui/ErrorPanel.tsx';
import { CodeExcerpt } from '../../../ui/CodeExcerpt.tsx';
import { Panel } from '../../../ui/Panel.tsx';
import source from './OfflineRouterDemo.tsx?excerpts';
import { fetchDemoUsers, type DemoUser } from '../../../lib/demo-users.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useHydrated } from '../../../ui/use-hydrated.ts';
import { LoadingStatus } from '../../../ui/LoadingStatus.tsx';

type UsersState =
  | { status: 'loading' }
  | { status: 'success'; users: DemoUser[]; fromCache: boolean }
  | { status: 'error'; message: string; offline: boolean };

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

// The route set the page sends the worker, as the worker last answered about it.
const ROUTES_LABELS: Record<OfflineRoutesState, string> = {
  unsent: 'Not sent',
  sent: 'Sent',
  updated: 'Updated',
  unchanged: 'Up to date',
};

/** "Offline router": status, the simulate-offline toggle and a users list that survives outages. */
export function OfflineRouterDemo() {
  // #region offline
  // The page is rendered ahead of time: it hydrates with what a server sees, then shows this
  // browser's status.
  const status = useValue(offline.status, { serverValue: SERVER_OFFLINE_STATUS });
  const simulated = useValue(offline.isSimulatedOffline, { serverValue: false });
  // The service worker answers as if the network were down (or back).
  const setSimulated = (on: boolean) => offline.simulateOffline(on);
  // #endregion
  const routesState = useValue(offline.routesState, { serverValue: 'unsent' as const });
  // The status is the browser's: HTML rendered ahead of time leaves the values out.
  const known = useHydrated();
  const toggleId = useId();
  const [users, setUsers] = useState<UsersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const offlineNow = !offline.isOnline.peek();
    // Offline, the client answers from the worker's caches or fails with "No offline fallback
    // available".
    fetchDemoUsers(controller.signal, (url, init) => offline.fetch(url, init)).then(
      (list) => setUsers({ status: 'success', users: list, fromCache: offlineNow }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setUsers({
          status: 'error',
          message: error instanceof Error ? error.message : 'An unexpected error occurred',
          offline: offlineNow,
        });
      },
    );
    return () => controller.abort();
  }, [attempt, status.isOnline]);

  const rows: [string, string][] = [
    ['Connection', status.isOnline ? 'Online' : simulated ? 'Offline (simulated)' : 'Offline'],
    ['Service worker', status.isServiceWorkerReady ? 'Ready' : 'Not active'],
    [
      'Queued changes',
      status.hasQueuedMutations ? `${status.queuedMutationsCount} pending` : 'None',
    ],
    ['Last sync', status.lastSyncTime ? timeFormat.format(status.lastSyncTime) : 'Never'],
    ['Offline routes', ROUTES_LABELS[routesState]],
  ];

  return (
    <div className="flex flex-col gap-6">
      <DemoPagesNav />
      <PageHeader title="Offline router" />
      <Panel
        title="Status"
        description="Offline status is a set of signals in @tendril/router/offline."
      >
        <dl
          className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm"
          data-testid="offline-status"
        >
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-stone-600">{label}</dt>
              <dd data-testid={`status-${label.toLowerCase().replace(/\s+/g, '-')}`}>
                {known && value}
              </dd>
            </div>
          ))}
        </dl>
        <label htmlFor={toggleId} className="mt-4 flex items-center gap-2 text-sm font-medium">
          <input
            id={toggleId}
            type="checkbox"
            role="switch"
            checked={simulated}
            onChange={(e) => setSimulated(e.currentTarget.checked)}
          />
          Simulate offline
        </label>
      </Panel>
      <Panel
        title="Users"
        description="Fetched over the network; the service worker keeps a copy for outages."
      >
        {users.status === 'loading' && <LoadingStatus>Loading users…</LoadingStatus>}
        {users.status === 'error' && (
          <ErrorPanel
            {...(users.offline
              ? { title: "You're offline and no cached data is available", message: users.message }
              : { message: users.message })}
            onRetry={() => setAttempt((n) => n + 1)}
            titleAs="p"
          />
        )}
        {users.status === 'success' && (
          <>
            {users.fromCache && (
              <p role="status" className="mb-3 rounded bg-amber-50 p-2 text-sm text-amber-950">
                You're offline. Showing cached data · Data may be outdated
              </p>
            )}
            {users.users.length === 0 ? (
              <p>No users available</p>
            ) : (
              <ul className="divide-y divide-stone-200" data-testid="users">
                {users.users.map((u) => (
                  <li key={u.id} className="flex justify-between py-2 text-sm">
                    <span className="font-medium">{u.name}</span>
                    <span className="text-stone-600">{u.email}</span>
                  </li>
                ))}
              </ul>
            )}
            <Button
              className="mt-3"
              disabled={!status.isOnline}
              onClick={() => setAttempt((n) => n + 1)}
            >
              Refresh
            </Button>
          </>
        )}
      </Panel>
      <CodeExcerpt source={source} region="offline" />
    </div>
  );
}
