/*
 * What the open overlay records while it is open: router events and loader status changes
 * (retries too) in the event log, and the timing of each committed navigation. Everything it
 * starts (the router listener, one effect per loader, the rescan timer) stops with `dispose`.
 */
import { effect, untracked, type ReadonlySignal } from '@tendril/signals';
import type { Router } from '../core/router.ts';
import { createEventLog, DEVTOOLS_MAX_EVENTS, type EventLog } from './event-log.ts';
import { describeAttempts, loaderRows } from './loaders-adapter.ts';
import { trackNavigations } from '../performance/navigations.ts';
import { SLOW_NAVIGATION_MS, type NavigationTiming } from '../performance/timing.ts';
import type { RouterEvent } from '../core/types.ts';

/** Options of `createDevtoolsModel`. */
export interface DevtoolsModelOptions {
  /** Events kept in the log. @default 1000 */
  maxEvents?: number;
  /** Navigations slower than this (ms) are flagged. @default 1000 */
  slowMs?: number;
  /** How often newly registered loaders are looked for, in ms. @default 1000 */
  rescanMs?: number;
}

/** The devtools' live records. */
export interface DevtoolsModel {
  readonly log: EventLog;
  /** Committed navigations, newest last (at most 100). */
  readonly timings: ReadonlySignal<readonly NavigationTiming[]>;
  /** Stops listening. */
  dispose(): void;
}

function describe(event: RouterEvent): string {
  switch (event.type) {
    case 'start':
      return `start ${event.action} ${event.href}`;
    case 'commit':
      return `commit ${event.to.href} in ${Math.round(event.durationMs)} ms`;
    case 'cancel':
      return `cancel ${event.href}`;
    case 'redirect':
      return `redirect ${event.from} → ${event.to}`;
  }
}

/**
 * Starts recording a router's events, loader status changes and navigation timings.
 *
 * @example
 * ```ts
 * const model = createDevtoolsModel(router);
 * await router.navigate('/cart');
 * model.timings.value.at(-1); // { href: '/cart', durationMs: 3, slow: false, at: … }
 * model.dispose();
 * ```
 */
export function createDevtoolsModel(
  router: Router,
  {
    maxEvents = DEVTOOLS_MAX_EVENTS,
    slowMs = SLOW_NAVIGATION_MS,
    rescanMs = 1000,
  }: DevtoolsModelOptions = {},
): DevtoolsModel {
  const log = createEventLog(maxEvents);
  // The same timings `@tendril/router/performance` gives an app.
  const timings = trackNavigations(router, { slowMs });
  const watched = new Map<string, () => void>();

  const scan = () => {
    for (const row of loaderRows(router)) {
      if (watched.has(row.name)) continue;
      let last: string | undefined;
      watched.set(
        row.name,
        effect(() => {
          const state = row.status.value;
          // Retries are changes worth a line: "product loading (attempt 2 of 4)".
          const now =
            state.attempt > 1 ? `${state.status} (${describeAttempts(state)})` : state.status;
          // The first reading is the state at opening, not a change.
          if (last !== undefined && now !== last)
            untracked(() => log.push('loader', `${row.name} ${now}`));
          last = now;
        }),
      );
    }
  };

  // A registry attached later (the site attaches one when the shop first shows) is picked up
  // by the rescan.
  const dispose = effect(() => {
    untracked(scan);
    const unsubscribe = router.subscribe((event) => {
      log.push('router', describe(event));
      scan();
    });
    const timer = setInterval(scan, rescanMs);
    return () => {
      unsubscribe();
      clearInterval(timer);
      for (const stop of watched.values()) stop();
      watched.clear();
    };
  });

  return {
    log,
    timings,
    dispose: () => {
      dispose();
      timings.dispose();
    },
  };
}
