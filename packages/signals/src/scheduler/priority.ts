/**
 * How urgent a task is, most urgent first. Where tasks take one, the default is `'normal'`.
 *
 * @example
 * ```ts
 * const priority: TaskPriority = navigator.onLine ? 'normal' : 'idle';
 * tasks.post(sync, { priority });
 * ```
 */
export type TaskPriority = 'immediate' | 'high' | 'normal' | 'low' | 'idle';

/**
 * Every priority, most urgent first. A task's rank is its index here.
 *
 * @example
 * ```ts
 * import { PRIORITIES } from '@tendril/signals/scheduler';
 * PRIORITIES.indexOf('high'); // 1
 * ```
 */
export const PRIORITIES: readonly TaskPriority[] = ['immediate', 'high', 'normal', 'low', 'idle'];

/** The rank of a priority (0 = immediate … 4 = idle); throws on a name that is not one. */
export function rankOf(priority: TaskPriority = 'normal'): number {
  const rank = PRIORITIES.indexOf(priority);
  if (rank < 0) {
    throw new TypeError(
      `Unknown task priority "${priority}": use one of ${PRIORITIES.join(', ')}.`,
    );
  }
  return rank;
}

/**
 * A priority queue: one list per rank, first in first out within a rank, the most urgent
 * non-empty rank first. Free functions rather than a class so a minifier can shorten them.
 */
export type Queue<T> = T[][];

export const newQueue = <T>(): Queue<T> => [[], [], [], [], []];

export const sizeOf = (q: Queue<unknown>): number => q.flat().length;

/** The rank of the next item, or 5 when empty. */
export const topOf = (q: Queue<unknown>): number => {
  let r = 0;
  while (r < 5 && !q[r]!.length) r++;
  return r;
};

export const take = <T>(q: Queue<T>): T | undefined => q[topOf(q)]?.shift();

/** Removes `item`; returns whether it was queued. */
export const drop = <T>(q: Queue<T>, item: T): boolean =>
  q.some((list) => {
    const i = list.indexOf(item);
    return i >= 0 && !!list.splice(i, 1);
  });

/** Empties the queue and returns what it held, most urgent first. */
export const drain = <T>(q: Queue<T>): T[] => {
  const all = q.flat();
  for (const list of q) list.length = 0;
  return all;
};
