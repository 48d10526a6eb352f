import { describe, expect, it, vi } from 'vitest';
import { retryImport } from './retry-import.ts';

describe('retryImport', () => {
  it('answers with the second attempt when the first download fails', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    await expect(retryImport(load, 0)()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("fails with the second attempt's error when both fail, and tries no third time", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'));
    await expect(retryImport(load, 0)()).rejects.toThrow('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads once when the first attempt succeeds', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    await expect(retryImport(load)()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
