/*
 * The site's one offline client (@tendril/router/offline): connection status, the service
 * worker and the persisted queue of changes made offline. Features queue changes through
 * `performOffline` and say how to replay them with `registerReplay` (lib/replays.ts).
 *
 * Not on the first load: code on the first screen reads status from lib/connection.ts, and
 * this module is imported by what runs later (offline notices, the shop's cart, the demo).
 */
import {
  createOfflineClient,
  type OfflineClient,
  type QueuedMutation,
} from '@tendril/router/offline';
import { attachOfflineClient } from './connection.ts';
import { replayFor } from './replays.ts';
import { trustedScriptUrl } from './trusted-types.ts';

async function apply(entry: QueuedMutation): Promise<void> {
  const replay = replayFor(entry.action);
  if (!replay) throw new Error(`No replay registered for queued action "${entry.action}"`);
  await replay(entry.payload, entry.id);
}

// The worker registers in production builds unless VITE_DISABLE_SW=true; only in a browser (a
// page rendered ahead of time, in Node, has no worker and no origin to check its URL against).
const registerServiceWorker =
  import.meta.env.PROD &&
  import.meta.env.VITE_DISABLE_SW !== 'true' &&
  typeof window !== 'undefined';

export const offline: OfflineClient = createOfflineClient({
  apply,
  registerServiceWorker,
  // The page enforces Trusted Types: registering takes a same-origin TrustedScriptURL.
  serviceWorkerUrl: registerServiceWorker ? trustedScriptUrl('/sw.js') : undefined,
});
attachOfflineClient(offline);

/** Runs a change now when online, or queues it for replay when the connection returns. */
export function performOffline<R>(action: string, payload: unknown, run: () => Promise<R> | R) {
  return offline.perform(action, payload, run);
}
