/*
 * @tendril/signals/plugins: operators that derive a signal from another, and persist.
 */
export { compose, filter, transform, type Operator, type SameOperator } from './operators.ts';
export { cache, debounce, throttle } from './timing.ts';
export { persist, type PersistOptions } from './persist.ts';
