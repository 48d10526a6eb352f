/*
 * Actions: one state signal per action name, a timeout, and the rule that a result
 * `{ success: false, message }` is a failure the action reported rather than threw.
 * A closure rather than a class: its names minify (private `#fields` do not).
 */
import { batch, signal, type ReadonlySignal, type Signal } from '@tendril/signals';
import { toError, withTimeout } from './abort.ts';
import type { ActionState } from './data-source.ts';
import type { ActionHandle } from './types.ts';

const ACTION_IDLE: ActionState = { status: 'idle', result: undefined, error: undefined };

/** The actions of one registry, by name. */
export interface Actions {
  /** Names of the actions run or read so far (for devtools). */
  names(): string[];
  state<R>(action: ActionHandle<never, R>): ReadonlySignal<ActionState<R>>;
  /**
   * Runs an action. Resolves with its result; rejects with its error (after publishing both
   * on the action's state). A result `{ success: false, message }` resolves too, but the
   * state ends in `error` with that message ("Action failed" without one).
   */
  run<P, R>(action: ActionHandle<P, R>, payload: P): Promise<R>;
}

/** `onSuccess` is called after an action succeeds (the router reloads refresh-on-action routes). */
export function createActions(
  timeoutMs: number,
  log: (message: string, error: unknown) => void,
  onSuccess: (name: string) => void,
): Actions {
  const states = new Map<string, Signal<ActionState>>();
  const state = <R>({ name }: ActionHandle<never, R>) => {
    let found = states.get(name);
    if (!found) states.set(name, (found = signal(ACTION_IDLE)));
    return found as Signal<ActionState<R>>;
  };
  return {
    names: () => [...states.keys()],
    state,
    async run<P, R>(action: ActionHandle<P, R>, payload: P): Promise<R> {
      const current = state(action as ActionHandle<never, R>);
      current.value = { status: 'executing', result: current.peek().result, error: undefined };
      const timeout = action.options.timeout ?? timeoutMs;
      try {
        const result = await withTimeout(
          timeout,
          new AbortController().signal,
          `Action timeout after ${timeout} ms`,
          (signal) => action.fn(payload, { signal }),
        );
        const failed = (result as { success?: unknown } | null)?.success === false;
        batch(() => {
          current.value = failed
            ? {
                status: 'error',
                result,
                error: toError((result as { message?: unknown }).message ?? 'Action failed'),
              }
            : { status: 'success', result, error: undefined };
          if (!failed) onSuccess(action.name);
        });
        return result;
      } catch (error) {
        const err = toError(error);
        current.value = { status: 'error', result: undefined, error: err };
        log(`Action "${action.name}" failed: ${err.name}: ${err.message}`, err);
        throw err;
      }
    },
  };
}
