/*
 * The interpreter: walks an effect description and runs it. Composites (sequence,
 * parallel, race, retry, map, chain) are interpreted here; every other type goes to a
 * handler looked up by type. Each handler call is one suspension, watched by a timer:
 * past the timeout it fails and its AbortSignal aborts. A run owns an AbortController
 * that cancellation, and disposal of the effect scope the run started in, abort.
 */
import { effect as own, signal, type ReadonlySignal } from '../index.ts';
import { wait } from '../time/wait.ts';
import type { BuiltInEffect, Effect } from './effects.ts';
import { loadHandler, storageHandler, type FetchLike, type StorageLike } from './handlers.ts';

/**
 * Where a run stands: `suspended` while it waits, then `success` with its value, `error`
 * with the error text, or `cancelled`. `success` mirrors `status === 'success'`.
 * @example
 * const r = await interpreter.run(effect);
 * if (r.status === 'success') show(r.value); else if (r.status === 'error') warn(r.error);
 */
export type EffectResult<T> =
  | { status: 'success'; success: true; value: T }
  | { status: 'error'; success: false; error: string }
  | { status: 'suspended'; success: false }
  | { status: 'cancelled'; success: false };

/**
 * Runs effects of one type. It receives the effect value and a signal that aborts on
 * cancellation or timeout; its return value (or promise) is the effect's value, and a
 * throw or rejection fails the effect with its message.
 * @example
 * const notify: EffectHandler<Effect & { payload: string }> = (e) => toast(e.payload);
 */
export type EffectHandler<E = Effect & Record<string, unknown>> = (
  effect: E,
  context: { signal: AbortSignal },
) => unknown;

/**
 * Options of {@link createInterpreter}.
 * @example
 * createInterpreter({ defaults: false, handlers: { notify }, timeout: 5000 });
 */
export interface InterpreterOptions {
  /** Handlers by effect type, added to (or replacing) the defaults. @default {} */
  handlers?: Record<string, EffectHandler<never>>;
  /** Include the built-in `load` and `storage` handlers. @default true */
  defaults?: boolean;
  /** Used by `load`. @default globalThis.fetch */
  fetch?: FetchLike;
  /** Used by `storage`. @default globalThis.localStorage */
  storage?: StorageLike;
  /**
   * Milliseconds one effect (a task, a handler call, a sleep) may stay suspended before it
   * fails with "Effect suspended too long" ("Request timed out" for `load`).
   * @default 10000
   */
  timeout?: number;
}

/**
 * Options of one run.
 * @example
 * interpreter.run(load({ url: '/api/me' }), { signal: controller.signal, timeout: 3000 });
 */
export interface RunOptions {
  /** Aborting it cancels the run. @default undefined */
  signal?: AbortSignal;
  /** Overrides the interpreter's timeout for this run. @default the interpreter's (10000 ms) */
  timeout?: number;
}

/**
 * A run whose result is a signal, for UIs that show it changing.
 * @example
 * const run: EffectRun<User> = interpreter.start(load<User>({ url: '/api/me' }));
 * run.result.value.status; // 'suspended', later 'success' | 'error' | 'cancelled'
 */
export interface EffectRun<T> {
  /** `suspended` until the run ends, then its final result. */
  readonly result: ReadonlySignal<EffectResult<T>>;
  /** The final result, as {@link Interpreter.run} returns it. */
  readonly done: Promise<EffectResult<T>>;
  /** Cancels the run (its result becomes `cancelled`). */
  cancel(): void;
}

/**
 * Runs effect descriptions. Create one with {@link createInterpreter}.
 * @example
 * const interpreter: Interpreter = createInterpreter();
 */
export interface Interpreter {
  /**
   * Runs `effect` and resolves with its result: never rejects for a failing effect, only
   * for a programming error (an effect type with no handler). A value that is not an
   * effect at all ends with the error "Unknown operation". A run started while an effect
   * scope (or an effect) runs is cancelled when that is disposed (or re-runs).
   * @example
   * const r = await interpreter.run(load<User>({ url: '/api/me' }), { signal });
   */
  run<T>(effect: Effect<T>, options?: RunOptions): Promise<EffectResult<T>>;
  /**
   * Like {@link Interpreter.run}, with the result as a signal that starts `suspended`.
   * @example
   * const { result, cancel } = interpreter.start(sequence([sleep(300), sleep(400)]));
   * effect(() => console.log(result.value.status)); // suspended, then success
   */
  start<T>(effect: Effect<T>, options?: RunOptions): EffectRun<T>;
  /**
   * Registers the handler for effects of `type` (replacing one already there); returns a
   * function that removes it.
   * @example
   * interpreter.register('notify', (e: Effect & { payload?: unknown }) => toast(String(e.payload)));
   */
  register<E extends Effect>(type: string, handler: EffectHandler<E>): () => void;
}

/** A programming error: the run rejects with it instead of resolving to an error result. */
class UnknownEffectType extends Error {}

const SUSPENDED = { status: 'suspended', success: false } as const;
const CANCELLED = { status: 'cancelled', success: false } as const;

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Aborts `controller` when `from` aborts; returns the unlink. */
function follow(from: AbortSignal | undefined, controller: AbortController): () => void {
  const abort = () => controller.abort();
  if (from?.aborted) abort();
  from?.addEventListener('abort', abort);
  return () => from?.removeEventListener('abort', abort);
}

