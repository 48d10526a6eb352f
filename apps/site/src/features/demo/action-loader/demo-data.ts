/*
 * The action-loader demo's data: loader and action handles run by a router data registry, actions
 * dispatched over channels, a loader cache whose entries last 1000 ms, and an effect
 * composition. Everything timed is created in `start()`'s effect scope and stops with it.
 */
import { DataRegistry, defineAction, defineLoader } from '@tendril/router/data';
import { effect, effectScope, signal, untracked } from '@tendril/signals';
import { createChannels } from '@tendril/signals/channels';
import { createInterpreter, map, sequence, sleep } from '@tendril/signals/effect';
import { wait } from '@tendril/signals/time';

export interface DemoUser {
  id: number;
  name: string;
  email: string;
  status: 'active' | 'away';
  lastUpdated: number;
}

export type TimeRange = '24h' | '7d' | '30d' | '90d';
export const TIME_RANGES: readonly TimeRange[] = ['24h', '7d', '30d', '90d'];

export interface AnalyticsSummary {
  timeRange: TimeRange;
  visits: number;
  refreshedAt: number;
}

/** What the channels carry: the two dispatches, and the notices their handlers send. */
export type DemoMessage =
  | { type: 'user.refreshWithChannel'; payload: { userId: number; notify: boolean } }
  | {
      type: 'analytics.refreshWithBroadcast';
      payload: { timeRange: TimeRange; broadcast: boolean };
    }
  | { type: 'notice'; text: string };

