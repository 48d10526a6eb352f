/*
 * Which product pages were opened online (kept in browser storage): offline, those open from
 * the cached catalogue with "You're offline. Showing cached data"; others say that nothing
 * is cached, as a real store's API cache would.
 */
import { NoOfflineFallbackError } from '@tendril/router/offline';
import { storage } from '../../../lib/storage.ts';

const VISITED_KEY = 'shop-visited-products';
const KEPT = 50;

export const OFFLINE_NO_CACHE = "You're offline and no cached data is available";

/**
 * Thrown by the product loader offline for a product never opened online: the offline
 * engine's "No offline fallback available", shown under `OFFLINE_NO_CACHE`.
 */
export class OfflineNoCacheError extends NoOfflineFallbackError {
  constructor() {
    super();
    this.name = 'OfflineNoCacheError';
  }
}

function visited(): string[] {
  const stored = storage.read(VISITED_KEY);
  return stored.kind === 'ok' && Array.isArray(stored.value)
    ? stored.value.filter((id): id is string => typeof id === 'string')
    : [];
}

export function rememberVisit(id: string): void {
  storage.write(VISITED_KEY, [id, ...visited().filter((v) => v !== id)].slice(0, KEPT));
}

export function wasVisited(id: string): boolean {
  return visited().includes(id);
}
