/*
 * The playground's flaky loader: a named loader on the router's own data registry (so the
 * devtools' Loaders tab lists it), whose first attempts fail on demand to show its retries.
 */
import type { Router } from '@tendril/router';
import { signal } from '@tendril/signals';
import { wait } from '@tendril/router/data';

export const REPORT_LOADER = 'playgroundReport';
/** How long each attempt takes. */
export const REPORT_LATENCY_MS = 400;

/** How many of a load's first attempts fail (4: every one of them, with 3 retries). */
export const simulatedFailures = signal(0);

export interface PlaygroundReport {
  readonly attempts: number;
  readonly loadedAt: number;
}

// #region retries
/**
 * Registers the report loader on the router's registry, attaching one first if the router
 * has none yet (the site's router starts without one, to keep it out of the first load).
 */
export async function registerReportLoader(router: Router): Promise<void> {
  const { DataRegistry } = await import('@tendril/router/data');
  const registry = router.hasData ? router.data : new DataRegistry();
  // The registry's defaults: 3 retries, 1000 ms before the first, doubling after.
  registry.registerLoader<PlaygroundReport>(REPORT_LOADER, async ({ attempt, signal }) => {
    await wait(REPORT_LATENCY_MS, signal);
    if (attempt <= simulatedFailures.peek())
      throw new Error(`Simulated outage on attempt ${attempt}`);
    return { attempts: attempt, loadedAt: Date.now() };
  });
  if (!router.hasData) router.attachData(registry);
}
// #endregion
