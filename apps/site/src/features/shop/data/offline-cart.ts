/*
 * Cart changes while offline: they go to the site's persisted mutation queue and
 * are replayed, once each and in order, when the connection returns. The cart page shows the
 * queued changes as pending; an offline add is checked against the cart as it will be once
 * the queued changes apply, so the queue never holds a change that is bound to fail.
 */
import { computed, type ReadonlySignal } from '@tendril/signals';
import type { QueuedMutation } from '@tendril/router/offline';
import { offline, performOffline } from '../../../lib/offline.ts';
import { toast } from '../../../lib/toast-store.ts';
import { catalogue } from './catalogue.ts';
import { applyCartMutation, mutationFromAction, type Cart, type CartResult } from './cart-rules.ts';
import { cart, performCartMutation } from './cart-store.ts';

/** Queued cart changes, oldest first: the queued entries the cart's rules read as one. */
export const pendingCartChanges: ReadonlySignal<QueuedMutation[]> = computed(() => {
  offline.queuedMutationsCount.value; // the queue lives in storage: re-read when it changes
  return offline.queue
    .entries()
    .filter((entry) => mutationFromAction(entry.action, entry.payload) !== null);
});

/** The cart as it will be once the queued changes are applied. */
export const cartWithPending: ReadonlySignal<Cart> = computed(() => {
  let next = cart.value;
  for (const entry of pendingCartChanges.value) {
    const mutation = mutationFromAction(entry.action, entry.payload);
    if (mutation) next = applyCartMutation(next, catalogue.value.products, mutation).cart;
  }
  return next;
});

/** Describes a queued change for the pending list. */
export function describePending(entry: QueuedMutation): string {
  const mutation = mutationFromAction(entry.action, entry.payload);
  const products = catalogue.peek().products;
  if (!mutation) return entry.action;
  if (mutation.type === 'clear') return 'Clear the cart';
  const id = mutation.type === 'add' ? mutation.productId : mutation.itemId;
  const name = products.find((p) => p.id === id)?.name ?? `product ${id}`;
  return mutation.type === 'add' ? `Add ${name}` : `Remove ${name}`;
}

/**
 * Runs a cart action now, or queues it while offline. Answers like the action itself:
 * `{success, message}`; a queued change answers with the offline engine's message ("Request
 * queued for later sync"), while the offline notices toast "Request saved. Will sync when
 * online.".
 */
export async function runCartAction(
  action: string,
  payload: unknown,
  runNow: () => Promise<CartResult> | CartResult,
): Promise<CartResult & { queued?: boolean }> {
  if (!offline.isOnline.peek()) {
    const mutation = mutationFromAction(action, payload);
    if (!mutation)
      return {
        success: false,
        message: action === 'addToCart' ? 'Product not found' : 'Item not found in cart',
      };
    const check = applyCartMutation(
      cartWithPending.peek(),
      catalogue.peek().products,
      mutation,
    ).result;
    if (!check.success) return check;
  }
  const outcome = await performOffline(action, payload, runNow);
  if (!outcome.queued) return outcome.result;
  return { success: outcome.result.ok, message: outcome.result.message, queued: true };
}

/** Replays a queued cart change, idempotently by the queued entry's id. */
export function replayCartChange(action: string, payload: unknown, mutationId: string): void {
  const mutation = mutationFromAction(action, payload);
  if (!mutation) return;
  const result = performCartMutation(mutation, mutationId);
  if (!result.success) toast.error(result.message);
}
