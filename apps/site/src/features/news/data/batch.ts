/*
 * Loads ids a few at a time with a pause between batches (5 at a time, 300 ms apart), so a list
 * fills in visibly and never floods the API. Each batch is fetched in parallel.
 */
import { wait } from '@tendril/signals/time';

export interface BatchOptions<R> {
  size: number;
  pauseMs: number;
  signal?: AbortSignal;
  /** Called after each batch with its results (in id order) and how many ids are done. */
  onBatch?: (results: R[], done: number) => void;
}

/** `load` must not reject for one bad id (map failures to a value); an abort stops the run. */
export async function loadInBatches<I, R>(
  ids: readonly I[],
  load: (id: I) => Promise<R>,
  { size, pauseMs, signal, onBatch }: BatchOptions<R>,
): Promise<R[]> {
  const all: R[] = [];
  for (let start = 0; start < ids.length; start += size) {
    if (start > 0) await wait(pauseMs, signal);
    const results = await Promise.all(ids.slice(start, start + size).map(load));
    signal?.throwIfAborted();
    all.push(...results);
    onBatch?.(results, Math.min(start + size, ids.length));
  }
  return all;
}
