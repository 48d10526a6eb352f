/*
 * Replays of cart changes queued offline, registered at start: a reload in the news app with
 * changes still queued must be able to send them once the connection returns. What a replay
 * does (offline-cart.ts, with the cart) is imported on first use.
 */
import { registerReplay } from '../../../lib/replays.ts';
import { CART_ACTIONS } from './shop-actions.ts';

export function registerCartReplays(): void {
  for (const action of CART_ACTIONS)
    registerReplay(action, async (payload, mutationId) =>
      (await import('./offline-cart.ts')).replayCartChange(action, payload, mutationId),
    );
}
