/*
 * A pool of real Web Workers. It starts `min` workers, adds one whenever a task waits and
 * every worker is busy (up to `max`), and runs one task per worker at a time. A task that
 * times out, is aborted while running, or whose worker crashes ends that worker (terminating
 * is the only way to stop CPU-bound work) and a fresh one takes its place.
 *
 * Strict CSP: workers are started from a same-origin module URL (or the app's own factory),
 * never from a blob: URL or eval, so `script-src 'self'` is enough.
 */
import { batch, effect, signal, type ReadonlySignal } from '../index.ts';
import { drain, drop, newQueue, rankOf, sizeOf, take, type TaskPriority } from './priority.ts';
import { OK, READY, RUN, dropped, isReply } from './protocol.ts';
import { abortError, onAbort } from './abort.ts';
import type { TaskMap, Transferred } from './worker.ts';

/**
 * Options of {@link createWorkerPool}.
 *
 * @example
 * ```ts
 * const options: WorkerPoolOptions = { worker: '/workers/resize.js', max: 2, timeout: 5_000 };
 * ```
 */
export interface WorkerPoolOptions {
  /**
   * The worker script: a same-origin module URL, started as `new Worker(url, { type: 'module' })`,
   * or a factory. With Vite, pass a factory that spells out
   * `new Worker(new URL('./my.worker.ts', import.meta.url), { type: 'module' })`: Vite only
   * bundles a worker it sees written that way. A page that enforces Trusted Types
   * (`require-trusted-types-for 'script'`) refuses a string or URL here: pass a
   * `TrustedScriptURL` from one of its policies, or a factory that makes the worker from one.
   * @default none: required
   */
  worker: string | URL | { toJSON(): string } | (() => Worker);
  /**
   * Workers started at once and kept alive.
   * @default 2
   */
  min?: number;
  /**
   * The most workers the pool grows to.
   * @default navigator.hardwareConcurrency, or 4 when unknown
   */
  max?: number;
  /**
   * How long (ms) a task may run in a worker before it fails and the worker is replaced.
   * @default 30000
   */
  timeout?: number;
}

/**
 * Options of one pool task.
 *
 * @example
 * ```ts
 * const pixels = image.data.buffer;
 * await pool.run('blur', [pixels, 4], { transfer: [pixels], priority: 'high', timeout: 2_000 });
 * ```
 */
export interface RunOptions {
  /**
   * Order among waiting tasks (a running task is never preempted).
   * @default 'normal'
   */
  priority?: TaskPriority;
  /**
   * Aborting removes a waiting task, or ends the worker running it; the task rejects with the reason.
   * @default undefined (runs until done or timed out)
   */
  signal?: AbortSignal;
  /**
   * Objects in the arguments to transfer (not copy) to the worker.
   * @default []
   */
  transfer?: Transferable[];
  /**
   * This task's timeout (ms).
   * @default the pool's timeout
   */
  timeout?: number;
}

/**
 * What the page receives from a task: its awaited result, unwrapped from `transfer()`.
 *
 * @example
 * ```ts
 * type Pixels = TaskResult<(b: ArrayBuffer) => Promise<Transferred<ArrayBuffer>>>; // ArrayBuffer
 * ```
 */
export type TaskResult<F> = F extends (...args: never[]) => infer R
  ? Awaited<R> extends Transferred<infer V>
    ? V
    : Awaited<R>
  : never;

/**
 * A pool of Web Workers running the tasks a worker script exposes.
 *
 * @example
 * ```ts
 * const pool: WorkerPool<PrimeTasks> = createWorkerPool<PrimeTasks>({ worker: makeWorker });
 * effect(() => console.log(`${pool.busy.value}/${pool.size.value} workers busy`));
 * ```
 */
export interface WorkerPool<T extends TaskMap> {
  /** Runs task `name` in a free worker with `args`; rejects with the task's error, on timeout, crash or abort. */
  run<K extends keyof T & string>(
    name: K,
    args: Parameters<T[K]>,
    options?: RunOptions,
  ): Promise<TaskResult<T[K]>>;
  /** Workers alive. */
  readonly size: ReadonlySignal<number>;
  /** Workers running a task. */
  readonly busy: ReadonlySignal<number>;
  /** Tasks waiting for a worker. */
  readonly queued: ReadonlySignal<number>;
  /** Rejects every task and terminates every worker; disposing the owning scope does the same. */
  terminate(): void;
}

type AnyTasks = Record<string, (...args: unknown[]) => unknown>;

interface Job {
  id: number;
  name: string;
  args: unknown[];
  options: RunOptions;
  ok: (value: unknown) => void;
  no: (reason: unknown) => void;
}

interface Slot {
  w: Worker;
  job?: Job | undefined;
  timer?: ReturnType<typeof setTimeout>;
  ready?: boolean;
}

let ids = 0;

/**
 * Creates a pool of Web Workers for a worker script that calls {@link exposeTasks}. Created
 * inside an effect or `effectScope`, it is disposed with it: its workers are terminated and
 * its tasks rejected.
 *
 * @example
 * ```ts
 * import { createWorkerPool } from '@tendril/signals/scheduler';
 * import type { PrimeTasks } from './primes.worker.ts';
 *
 * const pool = createWorkerPool<PrimeTasks>({
 *   worker: () => new Worker(new URL('./primes.worker.ts', import.meta.url), { type: 'module' }),
 * });
 * const count = await pool.run('countPrimes', [5_000_000], { priority: 'high' });
 * ```
 */
