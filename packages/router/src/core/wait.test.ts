import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAbortError, wait } from './abort.ts';

describe('wait', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('resolves after the time', async () => {
    const controller = new AbortController();
    let done = false;
    const waiting = wait(500, controller.signal).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it("rejects with the signal's reason as soon as it aborts, and clears its timer", async () => {
    const controller = new AbortController();
    const waiting = wait(10_000, controller.signal);
    controller.abort();
    const error = await waiting.catch((e: unknown) => e);
    expect(error).toBe(controller.signal.reason);
    expect(isAbortError(error)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no listener on a long-lived signal once it has waited', async () => {
    const controller = new AbortController();
    const { signal } = controller;
    const added = vi.spyOn(signal, 'addEventListener');
    const removed = vi.spyOn(signal, 'removeEventListener');
    for (let i = 0; i < 20; i++) {
      const waiting = wait(100, signal);
      await vi.advanceTimersByTimeAsync(100);
      await waiting;
    }
    expect(added).toHaveBeenCalledTimes(20);
    // Each listener added was taken off again, the same function with the same type.
    expect(removed.mock.calls.map(([type, fn]) => [type, fn])).toEqual(
      added.mock.calls.map(([type, fn]) => [type, fn]),
    );
  });

  it('rejects at once for a signal already aborted', async () => {
    const error = await wait(100, AbortSignal.abort()).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
