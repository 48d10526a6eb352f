/*
 * @tendril/router/devtools: the framework-free parts of the devtools overlay (what it records
 * and how it reads the router). The overlay itself is in `@tendril/router/devtools/react`.
 */
export { installSignalsHook, type RecordingHook } from './hook.ts';
export { namedSignals } from './named-signals.ts';
export {
  createEventLog,
  DEVTOOLS_MAX_EVENTS,
  type DevtoolsEvent,
  type EventLog,
} from './event-log.ts';
export {
  DEVTOOLS_POSITIONS,
  POSITION_KEY,
  readPosition,
  writePosition,
  type DevtoolsPosition,
} from './position.ts';
export { routeTreeRows, type RouteTreeRow } from './route-tree.ts';
export {
  MEMORY_WARNING_MB,
  navigationTiming,
  readHeap,
  SLOW_NAVIGATION_MS,
  type HeapReading,
  type NavigationTiming,
} from './performance.ts';
export {
  cacheRows,
  cacheStats,
  clearCache,
  describeAttempts,
  hasRegistry,
  invalidateEntry,
  loaderRows,
  type CacheRow,
  type CacheStats,
  type LoaderRow,
} from './loaders-adapter.ts';
export { createDevtoolsModel, type DevtoolsModel, type DevtoolsModelOptions } from './model.ts';
