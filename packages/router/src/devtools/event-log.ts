import { signal, type ReadonlySignal } from '@tendril/signals';

/** How many events the devtools keep. */
export const DEVTOOLS_MAX_EVENTS = 1000;

/** One line of the devtools event log: a router event or a loader status change. */
export interface DevtoolsEvent {
  /** `Date.now()` when it was logged. */
  readonly at: number;
  readonly kind: 'router' | 'loader';
  /** What happened, in a few words (`commit /cart`, `products loading`). */
  readonly text: string;
}

/** A log that keeps only its newest `max` events. */
export interface EventLog {
  /** The kept events, oldest first. */
  readonly events: ReadonlySignal<readonly DevtoolsEvent[]>;
  /** Appends one, dropping the oldest beyond the cap. */
  push(kind: DevtoolsEvent['kind'], text: string): void;
  clear(): void;
}

/**
 * Creates a capped event log.
 *
 * @param max - how many events to keep. @default 1000
 * @example
 * ```ts
 * const log = createEventLog(3);
 * for (const n of [1, 2, 3, 4]) log.push('router', `event ${n}`);
 * log.events.value.map((e) => e.text); // ['event 2', 'event 3', 'event 4']
 * ```
 */
export function createEventLog(max: number = DEVTOOLS_MAX_EVENTS): EventLog {
  const events = signal<readonly DevtoolsEvent[]>([]);
  return {
    events,
    push(kind, text) {
      const prev = events.peek();
      const kept = prev.length >= max ? prev.slice(prev.length - max + 1) : prev;
      events.value = [...kept, { at: Date.now(), kind, text }];
    },
    clear() {
      events.value = [];
    },
  };
}
