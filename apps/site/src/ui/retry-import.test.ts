import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadForCode, retryImport } from './retry-import.ts';

const downloadFailure = () => new TypeError('Failed to fetch dynamically imported module: /a.js');

describe('retryImport', () => {
  it('answers with the second attempt when the first download fails', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(downloadFailure())
      .mockResolvedValueOnce('module');
    const reload = vi.fn(() => true);
    await expect(retryImport(load, 0, reload)()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it("fails with the second attempt's error when both fail for a bug, and reloads nothing", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'));
    const reload = vi.fn(() => true);
    await expect(retryImport(load, 0, reload)()).rejects.toThrow('second');
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page when the download fails twice, and never settles meanwhile', async () => {
    const load = vi.fn(() => Promise.reject(downloadFailure()));
    const reload = vi.fn(() => true);
    const settled = vi.fn();
    void retryImport(load, 0, reload)().then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    await new Promise((done) => setTimeout(done, 10));
    expect(settled).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails with the download error when the page cannot reload', async () => {
    const load = vi.fn(() => Promise.reject(downloadFailure()));
    await expect(retryImport(load, 0, () => false)()).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
  });

  it('loads once when the first attempt succeeds', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    await expect(retryImport(load)()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('reloadForCode', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('reloads once a minute at most, so a chunk that is gone cannot loop', () => {
    const reloadPage = vi.fn();
    expect(reloadForCode(1_000_000, reloadPage)).toBe(true);
    expect(reloadForCode(1_030_000, reloadPage)).toBe(false);
    expect(reloadForCode(1_061_000, reloadPage)).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('does not reload offline, where a reload cannot fetch anything', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reloadPage = vi.fn();
    expect(reloadForCode(1_000_000, reloadPage)).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('does not reload when sessionStorage is blocked, since nothing could stop a loop', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const reloadPage = vi.fn();
    expect(reloadForCode(1_000_000, reloadPage)).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
