/*
 * Connection status for everything on the first screen, without the offline client's code.
 *
 * The client (lib/offline.ts: @tendril/router/offline, the mutation queue, the worker's
 * registration and messages) loads once the first screen is done with the network
 * (`afterFirstScreen`), or sooner when a page that needs it (the shop, the offline demo)
 * imports it. Until then the browser's own online flag
 * stands in; from then on these signals follow the client's (which adds simulated outages).
 */
import { computed, signal, type ReadonlySignal } from '@tendril/signals';
import type { OfflineClient } from '@tendril/router/offline';

const client = signal<OfflineClient | null>(null);
const browserOnline = signal(typeof navigator === 'undefined' || navigator.onLine !== false);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => (browserOnline.value = true));
  window.addEventListener('offline', () => (browserOnline.value = false));
}

export const isOnline: ReadonlySignal<boolean> = computed(
  () => client.value?.isOnline.value ?? browserOnline.value,
  { name: 'isOnline' },
);

export const isServiceWorkerReady: ReadonlySignal<boolean> = computed(
  () => client.value?.isServiceWorkerReady.value ?? false,
);

const clientListeners: (() => void)[] = [];

/** Called by lib/offline.ts when it creates the client. */
export function attachOfflineClient(offline: OfflineClient): void {
  client.value = offline;
  for (const listener of clientListeners.splice(0)) listener();
}

/** Runs `listener` when the client is created (whoever loads it first). */
export function onOfflineClient(listener: () => void): void {
  if (client.peek()) listener();
  else clientListeners.push(listener);
}
