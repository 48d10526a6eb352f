/*
 * A priority task scheduler. Tasks wait in one queue per priority; a pump, called back by the
 * host (see ./host.ts), runs the most urgent one, then the next, until its time slice is used
 * up, and then yields to the browser so input and rendering get a turn. Time slicing after
 * React's scheduler (facebook/react, packages/scheduler).
 */
import { effect, signal, type ReadonlySignal } from '../index.ts';
import { abortError, onAbort } from './abort.ts';
import { createHost, type Deadline } from './host.ts';
import {
  drain,
  drop,
  newQueue,
  rankOf,
  sizeOf,
  take,
  topOf,
  type TaskPriority,
} from './priority.ts';

/**
 * Options of one task.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * tasks.post(() => prefetch(url), { priority: 'idle', signal: controller.signal });
 * controller.abort(); // the user navigated away
 * ```
 */
export interface PostOptions {
  /**
   * How urgent the task is. `immediate` runs in a microtask, before anything else the
   * browser does next; `idle` runs only when the browser is idle and nothing more urgent waits.
   * @default 'normal'
   */
  priority?: TaskPriority;
  /**
   * Aborting it cancels the task if it has not started; the task rejects with the signal's reason.
   * @default undefined (only `cancel()` cancels)
   */
  signal?: AbortSignal;
}

/**
 * A queued task: a promise of its result that can be cancelled before it starts.
 *
 * @example
 * ```ts
 * const layout = tasks.post(() => measureLayout(), { priority: 'high' });
 * if (userScrolledAway) layout.cancel();
 * const box = await layout; // rejects with an AbortError when cancelled
 * ```
 */
export interface ScheduledTask<T> extends Promise<T> {
  /**
   * Removes the task from the queue and rejects it with `reason`. No effect once it started.
   * @param reason What the task rejects with. Default: an `AbortError` DOMException "Task cancelled".
   */
  cancel(reason?: unknown): void;
}

/**
 * Options of {@link createScheduler}.
 *
 * @example
 * ```ts
 * const tasks = createScheduler({ slice: 8 }); // run up to 8 ms before yielding
 * ```
 */
export interface SchedulerOptions {
  /**
   * How long (ms) one callback from the browser may run tasks before yielding back to it.
   * Immediate tasks are not sliced.
   * @default 5
   */
  slice?: number;
}

/**
 * A priority task queue owned by the effect scope it was created in.
 *
 * @example
 * ```ts
 * const tasks = createScheduler();
 * effect(() => console.log(`${tasks.pending.value} tasks waiting`));
 * const total = await tasks.post(() => sum(rows), { priority: 'low' });
 * ```
 */
export interface Scheduler {
  /**
   * Queues `fn` at a priority and returns a promise of its result (an async `fn` is awaited
   * for the result, but the next task does not wait for it).
   */
  post<T>(fn: () => T, options?: PostOptions): ScheduledTask<Awaited<T>>;
  /** How many tasks wait to run. */
  readonly pending: ReadonlySignal<number>;
  /** Cancels every waiting task and stops; disposing the owning scope does the same. */
  dispose(): void;
}

interface Entry {
  fn: () => unknown;
  ok: (value: unknown) => void;
  /** Rejects with the task's own error. */
  fail: (error: unknown) => void;
  /** Rejects a task that will not run. */
  no: (reason: unknown) => void;
  off?: () => void;
}

const noop = () => {};

/**
 * Creates a scheduler. Created inside an effect or `effectScope`, it is disposed with it:
 * waiting tasks are cancelled and no callback stays registered with the browser.
 *
 * @example
 * ```ts
 * import { effectScope } from '@tendril/signals';
 * import { createScheduler } from '@tendril/signals/scheduler';
 *
 * const stop = effectScope(() => {
 *   const tasks = createScheduler();
 *   tasks.post(() => renderChart(), { priority: 'high' });
 *   const prefetch = tasks.post(() => warmCache(), { priority: 'idle' });
 *   prefetch.cancel(); // changed our mind
 * });
 * stop(); // cancels whatever still waits
 * ```
 */
export function createScheduler(options: SchedulerOptions = {}): Scheduler {
  const slice = options.slice ?? 5;
  const queue = newQueue<Entry>();
  const pending = signal(0);
  const host = createHost();
  // Which ranks have a pump requested; a pump at a rank serves that rank and everything above.
  const requested = [0, 0, 0, 0, 0];
  let disposed = false;

  const request = (rank: number) => {
    for (let r = 0; r <= rank; r++) if (requested[r]) return;
    requested[rank] = 1;
    host.request(rank, (deadline) => {
      requested[rank] = 0;
      pump(rank, deadline);
    });
  };

  // Immediate pumps (microtasks) run only immediate tasks; task pumps leave idle tasks for an
  // idle pump; an idle pump runs whatever is most urgent.
  const pump = (rank: number, deadline?: Deadline) => {
    const limit = rank && (rank < 4 ? 3 : 4);
    const start = performance.now();
    while (topOf(queue) <= limit) {
      const entry = take(queue)!;
      pending.value = sizeOf(queue);
      entry.off?.();
      try {
        entry.ok(entry.fn());
      } catch (error) {
        entry.fail(error);
      }
      if (rank && (deadline ? deadline.timeRemaining() <= 0 : performance.now() - start >= slice)) {
        break;
      }
    }
    if (topOf(queue) < 5) request(topOf(queue));
  };

  const dispose = () => {
    if (disposed) return;
    disposed = true;
    host.close();
    const reason = abortError('Scheduler disposed');
    for (const entry of drain(queue)) entry.no(reason);
    pending.value = 0;
    stop();
  };
  const stop = effect(() => dispose);

  return {
    pending,
    dispose,
    post<T>(fn: () => T, { priority, signal: abort }: PostOptions = {}) {
      const rank = rankOf(priority);
      const entry = { fn } as Entry;
      const promise = new Promise<Awaited<T>>((ok, no) => {
        entry.ok = ok as (value: unknown) => void;
        entry.fail = no;
        // A cancelled task the caller never awaits must not be reported as unhandled.
        entry.no = (reason) => {
          entry.off?.();
          promise.catch(noop);
          no(reason);
        };
      });
      const cancel = (reason: unknown = abortError('Task cancelled')) => {
        if (drop(queue, entry)) {
          pending.value = sizeOf(queue);
          entry.no(reason);
        }
      };
      if (disposed || abort?.aborted) {
        entry.no(disposed ? abortError('Scheduler disposed') : abort!.reason);
      } else {
        entry.off = onAbort(abort, () => cancel(abort!.reason));
        queue[rank]!.push(entry);
        pending.value = sizeOf(queue);
        request(rank);
      }
      return Object.assign(promise, { cancel });
    },
  };
}
