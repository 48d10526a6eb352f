/** Connection status for the shell, from the site's offline client. */
import { offline } from '../lib/offline.ts';

export const isOnline = offline.isOnline;
export const isServiceWorkerReady = offline.isServiceWorkerReady;
