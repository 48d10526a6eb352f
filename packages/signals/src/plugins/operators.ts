/*
 * Operators: functions from a signal to a derived signal, so they apply directly
 * (`debounce(300)(text)`) and chain with `compose`. Operators that keep the value's type are
 * generic functions, so a direct application infers it; in `compose`, give the first one its
 * type (`debounce<string>(300)`) or start with a typed `transform`/`filter`, and the rest of the
 * chain is inferred from there.
 */
import { computed, effect, signal, type ReadonlySignal } from '../index.ts';

/**
 * Derives a signal of `B` from a signal of `A`.
 *
 * @example
 * ```ts
 * const length: Operator<string, number> = transform((s: string) => s.length);
 * const n = length(text); // ReadonlySignal<number>
 * ```
 */
export type Operator<A, B> = (source: ReadonlySignal<A>) => ReadonlySignal<B>;

/**
 * An operator that keeps the value's type, whatever it is.
 *
 * @example
 * ```ts
 * const later: SameOperator = debounce(300);
 * const query = later(text); // ReadonlySignal<string>
 * ```
 */
export type SameOperator = <T>(source: ReadonlySignal<T>) => ReadonlySignal<T>;

/**
 * Maps each value of the source through `fn` (a computed: lazy, and recomputed only when the
 * source, or a signal `fn` reads, changes).
 *
 * @example
 * ```ts
 * const shout = transform((s: string) => s.toUpperCase())(text);
 * ```
 */
export function transform<A, B>(fn: (value: A) => B): Operator<A, B> {
  return (source) => computed(() => fn(source.value));
}

/**
 * Lets through only the values that pass `pred`: the output keeps the last value that passed.
 * Until one does, it holds the source's value at the time the operator was applied, whether or
 * not that value passes. `pred` runs eagerly on every change (signals it reads are tracked too,
 * so a threshold signal re-filters); the effect doing so is owned by the current scope.
 *
 * @default the output's value before any value passes: the source's value when applied
 *
 * @example
 * ```ts
 * const text = signal('');
 * const longEnough = filter((s: string) => s.length > 2)(text);
 * text.value = 'ab'; // longEnough.value is still ''
 * text.value = 'abc'; // longEnough.value is 'abc'
 * ```
 */
export function filter<T>(pred: (value: T) => boolean): Operator<T, T> {
  return (source) => {
    const out = signal(source.peek());
    effect(() => {
      const value = source.value;
      if (pred(value)) out.value = value;
    });
    return out;
  };
}

/**
 * Chains operators left to right into one: `compose(f, g)(source)` is `g(f(source))`.
 * With no operators it returns the source itself.
 *
 * @example
 * ```ts
 * const query = compose(
 *   debounce<string>(300),
 *   transform((s) => s.trim()),
 *   filter((s) => s.length > 2),
 * )(input);
 * ```
 */
export function compose<A, B>(a: Operator<A, B>): Operator<A, B>;
export function compose<A, B, C>(a: Operator<A, B>, b: Operator<B, C>): Operator<A, C>;
export function compose<A, B, C, D>(
  a: Operator<A, B>,
  b: Operator<B, C>,
  c: Operator<C, D>,
): Operator<A, D>;
export function compose<A, B, C, D, E>(
  a: Operator<A, B>,
  b: Operator<B, C>,
  c: Operator<C, D>,
  d: Operator<D, E>,
): Operator<A, E>;
export function compose<A, B, C, D, E, F>(
  a: Operator<A, B>,
  b: Operator<B, C>,
  c: Operator<C, D>,
  d: Operator<D, E>,
  e: Operator<E, F>,
): Operator<A, F>;
export function compose<T>(...ops: Operator<T, T>[]): Operator<T, T>;
export function compose(...ops: Operator<unknown, unknown>[]): Operator<unknown, unknown> {
  return (source) => ops.reduce((signal, op) => op(signal), source);
}
