import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadInBatches } from './batch.ts';

describe('loadInBatches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches 5 at a time in parallel with a 300 ms pause between batches', async () => {
    const started: number[] = [];
    const batches: [number[], number][] = [];
    const load = (id: number) => {
      started.push(id);
      return Promise.resolve(id * 10);
    };
    const ids = Array.from({ length: 12 }, (_, i) => i + 1);
    const done = loadInBatches(ids, load, {
      size: 5,
      pauseMs: 300,
      onBatch: (results, count) => batches.push([results, count]),
    });

    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(batches).toEqual([[[10, 20, 30, 40, 50], 5]]);

    await vi.advanceTimersByTimeAsync(299);
    expect(started).toHaveLength(5); // still pausing
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    await vi.advanceTimersByTimeAsync(300);
    expect(batches.map(([, count]) => count)).toEqual([5, 10, 12]);
    await expect(done).resolves.toEqual(ids.map((id) => id * 10));
  });

  it('waits for the whole batch before pausing', async () => {
    let release!: () => void;
    const slow = new Promise<number>((resolve) => (release = () => resolve(2)));
    const started: number[] = [];
    const done = loadInBatches(
      [1, 2, 3],
      (id) => {
        started.push(id);
        return id === 2 ? slow : Promise.resolve(id);
      },
      { size: 2, pauseMs: 300 },
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toEqual([1, 2]);
    release();
    await vi.advanceTimersByTimeAsync(300);
    expect(started).toEqual([1, 2, 3]);
    await expect(done).resolves.toEqual([1, 2, 3]);
  });

  it('stops on abort, during a pause', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const done = loadInBatches(
      [1, 2, 3, 4],
      (id) => {
        started.push(id);
        return Promise.resolve(id);
      },
      { size: 2, pauseMs: 300, signal: controller.signal },
    );
    const outcome = expect(done).rejects.toMatchObject({ name: 'AbortError' }); // the signal's reason
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await outcome;
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toEqual([1, 2]);
  });

  it('does nothing for no ids', async () => {
    const load = vi.fn();
    await expect(loadInBatches([], load, { size: 5, pauseMs: 300 })).resolves.toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });
});