/**
 * Creates an interpreter. By default it handles `load` (over `fetch`) and `storage` (over
 * `localStorage`); register other types with `handlers` or `register`. With
 * `defaults: false` only registered types run, and a missing handler rejects the run with
 * an error naming the type.
 * @example
 * const interpreter = createInterpreter({ handlers: { notify: (e) => console.log(e) } });
 * const result = await interpreter.run(retry(load({ url: '/api/stats' })));
 */
export function createInterpreter(options: InterpreterOptions = {}): Interpreter {
  const defaults = options.defaults ?? true;
  const handlers = new Map<string, EffectHandler<never>>(
    defaults
      ? [
          ['load', loadHandler(() => options.fetch ?? globalThis.fetch)],
          ['storage', storageHandler(() => options.storage ?? globalThis.localStorage)],
        ]
      : [],
  );
  for (const type in options.handlers) handlers.set(type, options.handlers[type]!);

  /** Calls a handler as one suspension, failing it past `timeout`. */
  const suspend = (e: Effect, handler: EffectHandler<never>, outer: AbortSignal, timeout: number) =>
    new Promise((resolve, reject) => {
      const controller = new AbortController();
      const end = (settle: (v: unknown) => void, value: unknown) => {
        settle(value);
        clearTimeout(timer);
        outer.removeEventListener('abort', onAbort);
        controller.abort();
      };
      const onAbort = () => end(reject, outer.reason);
      const timer = setTimeout(
        () => end(reject, e.type === 'load' ? 'Request timed out' : 'Effect suspended too long'),
        e.timeout ?? timeout,
      );
      outer.addEventListener('abort', onAbort);
      new Promise((r) => r(handler(e as never, { signal: controller.signal }))).then(
        (value) => end(resolve, value),
        (error) => end(reject, error),
      );
    });

  const exec = async (e: Effect, signal: AbortSignal, timeout: number): Promise<unknown> => {
    if (signal.aborted) throw signal.reason;
    if (typeof e?.type !== 'string') throw 'Unknown operation';
    const b = e as BuiltInEffect;
    const child = (x: Effect, s = signal) => exec(x, s, timeout);
    switch (b.type) {
      case 'succeed':
        return b.value;
      case 'fail':
        throw b.error;
      case 'task':
        return suspend(e, (_, { signal: s }) => b.run(s), signal, timeout);
      case 'map':
        return b.fn(await child(b.effect));
      case 'chain':
        return child(b.fn(await child(b.effect)));
      case 'sequence': {
        const values = [];
        for (const x of b.effects) values.push(await child(x));
        return values;
      }
      case 'parallel':
      case 'race': {
        // Siblings share a controller: once the composite settles, the rest are aborted.
        const controller = new AbortController();
        const unfollow = follow(signal, controller);
        const runs = b.effects.map((x) => child(x, controller.signal));
        if (!runs.length) return b.type === 'race' ? undefined : [];
        try {
          return await (b.type === 'race' ? Promise.race(runs) : Promise.all(runs));
        } finally {
          unfollow();
          controller.abort();
          for (const r of runs) r.catch(() => {});
        }
      }
      case 'retry':
        for (let attempt = 0; ; attempt++) {
          try {
            return await child(b.effect);
          } catch (error) {
            if (signal.aborted || error instanceof UnknownEffectType || attempt >= b.retries) {
              throw error;
            }
            await wait(b.delay * b.factor ** attempt, signal);
          }
        }
      default: {
        const handler = handlers.get(e.type);
        if (!handler) {
          throw new UnknownEffectType(
            `Unknown effect type "${e.type}": register a handler for it` +
              (defaults ? '' : ' (default handlers are disabled)'),
          );
        }
        return suspend(e, handler, signal, timeout);
      }
    }
  };

  const run = async <T>(e: Effect<T>, runOptions: RunOptions = {}): Promise<EffectResult<T>> => {
    const controller = new AbortController();
    const unfollow = follow(runOptions.signal, controller);
    // Owned by the current effect scope, if any: disposing it cancels the run.
    const release = own(() => () => controller.abort());
    try {
      const value = (await exec(
        e,
        controller.signal,
        runOptions.timeout ?? options.timeout ?? 10000,
      )) as T;
      return { status: 'success', success: true, value };
    } catch (error) {
      if (error instanceof UnknownEffectType) throw error;
      return controller.signal.aborted
        ? CANCELLED
        : { status: 'error', success: false, error: messageOf(error) };
    } finally {
      unfollow();
      release();
    }
  };

  return {
    run,
    start<T>(e: Effect<T>, runOptions: RunOptions = {}): EffectRun<T> {
      const controller = new AbortController();
      const unfollow = follow(runOptions.signal, controller);
      const result = signal<EffectResult<T>>(SUSPENDED);
      const done = run(e, { ...runOptions, signal: controller.signal })
        .then(
          (r) => (result.value = r),
          (error: Error) => {
            result.value = { status: 'error', success: false, error: error.message };
            throw error;
          },
        )
        .finally(unfollow);
      return { result, done, cancel: () => controller.abort() };
    },
    register(type, handler) {
      handlers.set(type, handler as EffectHandler<never>);
      return () => handlers.delete(type);
    },
  };
}
