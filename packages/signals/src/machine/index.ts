/*
 * A finite state machine whose state is a signal. The definition is a transition table:
 * for each state, the events it accepts and the state each one leads to. An event the current
 * state does not accept changes nothing, and `send` says so by returning false, so a caller
 * (or a test) can tell an ignored event from a transition.
 */
import { signal, type ReadonlySignal } from '../index.ts';

/**
 * A machine's definition: the initial state and, per state, the events it accepts.
 *
 * @example
 * ```ts
 * const toggle: MachineConfig<'on' | 'off', 'flip'> = {
 *   initial: 'off',
 *   states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
 * };
 * ```
 */
export interface MachineConfig<S extends string, E extends string> {
  /** The state the machine starts in. */
  initial: NoInfer<S>;
  /** Every state, with `on`: event → next state. A state without `on` is final. */
  states: { [K in S]: { on?: { [V in E]?: NoInfer<S> } } };
}

/**
 * A running machine: its state as a signal, and `send`.
 *
 * @example
 * ```ts
 * const light: Machine<'on' | 'off', 'flip'> = createMachine(toggle);
 * effect(() => console.log(light.state.value));
 * light.send('flip');
 * ```
 */
export interface Machine<S extends string, E extends string> {
  /** The current state. */
  readonly state: ReadonlySignal<S>;
  /**
   * Moves to the state the current one leads to on `event`. Returns true when it moved,
   * false when the current state has no transition for `event` (the state is then unchanged).
   */
  send(event: E): boolean;
  /** Whether the current state has a transition for `event` (reads `state`, so it is tracked). */
  can(event: E): boolean;
  /** Goes back to the initial state. */
  reset(): void;
}

/**
 * Creates a machine from a transition table. State and event names are typed from the
 * definition: `send` accepts only events that appear in it, and targets must be states.
 *
 * @example
 * ```ts
 * const request = createMachine({
 *   initial: 'idle',
 *   states: {
 *     idle: { on: { start: 'loading' } },
 *     loading: { on: { success: 'success', error: 'error' } },
 *     success: { on: { reset: 'idle' } },
 *     error: { on: { reset: 'idle' } },
 *   },
 * });
 * request.send('start'); // true: request.state.value is 'loading'
 * request.send('reset'); // false: loading has no reset, the state stays 'loading'
 * ```
 */
export function createMachine<S extends string, E extends string = never>(
  config: MachineConfig<S, E>,
): Machine<S, E> {
  const state = signal<S>(config.initial);
  // Own keys only: an event named like an Object method ('toString') is not a transition.
  const target = (from: S, event: E): S | undefined => {
    const on = config.states[from].on;
    return on && Object.hasOwn(on, event) ? on[event] : undefined;
  };
  return {
    state,
    send(event) {
      const next = target(state.peek(), event);
      if (next === undefined) return false;
      state.value = next;
      return true;
    },
    can: (event) => target(state.value, event) !== undefined,
    reset() {
      state.value = config.initial;
    },
  };
}
