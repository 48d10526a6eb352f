/*
 * @tendril/router/performance: how the app performs, as signals. Navigation timings fed by
 * the router's events (slow ones flagged), the web-vitals metrics (the `web-vitals` package is
 * imported on first use), and the JS heap where the browser exposes it. The devtools'
 * Performance tab shows these same signals.
 */
export {
  MEMORY_WARNING_MB,
  navigationTiming,
  readHeap,
  SLOW_NAVIGATION_MS,
  type HeapReading,
  type NavigationTiming,
} from './timing.ts';
export {
  MAX_NAVIGATION_TIMINGS,
  trackNavigations,
  type NavigationTimings,
  type RouterEvents,
  type TrackNavigationsOptions,
} from './navigations.ts';
export { watchHeap, type HeapSignal, type WatchHeapOptions } from './heap.ts';
export {
  createWebVitals,
  webVitals,
  type VitalName,
  type VitalReading,
  type VitalReadings,
  type VitalsSource,
  type VitalsStatus,
  type WebVitals,
} from './vitals.ts';
