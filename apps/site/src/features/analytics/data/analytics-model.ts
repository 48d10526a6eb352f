/*
 * The dashboard's state as signals: the range comes in, the load state and the last refresh
 * go out. Every timer and subscription lives inside an effect, so `start()`'s dispose (or the
 * effect scope it ran in) leaves nothing running.
 */
import { batch, effect, signal, untracked, type ReadonlySignal } from '@tendril/signals';
import type { Bus } from '@tendril/signals/bus';
import { loadAnalytics, type LoadAnalyticsOptions } from './load-analytics.ts';
import type { AnalyticsData, Range } from './mock-analytics.ts';

/** Where the dashboard's data is. While loading, `data` holds the range's previous data, if any. */
export type AnalyticsState =
  | { status: 'loading'; data?: AnalyticsData }
  | { status: 'success'; data: AnalyticsData }
  | { status: 'error'; message: string };

/** Why the data was (re)loaded. */
export type RefreshReason = 'initial' | 'range' | 'retry' | 'event';

/** The last successful load: when, why, and how many loads succeeded so far. */
export interface LastRefresh {
  at: number;
  reason: RefreshReason;
  count: number;
}

/** What `createAnalyticsModel` needs. */
export interface AnalyticsModelOptions {
  /** The selected range (e.g. read from the URL). */
  range: ReadonlySignal<Range>;
  /** The bus whose `refreshOn` events trigger a refresh. */
  bus: Bus;
  /** The subject (or pattern) that triggers a refresh. */
  refreshOn: string;
  /** Make the first load fail (until Try Again), to show the error state. @default false */
  failFirst?: boolean;
  /** The loader. @default loadAnalytics */
  load?: (range: Range, options: LoadAnalyticsOptions) => Promise<AnalyticsData>;
  /** The clock for `lastRefresh.at`. @default Date.now */
  now?: () => number;
}

/** The dashboard's signals and commands. */
export interface AnalyticsModel {
  readonly state: ReadonlySignal<AnalyticsState>;
  /** @default null — until the first load succeeds. */
  readonly lastRefresh: ReadonlySignal<LastRefresh | null>;
  /** Loads the current range again (after an error, or on demand). */
  retry(): void;
  /** Starts loading and listening; returns the dispose that stops both. */
  start(): () => void;
}

/**
 * The analytics dashboard's model: loads the range whenever it changes, reloads on `retry()`
 * and whenever `refreshOn` is published on `bus`, and cancels a load that is superseded.
 *
 * @example
 * ```ts
 * const model = createAnalyticsModel({ range, bus: siteBus, refreshOn: USER_UPDATED });
 * const stop = model.start();
 * model.state.value.status; // 'loading', then 'success'
 * stop();
 * ```
 */
export function createAnalyticsModel({
  range,
  bus,
  refreshOn,
  failFirst = false,
  load = loadAnalytics,
  now = Date.now,
}: AnalyticsModelOptions): AnalyticsModel {
  const state = signal<AnalyticsState>({ status: 'loading' });
  const lastRefresh = signal<LastRefresh | null>(null);
  const revision = signal(0);
  let reason: RefreshReason = 'initial';
  let failed = false;

  const reload = (why: RefreshReason) => {
    reason = why;
    revision.value++;
  };

  const start = () =>
    effect(() => {
      effect(() => bus.subscribe(refreshOn, () => reload('event')));
      let loadedRange: Range | undefined;
      effect(() => {
        const selected = range.value;
        const rev = revision.value;
        if (loadedRange !== undefined && loadedRange !== selected) reason = 'range';
        loadedRange = selected;
        const why = reason;
        const controller = new AbortController();
        untracked(() => {
          const current = state.value;
          // Keep the figures on screen during a refresh of the same range.
          const stale =
            'data' in current && current.data?.range === selected ? current.data : undefined;
          state.value = { status: 'loading', data: stale };
        });
        load(selected, {
          revision: rev,
          fail: failFirst && !failed,
          signal: controller.signal,
        }).then(
          (data) =>
            batch(() => {
              state.value = { status: 'success', data };
              const count = (lastRefresh.peek()?.count ?? 0) + 1;
              lastRefresh.value = { at: now(), reason: why, count };
            }),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            failed = true;
            state.value = {
              status: 'error',
              message: error instanceof Error ? error.message : 'An unexpected error occurred',
            };
          },
        );
        return () => controller.abort();
      });
    });

  return { state, lastRefresh, retry: () => reload('retry'), start };
}
