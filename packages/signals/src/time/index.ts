/**
 * @tendril/signals/time: time as signals (`now`, `interval`, `timeout`, `countdown`, the
 * `delay` operator) and `wait`, the abortable pause. Only re-exports: an app whose first load
 * needs `wait` alone bundles `wait` alone.
 * @module
 */
export * from './timers.ts';
export { wait } from './wait.ts';
