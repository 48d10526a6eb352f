/*
 * Loads ids a few at a time with a pause between batches (SPEC §9: 5 with 300 ms), so a list
 * fills in visibly and never floods the API. Each batch is fetched in parallel.
 */

export interface BatchOptions<R> {
  size: number;
  pauseMs: number;
  signal?: AbortSignal;
  /** Called after each batch with its results (in id order) and how many ids are done. */
  onBatch?: (results: R[], done: number) => void;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** `load` must not reject for one bad id (map failures to a value); an abort stops the run. */
export async function loadInBatches<I, R>(
  ids: readonly I[],
  load: (id: I) => Promise<R>,
  { size, pauseMs, signal, onBatch }: BatchOptions<R>,
): Promise<R[]> {
  const all: R[] = [];
  for (let start = 0; start < ids.length; start += size) {
    if (start > 0) await sleep(pauseMs, signal);
    const results = await Promise.all(ids.slice(start, start + size).map(load));
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    all.push(...results);
    onBatch?.(results, Math.min(start + size, ids.length));
  }
  return all;
}
