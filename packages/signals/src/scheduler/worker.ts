/*
 * The worker side of a pool. Imports nothing, so a worker bundle carries only this file
 * and the worker's own tasks.
 */
import { ERR, OK, READY, dropped, isRun } from './protocol.ts';

/**
 * Functions a worker offers, by name. Arguments and results must be structured-cloneable.
 *
 * @example
 * ```ts
 * const tasks = { add: (a: number, b: number) => a + b } satisfies TaskMap;
 * ```
 */
export type TaskMap = Record<string, (...args: never[]) => unknown>;

const MARK = Symbol();

/**
 * A task result with the objects to transfer (not copy) back to the page; made by {@link transfer}.
 *
 * @example
 * ```ts
 * const result: Transferred<ArrayBuffer> = transfer(buffer, [buffer]);
 * ```
 */
export interface Transferred<T> {
  readonly [MARK]: Transferable[];
  readonly value: T;
}

/**
 * Wraps a task's result so `transfer` (ArrayBuffers, MessagePorts, …) moves to the page
 * instead of being copied.
 *
 * @example
 * ```ts
 * exposeTasks({
 *   invert(pixels: ArrayBuffer) {
 *     const bytes = new Uint8Array(pixels);
 *     for (let i = 0; i < bytes.length; i++) bytes[i] = 255 - bytes[i]!;
 *     return transfer(pixels, [pixels]);
 *   },
 * });
 * ```
 */
export function transfer<T>(value: T, list: Transferable[]): Transferred<T> {
  return { [MARK]: list, value };
}

/**
 * Where a worker receives and sends messages; `self` inside a worker.
 *
 * @example
 * ```ts
 * // In a test: serve tasks over a MessageChannel port instead of a worker's self.
 * const { port1, port2 } = new MessageChannel();
 * exposeTasks(tasks, port1); // port1.start() once listening
 * ```
 */
export interface WorkerEndpoint {
  postMessage(message: unknown, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/**
 * Serves `tasks` to a worker pool: call it once at the top of the worker module. Each task
 * runs with the arguments the page sent; its result (awaited when it is a promise) or its
 * error goes back. Returns `tasks`, so the page can import their type.
 *
 * @param scope Where messages arrive.
 * @default scope `globalThis` (the worker's `self`)
 * @example
 * ```ts
 * // primes.worker.ts
 * import { exposeTasks } from '@tendril/signals/scheduler';
 *
 * export const tasks = exposeTasks({
 *   countPrimes(below: number) {
 *     let count = 0;
 *     for (let n = 2; n < below; n++) if (isPrime(n)) count++;
 *     return count;
 *   },
 * });
 * export type PrimeTasks = typeof tasks;
 * ```
 */
export function exposeTasks<T extends TaskMap>(
  tasks: T,
  scope: WorkerEndpoint = globalThis as unknown as WorkerEndpoint,
): T {
  scope.addEventListener('message', async ({ data }) => {
    if (!isRun(data)) return dropped(data);
    const { id, name } = data;
    try {
      const fn = Object.hasOwn(tasks, name) && tasks[name];
      if (typeof fn != 'function') {
        throw new Error(
          `Unknown task "${name}": this worker exposes no task by that name. Add it to the ` +
            'tasks this worker script passes to exposeTasks, or run one of those.',
        );
      }
      const result = await (fn as (...args: unknown[]) => unknown)(...data.args);
      const marked = (result as Partial<Transferred<unknown>> | null)?.[MARK];
      scope.postMessage(
        { t: OK, id, value: marked ? (result as Transferred<unknown>).value : result },
        marked ?? [],
      );
    } catch (error) {
      const { name: type, message } =
        error instanceof Error ? error : { name: 'Error', message: String(error) };
      scope.postMessage({ t: ERR, id, error: { name: type, message } }, []);
    }
  });
  scope.postMessage({ t: READY }, []);
  return tasks;
}
