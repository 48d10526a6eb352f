/*
 * The persisted cart (storage key `cart`). Storage is the source of truth between tabs and
 * reloads; the `cart` signal is what the page shows. Two rules protect the user's cart:
 *  - a read that fails or finds garbage never overwrites anything: sound lines are kept and
 *    only invalid ones dropped (parseCart), and an unreachable storage keeps the cart in memory;
 *  - when a save fails, memory is ahead of storage, so reloads keep memory until a save works.
 */
import { signal, type ReadonlySignal } from '@tendril/signals';
import { catalogue, PRODUCTS_KEY, reloadCatalogue } from './catalogue.ts';
import {
  applyCartMutation,
  EMPTY_CART,
  parseCart,
  serializeCart,
  type Cart,
  type CartMutation,
  type CartResult,
} from './cart-rules.ts';
import { reportStorageProblem, storage } from '../../../lib/storage.ts';

const CART_KEY = 'cart';
/** Dispatched on window whenever the cart changed (here or in another tab). */
export const CART_UPDATED_EVENT = 'cart-updated';

const current = signal<Cart>(EMPTY_CART, { name: 'cart' });
let unsaved = false;

export const cart: ReadonlySignal<Cart> = current;

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/** Re-reads the cart from storage (against the current catalogue). Never throws. */
export function reloadCart(): Cart {
  if (unsaved) return current.peek();
  const stored = storage.read(CART_KEY);
  if (stored.kind === 'unavailable') return current.peek();
  let next: Cart = EMPTY_CART;
  if (stored.kind === 'invalid') {
    reportStorageProblem('load', CART_KEY, new Error('not JSON'));
  } else if (stored.kind === 'ok') {
    const parsed = parseCart(stored.value, catalogue.peek().products);
    if (parsed.unreadable || parsed.dropped > 0 || parsed.repaired > 0)
      reportStorageProblem(
        'load',
        CART_KEY,
        new Error(
          parsed.unreadable
            ? 'not a cart'
            : `${parsed.dropped} lines dropped, ${parsed.repaired} repaired`,
        ),
      );
    next = parsed.cart;
  }
  current.value = next;
  return next;
}

// Ids of replayed offline changes already applied, stored in the same record as the cart so
// that "applied" and "remembered" are one write: a replay retried after a crash is a no-op.
const APPLIED_IDS_KEPT = 200;

function appliedIds(): string[] {
  const stored = storage.read(CART_KEY);
  if (stored.kind !== 'ok' || typeof stored.value !== 'object' || stored.value === null) return [];
  const ids = (stored.value as { appliedMutations?: unknown }).appliedMutations;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Applies a mutation to the freshest cart (another tab may have changed it), persists the
 * result and tells listeners. The in-memory cart follows even when storage refuses the write.
 * With a `mutationId` (a replayed offline change), a change already applied is not applied again.
 */
export function performCartMutation(mutation: CartMutation, mutationId?: string): CartResult {
  const base = reloadCart();
  const seen = mutationId !== undefined ? appliedIds() : [];
  if (mutationId !== undefined && seen.includes(mutationId)) {
    return { success: true, message: 'Already synced' };
  }
  const { cart: next, result } = applyCartMutation(base, catalogue.peek().products, mutation);
  if (result.success) {
    const record =
      mutationId !== undefined
        ? {
            ...serializeCart(next),
            appliedMutations: [...seen, mutationId].slice(-APPLIED_IDS_KEPT),
          }
        : { ...serializeCart(next), appliedMutations: appliedIds() };
    unsaved = !storage.write(CART_KEY, record);
    current.value = next;
    announce();
  }
  return result;
}

/**
 * Another tab's cart write (a `storage` event), taken only when the stored cart is wholly
 * sound: a write that is not JSON, not a cart, or has any invalid line is untrusted input from
 * another context, so it is dropped with a warning and this tab keeps its cart as it was
 * (never a partly applied cart). A missing cart is an emptied one. True when taken.
 */
export function takeOtherTabsCart(): boolean {
  if (unsaved) return false;
  const stored = storage.read(CART_KEY);
  if (stored.kind === 'unavailable') return false;
  if (stored.kind === 'missing') {
    current.value = EMPTY_CART;
    return true;
  }
  const parsed =
    stored.kind === 'ok' ? parseCart(stored.value, catalogue.peek().products) : undefined;
  if (!parsed || parsed.unreadable || parsed.dropped > 0 || parsed.repaired > 0) {
    console.warn('Dropped a malformed cart written by another tab.');
    return false;
  }
  current.value = parsed.cart;
  return true;
}

let stopFollowing: (() => void) | undefined;

/** Keeps the cart in step with other tabs (started once this module loads in a browser). */
function followOtherTabs(): () => void {
  if (stopFollowing) return stopFollowing;
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_KEY) {
      if (takeOtherTabsCart()) announce();
      return;
    }
    if (event.key !== null && event.key !== PRODUCTS_KEY) return;
    // The catalogue changed (or storage was cleared): lines of removed products go.
    reloadCatalogue();
    reloadCart();
    announce();
  };
  window.addEventListener('storage', onStorage);
  stopFollowing = () => {
    window.removeEventListener('storage', onStorage);
    stopFollowing = undefined;
  };
  return stopFollowing;
}

reloadCart();
if (typeof window !== 'undefined') followOtherTabs();
import.meta.hot?.dispose(() => stopFollowing?.());
