import { effectScope } from '@tendril/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchHeap } from './heap.ts';

const mb = 1024 * 1024;
const memory = { usedJSHeapSize: 10 * mb };

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('performance', { memory });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('watchHeap', () => {
  it('reads the heap every second and flags it over 50 MB', () => {
    const heap = watchHeap();
    expect(heap.value).toEqual({ usedMB: 10, high: false });
    memory.usedJSHeapSize = 60 * mb;
    vi.advanceTimersByTime(999);
    expect(heap.value?.usedMB).toBe(10);
    vi.advanceTimersByTime(1);
    expect(heap.value).toEqual({ usedMB: 60, high: true });
    heap.dispose();
    memory.usedJSHeapSize = 5 * mb;
    vi.advanceTimersByTime(5000);
    expect(heap.value?.usedMB).toBe(60);
  });

  it('takes another interval and threshold, and stops with its scope', () => {
    memory.usedJSHeapSize = 30 * mb;
    let heap!: ReturnType<typeof watchHeap>;
    const scope = effectScope(() => {
      heap = watchHeap({ intervalMs: 200, thresholdMB: 20 });
    });
    expect(heap.value?.high).toBe(true);
    memory.usedJSHeapSize = 15 * mb;
    vi.advanceTimersByTime(200);
    expect(heap.value).toEqual({ usedMB: 15, high: false });
    scope();
    memory.usedJSHeapSize = 40 * mb;
    vi.advanceTimersByTime(1000);
    expect(heap.value?.usedMB).toBe(15);
  });

  it('stays undefined where the browser does not expose the heap', () => {
    vi.stubGlobal('performance', {});
    const heap = watchHeap();
    vi.advanceTimersByTime(2000);
    expect(heap.value).toBeUndefined();
    heap.dispose();
  });
});
