/*
 * Effects as values: each constructor returns a plain object that only describes work.
 * Nothing runs until an interpreter (./interpreter.ts) is given the value, so the same
 * description can be run twice, retried, cancelled or tested with fake handlers.
 */
import { wait } from '../time/wait.ts';

/**
 * A description of work that produces a `T` when run. The `type` names its interpreter
 * handler; built-in types are listed in {@link BuiltInEffect}, other types go to
 * handlers registered on the interpreter.
 *
 * @example
 * const hello: Effect<string> = succeed('hello');
 */
export interface Effect<T = unknown> {
  readonly type: string;
  /**
   * Milliseconds this effect may stay suspended before it fails.
   * @default the run's timeout (10000 ms)
   */
  readonly timeout?: number;
  /** Type-level marker for the value; never set at run time. */
  readonly __value?: T;
}

/**
 * The value an effect produces.
 * @example
 * type N = ValueOf<Effect<number>>; // number
 */
export type ValueOf<E> = E extends Effect<infer T> ? T : never;

/** @internal Shapes the interpreter reads; constructors below build them. */
export type BuiltInEffect =
  | { type: 'succeed'; value: unknown }
  | { type: 'fail'; error: string }
  | { type: 'task'; run: (signal: AbortSignal) => unknown; timeout?: number }
  | { type: 'map'; effect: Effect; fn: (value: unknown) => unknown }
  | { type: 'chain'; effect: Effect; fn: (value: unknown) => Effect }
  | { type: 'sequence' | 'parallel' | 'race'; effects: readonly Effect[] }
  | { type: 'retry'; effect: Effect; retries: number; delay: number; factor: number };

const make = <T>(description: object): Effect<T> => description as Effect<T>;

/**
 * An effect that succeeds with `value` at once.
 * @example
 * await interpreter.run(succeed(42)); // { status: 'success', success: true, value: 42 }
 */
export const succeed = <T>(value: T): Effect<T> => make({ type: 'succeed', value });

/**
 * An effect that fails with the error text `error`.
 * @example
 * await interpreter.run(fail('No users available')); // { status: 'error', error: 'No users available', ... }
 */
export const fail = <T = never>(error: string): Effect<T> => make({ type: 'fail', error });

/**
 * Async work as an effect. `run` receives an `AbortSignal` that aborts when the run is
 * cancelled, times out or loses a race; honour it to stop early. A thrown error or
 * rejection fails the effect with its message.
 * @param timeout milliseconds it may stay suspended. @default the run's timeout (10000 ms)
 * @example
 * const user = task((signal) => api.getUser(1, { signal }));
 */
export const task = <T>(
  run: (signal: AbortSignal) => T | Promise<T>,
  timeout?: number,
): Effect<T> => make({ type: 'task', run, timeout });

/**
 * An effect that waits `ms` milliseconds, then succeeds with `value` (or `undefined`).
 * The wait counts as suspension, so it fails past the run's timeout.
 * @example
 * sequence([sleep(300, 'a'), sleep(400, 'b'), sleep(200, 'c')]); // the composition demo's waits
 */
export const sleep = <T = undefined>(ms: number, value?: T): Effect<T> =>
  task((signal) => wait(ms, signal).then(() => value as T));

/**
 * Transforms the value of `effect` with `fn`; a throw from `fn` fails the effect.
 * @example
 * map(load<User[]>({ url: '/users' }), (users) => users.length);
 */
export const map = <A, B>(effect: Effect<A>, fn: (value: A) => B): Effect<B> =>
  make({ type: 'map', effect, fn });

/**
 * Runs `effect`, then the effect `fn` builds from its value (monadic bind).
 * @example
 * chain(load<User>({ url: '/me' }), (me) => load<Post[]>({ url: `/users/${me.id}/posts` }));
 */
export const chain = <A, B>(effect: Effect<A>, fn: (value: A) => Effect<B>): Effect<B> =>
  make({ type: 'chain', effect, fn });

type Values<E extends readonly Effect[]> = { -readonly [K in keyof E]: ValueOf<E[K]> };

/**
 * Runs effects one after another and succeeds with their values in order. The first
 * failure stops the sequence and is its result.
 * @example
 * sequence([sleep(300, 1), succeed('two')]); // value [1, 'two']
 */
export const sequence = <const E extends readonly Effect[]>(effects: E): Effect<Values<E>> =>
  make({ type: 'sequence', effects });

/**
 * Runs effects at the same time and succeeds with their values in input order (not in
 * finishing order). The first failure is the result, and the others are aborted.
 * @example
 * parallel([load<User>({ url: '/me' }), load<Post[]>({ url: '/posts' })]); // value [me, posts]
 */
export const parallel = <const E extends readonly Effect[]>(effects: E): Effect<Values<E>> =>
  make({ type: 'parallel', effects });

/**
 * Runs effects at the same time; the first to finish, success or failure, is the result
 * and the others are aborted. An empty race succeeds with `undefined`.
 * @example
 * race([load({ url: '/primary' }), load({ url: '/mirror' })]);
 */
export const race = <const E extends readonly Effect[]>(effects: E): Effect<ValueOf<E[number]>> =>
  make({ type: 'race', effects });

/**
 * Options of {@link retry}.
 * @example
 * retry(load({ url: '/api/stats' }), { retries: 2, delay: 500, factor: 3 }); // waits 500, 1500
 */
export interface RetryOptions {
  /** Retries after the first attempt. @default 3 */
  retries?: number;
  /** Wait before the first retry, in ms. @default 1000 */
  delay?: number;
  /** Each later wait is the previous one times this. @default 2 */
  factor?: number;
}

/**
 * Runs `effect` again when it fails, waiting with exponential backoff: by default up to 3
 * retries after 1000, 2000 and 4000 ms. The last failure is the result. Cancellation
 * during a wait ends the run at once.
 * @example
 * retry(load({ url: '/flaky' }), { retries: 5, delay: 500 });
 */
export const retry = <T>(effect: Effect<T>, options: RetryOptions = {}): Effect<T> =>
  make({
    type: 'retry',
    effect,
    retries: options.retries ?? 3,
    delay: options.delay ?? 1000,
    factor: options.factor ?? 2,
  });

/**
 * An effect for a handler registered under `type`; the handler receives the effect itself,
 * so `payload` is there for it.
 * @example
 * interpreter.register('notify', (e) => toast(String(e.payload)));
 * interpreter.run(custom('notify', 'Saved'));
 */
export const custom = <T = unknown, P = unknown>(
  type: string,
  payload?: P,
): Effect<T> & { payload?: P } => make({ type, payload });