export function createWorkerPool<T extends TaskMap = AnyTasks>(
  options: WorkerPoolOptions,
): WorkerPool<T> {
  const { worker } = options;
  const min = options.min ?? 2;
  const max = Math.max(min, options.max ?? (globalThis.navigator?.hardwareConcurrency || 4));
  const slots: Slot[] = [];
  const queue = newQueue<Job>();
  const size = signal(0);
  const busy = signal(0);
  const queued = signal(0);
  let ended = false;

  const sync = () =>
    batch(() => {
      size.value = slots.length;
      busy.value = slots.filter((s) => s.job).length;
      queued.value = sizeOf(queue);
    });

  const spawn = () => {
    const w =
      typeof worker == 'function'
        ? worker()
        : // A TrustedScriptURL reaches the sink untouched.
          new Worker(worker as string | URL, { type: 'module', name: `tendril-worker-${++ids}` });
    const slot: Slot = { w };
    w.onmessage = ({ data }) => {
      if (!isReply(data)) return dropped(data);
      if (data.t === READY) return void (slot.ready = true);
      const job = slot.job;
      if (job?.id !== data.id) return dropped(data);
      settle(slot);
      if (data.t === OK) job.ok(data.value);
      else
        job.no(Object.assign(new Error(data.error.message), { name: data.error.name ?? 'Error' }));
      dispatch();
    };
    w.onmessageerror = dropped;
    w.onerror = (event) => {
      // Handled here: a crash fails its task and is not reported again on the page.
      event.preventDefault();
      const what = slot.ready ? 'Worker crashed' : 'Worker failed to start';
      const why = event.message ? `${what}: ${event.message}.` : `${what}.`;
      const next = slot.ready
        ? ' Its task failed; the pool replaces the worker.'
        : " Check the worker script's URL and that it loads as a module (the worker's console" +
          ' shows its error).';
      fail(slot, new Error(why + next), !!slot.ready);
    };
    slots.push(slot);
    return slot;
  };

  const settle = (slot: Slot) => {
    clearTimeout(slot.timer);
    slot.job = undefined;
  };

  // Ends `slot`'s worker, rejects its task with `reason` and refills the pool. A worker that
  // failed to start is not replaced on its own: a broken script would respawn forever.
  const fail = (slot: Slot, reason: unknown, replace = true) => {
    const job = slot.job;
    settle(slot);
    slot.w.terminate();
    slots.splice(slots.indexOf(slot), 1);
    job?.no(reason);
    if (replace && slots.length < min) spawn();
    dispatch();
  };

  const dispatch = () => {
    let slot: Slot | undefined;
    while (sizeOf(queue) && ((slot = slots.find((s) => !s.job)) || slots.length < max)) {
      const job = take(queue)!;
      const { options: o, id } = job;
      try {
        // A worker that cannot be created (a bad URL, a CSP refusal) fails this task only.
        const s = (slot ??= spawn());
        s.job = job;
        const ms = o.timeout ?? options.timeout ?? 30000;
        s.timer = setTimeout(
          () =>
            fail(
              s,
              new Error(
                `Task ${job.name} timed out after ${ms} ms; its worker was stopped and ` +
                  'replaced. Pass a larger `timeout` if the task needs more time.',
              ),
            ),
          ms,
        );
        s.w.postMessage({ t: RUN, id, name: job.name, args: job.args }, o.transfer ?? []);
      } catch (error) {
        // Or arguments that cannot be cloned: the worker never saw the task.
        if (slot) settle(slot);
        job.no(error);
      }
    }
    sync();
  };

  const terminate = () => {
    if (ended) return;
    ended = true;
    const reason = abortError('Worker pool terminated');
    for (const job of drain(queue)) job.no(reason);
    for (const slot of slots.splice(0)) {
      const job = slot.job;
      settle(slot);
      slot.w.terminate();
      job?.no(reason);
    }
    sync();
    stop();
  };
  const stop = effect(() => terminate);
  for (let i = 0; i < min; i++) spawn();
  sync();

  return {
    size,
    busy,
    queued,
    terminate,
    run(name, args, runOptions = {}) {
      const { signal: abort, priority } = runOptions;
      return new Promise((resolve, reject) => {
        if (ended) return reject(abortError('Worker pool terminated'));
        if (abort?.aborted) return reject(abort.reason);
        const done = onAbort(abort, () => {
          if (drop(queue, job)) {
            job.no(abort!.reason);
            sync();
          } else {
            const slot = slots.find((s) => s.job === job);
            if (slot) fail(slot, abort!.reason);
          }
        });
        const job: Job = {
          id: ++ids,
          name,
          args,
          options: runOptions,
          ok: (value) => {
            done();
            resolve(value as TaskResult<T[typeof name]>);
          },
          no: (reason) => {
            done();
            reject(reason);
          },
        };
        queue[rankOf(priority)]!.push(job);
        dispatch();
      });
    },
  };
}
