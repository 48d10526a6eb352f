/*
 * The web-vitals metrics as a signal. The `web-vitals` package (an optional peer) is imported
 * on the first call, so an app pays for it only where it shows or sends vitals. Its observers
 * report once per page load, so they start once and every caller shares the one signal.
 */
import { signal, type ReadonlySignal } from '@tendril/signals';

/** The metrics `web-vitals` reports. */
export type VitalName = 'CLS' | 'FCP' | 'INP' | 'LCP' | 'TTFB';

/** The latest reading of one metric: ms, except CLS (a unitless score). */
export interface VitalReading {
  readonly name: VitalName;
  readonly value: number;
  readonly rating: 'good' | 'needs-improvement' | 'poor';
}

/** The latest reading of each metric reported so far. */
export type VitalReadings = Readonly<Partial<Record<VitalName, VitalReading>>>;

/** Whether the observers run: `loading` until `web-vitals` arrives, `unavailable` if it did not. */
export type VitalsStatus = 'loading' | 'observing' | 'unavailable';

/** The readings, with whether the observers are running. */
export interface WebVitals extends ReadonlySignal<VitalReadings> {
  readonly status: ReadonlySignal<VitalsStatus>;
}

type Observe = (
  report: (metric: Omit<VitalReading, 'name'> & { name: string }) => void,
  options?: { reportAllChanges?: boolean },
) => void;

/** The part of the `web-vitals` module used here. */
export interface VitalsSource {
  onCLS: Observe;
  onFCP: Observe;
  onINP: Observe;
  onLCP: Observe;
  onTTFB: Observe;
}

/**
 * Starts observing with the observers `load` resolves to. `webVitals()` is this with the
 * `web-vitals` package, made once; tests pass a stand-in.
 *
 * @example
 * ```ts
 * const vitals = createWebVitals(() => import('web-vitals'));
 * ```
 */
export function createWebVitals(load: () => Promise<VitalsSource>): WebVitals {
  const readings = signal<VitalReadings>({});
  const status = signal<VitalsStatus>('loading');
  load()
    .then((source) => {
      const report: Parameters<Observe>[0] = ({ name, value, rating }) => {
        readings.value = { ...readings.peek(), [name]: { name, value, rating } };
      };
      // Every change, not only the final value, so what shows them is live.
      for (const on of [source.onCLS, source.onFCP, source.onINP, source.onLCP, source.onTTFB])
        on(report, { reportAllChanges: true });
      status.value = 'observing';
    })
    // An optional peer that is not installed, a chunk that did not load, or observers the
    // environment lacks: no vitals, and no unhandled rejection.
    .catch(() => (status.value = 'unavailable'));
  return Object.assign(readings, { status }) as WebVitals;
}

let shared: WebVitals | undefined;

/**
 * The web-vitals metrics (CLS, FCP, INP, LCP, TTFB) as a signal of their latest readings.
 * The first call imports `web-vitals` and starts its observers; later calls return the same
 * signal. Needs the `web-vitals` package installed (an optional peer); without it `status`
 * becomes `unavailable` and the readings stay empty.
 *
 * @example
 * ```ts
 * const vitals = webVitals();
 * effect(() => {
 *   const lcp = vitals.value.LCP;
 *   if (lcp?.rating === 'poor') console.warn(`LCP ${Math.round(lcp.value)} ms`);
 * });
 * ```
 */
export function webVitals(): WebVitals {
  shared ??= createWebVitals(() => import('web-vitals'));
  return shared;
}
