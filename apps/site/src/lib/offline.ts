/*
 * The site's one offline client (@tendril/router/offline): connection status, the service
 * worker and the persisted queue of changes made offline. Features queue changes through
 * `performOffline` and say how to replay them with `registerReplay`; a replay passes the
 * queued entry's id so the feature can recognise one it already applied.
 */
import {
  createOfflineClient,
  type OfflineClient,
  type QueuedMutation,
} from '@tendril/router/offline';

type Replay = (payload: unknown, mutationId: string) => Promise<void> | void;
const replays = new Map<string, Replay>();

export function registerReplay(action: string, replay: Replay): void {
  replays.set(action, replay);
}

async function apply(entry: QueuedMutation): Promise<void> {
  const replay = replays.get(entry.action);
  if (!replay) throw new Error(`No replay registered for queued action "${entry.action}"`);
  await replay(entry.payload, entry.id);
}

// The worker registers in production builds unless VITE_DISABLE_SW=true (SPEC §7).
const registerServiceWorker = import.meta.env.PROD && import.meta.env.VITE_DISABLE_SW !== 'true';

export const offline: OfflineClient = createOfflineClient({ apply, registerServiceWorker });

/** Runs a change now when online, or queues it for replay when the connection returns. */
export function performOffline<R>(action: string, payload: unknown, run: () => Promise<R> | R) {
  return offline.perform(action, payload, run);
}
