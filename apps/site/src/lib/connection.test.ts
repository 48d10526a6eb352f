import { afterEach, describe, expect, it, vi } from 'vitest';
import { signal } from '@tendril/signals';
import type { OfflineClient } from '@tendril/router/offline';
import {
  attachOfflineClient,
  isOnline,
  isServiceWorkerReady,
  onOfflineClient,
} from './connection.ts';

function browserGoes(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  delete (window.navigator as { onLine?: boolean }).onLine;
});

describe('connection status before and after the offline client loads', () => {
  it('follows the browser, then the client (simulated outages included); tells who waits for it', () => {
    const waiting = vi.fn();
    onOfflineClient(waiting);
    expect(isOnline.value).toBe(true);
    browserGoes(false);
    expect(isOnline.value).toBe(false);
    browserGoes(true);
    expect(isOnline.value).toBe(true);
    expect(isServiceWorkerReady.value).toBe(false);

    const clientOnline = signal(false);
    const workerReady = signal(true);
    attachOfflineClient({
      isOnline: clientOnline,
      isServiceWorkerReady: workerReady,
    } as unknown as OfflineClient);
    expect(waiting).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    onOfflineClient(late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(isOnline.value).toBe(false);
    expect(isServiceWorkerReady.value).toBe(true);
    clientOnline.value = true;
    expect(isOnline.value).toBe(true);
  });
});
