import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMORY_WARNING_MB, navigationTiming, readHeap, SLOW_NAVIGATION_MS } from './timing.ts';

afterEach(() => vi.unstubAllGlobals());

describe('navigationTiming', () => {
  it('flags navigations over 1000 ms as slow', () => {
    expect(SLOW_NAVIGATION_MS).toBe(1000);
    expect(navigationTiming('/a', 999).slow).toBe(false);
    expect(navigationTiming('/a', 1000).slow).toBe(false);
    expect(navigationTiming('/a', 1000.5).slow).toBe(true);
    expect(navigationTiming('/a', 2500)).toMatchObject({
      href: '/a',
      durationMs: 2500,
      slow: true,
    });
  });

  it('takes another threshold', () => {
    expect(navigationTiming('/a', 300, 200).slow).toBe(true);
  });
});

describe('readHeap', () => {
  it('is undefined where the browser does not expose the heap', () => {
    vi.stubGlobal('performance', {});
    expect(readHeap()).toBeUndefined();
  });

  it('warns over 50 MB', () => {
    expect(MEMORY_WARNING_MB).toBe(50);
    const mb = 1024 * 1024;
    vi.stubGlobal('performance', { memory: { usedJSHeapSize: 50 * mb } });
    expect(readHeap()).toEqual({ usedMB: 50, high: false });
    vi.stubGlobal('performance', { memory: { usedJSHeapSize: 51 * mb } });
    expect(readHeap()).toEqual({ usedMB: 51, high: true });
  });
});
