/*
 * The state-machine demo's machine and its history: a request that starts, then succeeds or
 * fails, and resets. Every event sent is recorded, with the move it made or as ignored.
 */
import { signal, type ReadonlySignal } from '@tendril/signals';
import { createMachine, type Machine } from '@tendril/signals/machine';

export type RequestState = 'idle' | 'loading' | 'success' | 'error';
export type RequestEvent = 'start' | 'success' | 'error' | 'reset';

export const REQUEST_EVENTS: readonly RequestEvent[] = ['start', 'success', 'error', 'reset'];

// #region machine
/** idle+start→loading; loading+success→success; loading+error→error; success|error+reset→idle. */
export function createRequestMachine(): Machine<RequestState, RequestEvent> {
  return createMachine<RequestState, RequestEvent>({
    initial: 'idle',
    states: {
      idle: { on: { start: 'loading' } },
      loading: { on: { success: 'success', error: 'error' } },
      success: { on: { reset: 'idle' } },
      error: { on: { reset: 'idle' } },
    },
  });
}
// #endregion

export interface HistoryEntry {
  readonly id: number;
  readonly event: RequestEvent;
  readonly from: RequestState;
  /** The state it moved to, or null when the event was ignored. */
  readonly to: RequestState | null;
}

/** A machine whose every `send` is recorded in `history`, newest first. */
export function createRecordedMachine() {
  const machine = createRequestMachine();
  const history = signal<readonly HistoryEntry[]>([]);
  let id = 0;
  return {
    state: machine.state,
    can: machine.can,
    history: history as ReadonlySignal<readonly HistoryEntry[]>,
    send(event: RequestEvent): boolean {
      const from = machine.state.peek();
      const moved = machine.send(event);
      const entry = { id: ++id, event, from, to: moved ? machine.state.peek() : null };
      history.value = [entry, ...history.peek()];
      return moved;
    },
    clear() {
      history.value = [];
    },
  };
}
