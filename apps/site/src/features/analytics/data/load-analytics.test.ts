import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_ERROR_MESSAGE, loadAnalytics } from './load-analytics.ts';
import { generateAnalytics } from './mock-analytics.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loadAnalytics', () => {
  it('answers with the range data after 300 ms at the soonest', async () => {
    const done = vi.fn();
    void loadAnalytics('30d', { random: () => 0 }).then(done);
    await vi.advanceTimersByTimeAsync(299);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledWith(generateAnalytics('30d'));
  });

  it('answers before 600 ms at the latest, with the revision asked for', async () => {
    const done = vi.fn();
    void loadAnalytics('7d', { random: () => 0.9999, revision: 2 }).then(done);
    await vi.advanceTimersByTimeAsync(599);
    expect(done).toHaveBeenCalledWith(generateAnalytics('7d', 2));
  });

  it('fails with the service message when told to', async () => {
    const result = loadAnalytics('7d', { fail: true });
    const assertion = expect(result).rejects.toThrow(LOAD_ERROR_MESSAGE);
    await vi.advanceTimersByTimeAsync(600);
    await assertion;
  });

  it('rejects at once on abort and leaves no timer behind', async () => {
    const controller = new AbortController();
    const result = loadAnalytics('7d', { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
    await expect(loadAnalytics('7d', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