export const DEMO_USERS: readonly Pick<DemoUser, 'id' | 'name' | 'email'>[] = [
  { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' },
  { id: 2, name: 'Alan Turing', email: 'alan@example.com' },
  { id: 3, name: 'Grace Hopper', email: 'grace@example.com' },
];

/** Loader results stay fresh this long; then the loader runs again. */
export const LOADER_CACHE_MS = 1000;
/** After an invalidation, the data is loaded again this much later. */
export const REFRESH_AFTER_MS = 1000;
/** The effect composition's waits, in order. */
export const COMPOSITION_WAITS = [300, 400, 200] as const;
/** History lines the composition panel shows. */
export const HISTORY_LINES = 4;

export type CacheState = 'valid' | 'invalidated' | 'refreshed';

export interface DemoOptions {
  /** Simulated loader latency, in ms. @default 400 */
  latencyMs?: number;
  now?: () => number;
  /** Called when a user was refreshed with `notify` (the page publishes `user.updated`). */
  onUserUpdated?: (user: DemoUser) => void;
}

const noop = () => {};

export function createActionLoaderDemo(options: DemoOptions = {}) {
  const { latencyMs = 400, now = Date.now, onUserUpdated } = options;
  const data = new DataRegistry({ cacheTtlMs: LOADER_CACHE_MS, retries: 0 });
  const channels = createChannels<DemoMessage>({
    names: [
      'user.refreshWithChannel',
      'analytics.refreshWithBroadcast',
      'user.events',
      'analytics.events',
    ],
  });
  const selectedUser = signal(1);
  const timeRange = signal<TimeRange>('24h');
  const cacheState = signal<CacheState>('valid');
  const compositionRuns = signal(0);
  const history = signal<readonly string[]>([]);
  const interpreter = createInterpreter({ defaults: false });
  let loads = 0;

  const userParams = (id: number) => ({ userId: String(id) });

  // #region loaders
  const user = defineLoader<DemoUser>(
    'user',
    async ({ params, signal }) => {
      await wait(latencyMs, signal);
      const base = DEMO_USERS.find((u) => u.id === Number(params.userId)) ?? DEMO_USERS[0]!;
      loads++;
      return { ...base, status: loads % 2 ? 'active' : 'away', lastUpdated: now() };
    },
    { key: (p) => `user-${p.userId}` },
  );
  const analytics = defineLoader<AnalyticsSummary>(
    'analytics',
    async ({ params, signal }) => {
      await wait(latencyMs, signal);
      const range = params.timeRange as TimeRange;
      const days = { '24h': 1, '7d': 7, '30d': 30, '90d': 90 }[range];
      return { timeRange: range, visits: days * 1200 + (now() % 100), refreshedAt: now() };
    },
    { key: (p) => `analytics-${p.timeRange}` },
  );
  const userKey = (id: number) => data.keyFor(user, userParams(id));
  const refreshUser = defineAction(
    'user.refreshWithChannel',
    async ({ userId, notify }: { userId: number; notify: boolean }) => {
      const loaded = (await data.load(user, userParams(userId), { force: true })).data;
      if (notify && loaded) {
        channels.publish('user.events', { type: 'notice', text: `${loaded.name} refreshed` });
        onUserUpdated?.(loaded);
      }
      return loaded;
    },
  );
  const refreshAnalytics = defineAction(
    'analytics.refreshWithBroadcast',
    async ({ timeRange: range, broadcast }: { timeRange: TimeRange; broadcast: boolean }) => {
      const state = await data.load(analytics, { timeRange: range }, { force: true });
      if (broadcast) channels.broadcast({ type: 'notice', text: `Analytics (${range}) refreshed` });
      return state.data;
    },
  );
  // #endregion

  /** Starts the demo's effects; the returned function stops every one of them. */
  function start(): () => void {
    const stop = effectScope(() => {
      // #region reactive
      // Signal-reactive loading: a new selection loads that user (from the cache if fresh).
      effect(() => {
        const id = selectedUser.value;
        untracked(() => void data.load(user, userParams(id)));
      });
      effect(() => {
        const range = timeRange.value;
        untracked(() => void data.load(analytics, { timeRange: range }));
      });
      // Dispatches arrive on channels and run the registry's actions.
      // (A failed action is shown from its state signal, so the rejection is not rethrown.)
      channels.subscribe('user.refreshWithChannel', ({ data: m }) => {
        if (m.type === 'user.refreshWithChannel') data.run(refreshUser, m.payload).catch(noop);
      });
      channels.subscribe('analytics.refreshWithBroadcast', ({ data: m }) => {
        if (m.type === 'analytics.refreshWithBroadcast')
          data.run(refreshAnalytics, m.payload).catch(noop);
      });
      // #endregion
      // #region invalidation
      // Invalidated: one second later the user is loaded again and shown as refreshed.
      effect(() => {
        if (cacheState.value !== 'invalidated') return;
        const timer = setTimeout(() => {
          void data.load(user, userParams(selectedUser.peek())).then((s) => {
            if (s.status === 'success' && cacheState.peek() === 'invalidated')
              cacheState.value = 'refreshed';
          });
        }, REFRESH_AFTER_MS);
        return () => clearTimeout(timer);
      });
      // #endregion
      // #region composition
      // Each run is a new effect value; starting another (or leaving) cancels the last.
      effect(() => {
        if (!compositionRuns.value) return;
        const started = now();
        const log = (line: string) =>
          (history.value = [...history.peek(), line].slice(-HISTORY_LINES));
        log(`Run ${compositionRuns.peek()} started`);
        const step = (ms: number) => map(sleep(ms), () => log(`Waited ${ms} ms`));
        void interpreter
          .run(sequence(COMPOSITION_WAITS.map(step)))
          .then((r) =>
            log(r.status === 'success' ? `Done in ${now() - started} ms` : `Run ${r.status}`),
          );
      });
      // #endregion
    });
    return () => {
      stop();
      // Loads still in flight are aborted (their timers cleared) ...
      data.abortKeys([
        ...DEMO_USERS.map((u) => userKey(u.id)),
        ...TIME_RANGES.map((range) => data.keyFor(analytics, { timeRange: range })),
      ]);
      // ... and the registry's cache sweep timer goes too (reads and writes keep working).
      data.cache.dispose();
    };
  }

  return {
    data,
    /** The demo's loaders and actions, by the names the page shows. */
    loaders: { user, analytics },
    actions: { refreshUser, refreshAnalytics },
    channels,
    selectedUser,
    timeRange,
    cacheState,
    history,
    start,
    /** Dispatches `user.refreshWithChannel` on its channel. */
    refreshUser(notify = true) {
      channels.publish('user.refreshWithChannel', {
        type: 'user.refreshWithChannel',
        payload: { userId: selectedUser.peek(), notify },
      });
    },
    /** Dispatches `analytics.refreshWithBroadcast` on its channel. */
    refreshAnalytics(broadcast = true) {
      channels.publish('analytics.refreshWithBroadcast', {
        type: 'analytics.refreshWithBroadcast',
        payload: { timeRange: timeRange.peek(), broadcast },
      });
    },
    /** Drops the selected user's cached result at once; it is reloaded 1 s later. */
    invalidate() {
      const key = userKey(selectedUser.peek());
      data.invalidate((k) => k === key);
      cacheState.value = 'invalidated';
    },
    runComposition() {
      compositionRuns.value++;
    },
  };
}

export type ActionLoaderDemo = ReturnType<typeof createActionLoaderDemo>;
