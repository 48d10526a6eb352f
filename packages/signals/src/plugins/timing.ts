/*
 * Timing operators. Each one runs an effect on the source and owns its timer: the effect is
 * owned by the scope (or effect) the operator is applied in, and disposing that scope clears
 * any pending timer, so nothing fires afterwards. Applied outside any scope they live as long
 * as the source does.
 */
import { effect, signal, type ReadonlySignal } from '../index.ts';
import type { Operator, SameOperator } from './operators.ts';

type Timer = ReturnType<typeof setTimeout> | undefined;

/**
 * Follows the source once it has stopped changing for `ms`: every change restarts the wait,
 * and only the last value of a burst comes through. Starts with the source's current value.
 *
 * @example
 * ```ts
 * const search = debounce(500)(input); // updates 500 ms after the last keystroke
 * ```
 */
export function debounce(ms: number): SameOperator;
export function debounce<T>(ms: number): Operator<T, T>;
export function debounce(ms: number): SameOperator {
  return (source) => {
    const out = signal(source.peek());
    effect(() => {
      const value = source.value;
      // Back to the shown value within the wait: the cleanup already cancelled the pending one.
      if (Object.is(value, out.peek())) return;
      const timer = setTimeout(() => (out.value = value), ms);
      return () => clearTimeout(timer);
    });
    return out;
  };
}

/**
 * At most one update per `ms`: a change after a quiet period comes through at once (leading
 * edge), changes during the following `ms` are held, and the latest of them comes through when
 * the period ends (trailing edge), starting a new period. Starts with the source's value.
 *
 * @example
 * ```ts
 * const position = throttle(1000)(scrollY); // at most once a second, never missing the last
 * ```
 */
export function throttle(ms: number): SameOperator;
export function throttle<T>(ms: number): Operator<T, T>;
export function throttle(ms: number): SameOperator {
  return <T>(source: ReadonlySignal<T>) => {
    const out = signal(source.peek());
    let timer: Timer;
    const take = () => {
      const value = source.peek();
      if (Object.is(value, out.peek())) return (timer = undefined);
      out.value = value;
      timer = setTimeout(take, ms);
    };
    effect(() => {
      source.value;
      if (!timer) take();
    });
    effect(() => () => clearTimeout(timer));
    return out;
  };
}

/**
 * Serves a cached copy of the source that is stale for at most `ttlMs`: after the source
 * changes, the cached value stays in use for `ttlMs`, then the output takes the source's
 * latest value. Unlike `throttle`, a change never comes through at once; unlike `debounce`,
 * further changes do not push the refresh back. Starts with the source's value.
 *
 * @example
 * ```ts
 * const report = cache(10_000)(expensiveSummary); // refreshed at most every 10 s
 * ```
 */
export function cache(ttlMs: number): SameOperator;
export function cache<T>(ttlMs: number): Operator<T, T>;
export function cache(ttlMs: number): SameOperator {
  return <T>(source: ReadonlySignal<T>) => {
    const out = signal(source.peek());
    let timer: Timer;
    effect(() => {
      // Read first: a run that skipped the read would drop the subscription.
      const value = source.value;
      if (!timer && !Object.is(value, out.peek()))
        timer = setTimeout(() => {
          timer = undefined;
          out.value = source.peek();
        }, ttlMs);
    });
    effect(() => () => clearTimeout(timer));
    return out;
  };
}
