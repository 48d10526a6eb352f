import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wait } from './index.ts';

const isAbortError = (error: unknown) => (error as Error | undefined)?.name === 'AbortError';

describe('wait', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('resolves after the time, with or without a signal', async () => {
    for (const signal of [new AbortController().signal, undefined]) {
      let done = false;
      const waiting = wait(500, signal).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(499);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(done).toBe(true);
    }
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

  it('rejects with the reason the caller gave', async () => {
    const controller = new AbortController();
    const waiting = wait(10_000, controller.signal);
    const reason = new Error('Left the page');
    controller.abort(reason);
    await expect(waiting).rejects.toBe(reason);
  });

  it('leaves no listener on a long-lived signal, whether it waited or was aborted', async () => {
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
    // An abort runs the listener once (`once: true`), which leaves none behind either.
    const stopped = wait(100, signal).catch(() => 'stopped');
    controller.abort();
    expect(await stopped).toBe('stopped');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects at once for a signal already aborted, arming no timer', async () => {
    const error = await wait(100, AbortSignal.abort()).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
