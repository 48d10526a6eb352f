/*
 * Connection status for the header indicator. The offline module (service worker, queued
 * changes) will feed this too; for now it follows the browser's online/offline events.
 */
import { signal, type ReadonlySignal } from '@tendril/signals';

const online = signal(typeof navigator === 'undefined' ? true : navigator.onLine);
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => (online.value = true));
  window.addEventListener('offline', () => (online.value = false));
}

export const isOnline: ReadonlySignal<boolean> = online;
