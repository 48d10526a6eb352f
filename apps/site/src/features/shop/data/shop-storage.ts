/*
 * The shop's window on browser storage. Private mode, a blocked or full storage and
 * hand-edited values all end here as an outcome, never an exception; each problem becomes
 * the SPEC §8 message "Failed to load/save/check {key} in storage", raised once per session
 * (the shop's banner shows it, the console gets a warning, never an error).
 */
import { signal, type ReadonlySignal } from '@tendril/signals';

export type StorageOperation = 'load' | 'save' | 'check';

const raised = new Set<string>();
const shown = signal<readonly string[]>([]);

/** Storage messages not yet dismissed, oldest first. */
export const storageMessages: ReadonlySignal<readonly string[]> = shown;

export function storageMessage(operation: StorageOperation, key: string): string {
  return `Failed to ${operation} ${key} in storage`;
}

/** Raises the message for this operation and key, unless it was raised before. */
export function reportStorageProblem(
  operation: StorageOperation,
  key: string,
  cause?: unknown,
): string {
  const message = storageMessage(operation, key);
  if (!raised.has(message)) {
    raised.add(message);
    shown.value = [...shown.peek(), message];
    console.warn(message, cause ?? '');
  }
  return message;
}

export function dismissStorageMessages(): void {
  shown.value = [];
}

/** Test hook: forget which messages were raised. */
export function resetStorageMessages(): void {
  raised.clear();
  shown.value = [];
}

function storageArea(key: string): Storage | null {
  try {
    // Reading `localStorage` itself throws where storage is blocked (some private modes).
    if (typeof localStorage === 'undefined' || localStorage === null) throw new Error('no storage');
    return localStorage;
  } catch (error) {
    reportStorageProblem('check', key, error);
    return null;
  }
}

export type StoredValue =
  | { readonly kind: 'missing' }
  /** Storage could not be reached or read. */
  | { readonly kind: 'unavailable' }
  /** Present but not JSON. */
  | { readonly kind: 'invalid'; readonly raw: string }
  | { readonly kind: 'ok'; readonly value: unknown };

/** Reads and JSON-parses `key`. Only reports unreachable storage; shape problems are the caller's. */
export function readStored(key: string): StoredValue {
  const area = storageArea(key);
  if (!area) return { kind: 'unavailable' };
  let raw: string | null;
  try {
    raw = area.getItem(key);
  } catch (error) {
    reportStorageProblem('load', key, error);
    return { kind: 'unavailable' };
  }
  if (raw === null) return { kind: 'missing' };
  try {
    return { kind: 'ok', value: JSON.parse(raw) as unknown };
  } catch {
    return { kind: 'invalid', raw };
  }
}

/** Stores `value` as JSON; false (with the message raised) when storage refused it. */
export function writeStored(key: string, value: unknown): boolean {
  const area = storageArea(key);
  if (!area) return false;
  try {
    area.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    reportStorageProblem('save', key, error);
    return false;
  }
}
