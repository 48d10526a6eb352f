/*
 * The playground's flaky loader: a handle on the router's own data registry (so the devtools'
 * Loaders tab lists it), whose first attempts fail on demand to show its retries.
 */
import { defineLoader, type Router } from '@tendril/router';
import { signal } from '@tendril/signals';
import { wait } from '@tendril/signals/time';

/** How long each attempt takes. */
export const REPORT_LATENCY_MS = 400;

/** How many of a load's first attempts fail (4: every one of them, with 3 retries). */
export const simulatedFailures = signal(0);

export interface PlaygroundReport {
  readonly attempts: number;
  readonly loadedAt: number;
}

// #region retries
/** The registry's defaults apply: 3 retries, 1000 ms before the first, doubling after. */
export const reportLoader = defineLoader('playgroundReport', async ({ attempt, signal }) => {
  await wait(REPORT_LATENCY_MS, signal);
  if (attempt <= simulatedFailures.peek())
    throw new Error(`Simulated outage on attempt ${attempt}`);
  const report: PlaygroundReport = { attempts: attempt, loadedAt: Date.now() };
  return report;
});
// #endregion

/**
 * Attaches a registry to a router that has none yet (the site's router starts without one,
 * to keep it out of the first load, and attaches one after the page has loaded).
 */
export async function ensureRegistry(router: Router): Promise<void> {
  if (router.hasData) return;
  const { DataRegistry } = await import('@tendril/router/data');
  if (!router.hasData) router.attachData(new DataRegistry());
}
