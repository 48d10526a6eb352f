import { describe, expect, it } from 'vitest';
import { signal } from '@tendril/signals';
import type { OfflineClient } from '@tendril/router/offline';
import { attachOfflineClient, isOnline, isServiceWorkerReady } from './connection.ts';

function browserGoes(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('connection status before and after the offline client loads', () => {
  it('follows the browser, then the client (simulated outages included)', () => {
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
    expect(isOnline.value).toBe(false);
    expect(isServiceWorkerReady.value).toBe(true);
    clientOnline.value = true;
    expect(isOnline.value).toBe(true);
  });
});
