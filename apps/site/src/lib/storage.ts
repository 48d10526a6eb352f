/*
 * Browser storage that never throws, for the whole site. Private mode, a blocked or full
 * storage and hand-edited values end here as an outcome, never an exception. Each problem
 * raises "Failed to load/save/check {key} in storage" once per session (the shop's banner
 * shows it, the console gets a warning, never an error); a store that handles failure on its
 * own (the news cache, the active-app choice) uses a quiet instance instead.
 */
import { signal, type ReadonlySignal } from '@tendril/signals';

export type StorageOperation = 'load' | 'save' | 'check';

const raised = new Set<string>();
const shown = signal<readonly string[]>([]);

/** Storage messages not yet dismissed, oldest first. */
export const storageMessages: ReadonlySignal<readonly string[]> = shown;

/** Raises the message for this operation and key, unless it was raised before. */
export function reportStorageProblem(
  operation: StorageOperation,
  key: string,
  cause?: unknown,
): string {
  const message = `Failed to ${operation} ${key} in storage`;
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

export type StoredValue =
  | { readonly kind: 'missing' }
  /** Storage could not be reached or read. */
  | { readonly kind: 'unavailable' }
  /** Present but not JSON. */
  | { readonly kind: 'invalid'; readonly raw: string }
  | { readonly kind: 'ok'; readonly value: unknown };

export interface SafeStorage {
  /** Reads and JSON-parses `key`. Only unreachable storage is a problem; shapes are the caller's. */
  read(key: string): StoredValue;
  /** The string under `key`; null when missing or unreadable. */
  readRaw(key: string): string | null;
  /** Stores `value` as JSON; false when storage refused it. */
  write(key: string, value: unknown): boolean;
  /** Stores a string as is; false when storage refused it (full, blocked). */
  writeRaw(key: string, raw: string): boolean;
  remove(key: string): void;
  /** Every key in storage (none when it cannot be reached). */
  keys(): string[];
}

export interface SafeStorageOptions {
  /**
   * The storage area: null when it cannot be reached (a problem), undefined where there is
   * none at all (a server render: nothing is stored, reads find nothing, writes keep nothing,
   * and none of that is a problem).
   * @default `localStorage`; undefined outside a browser; none where reading it throws
   */
  storage?: () => Storage | null | undefined;
  /** Told of each failure. @default raising its message (`reportStorageProblem`) */
  onProblem?: (operation: StorageOperation, key: string, cause: unknown) => void;
}

function localArea(): Storage | null | undefined {
  // No window: a server or build render, the same page for every visitor, as on a first visit.
  // Reading `localStorage` itself throws where storage is blocked (some private modes).
  return typeof window === 'undefined' ? undefined : localStorage;
}

/**
 * A never-throwing view of a storage area.
 * @example
 * const store = safeStorage({ onProblem: () => {} });
 * if (!store.write('draft', { text })) showUnsavedHint();
 */
export function safeStorage(options: SafeStorageOptions = {}): SafeStorage {
  const { storage = localArea, onProblem = reportStorageProblem } = options;
  // null: unreachable (raised); undefined: no storage here at all (nothing to raise).
  const area = (key: string): Storage | null | undefined => {
    try {
      const found = storage();
      if (found === null) throw new Error('no storage');
      return found;
    } catch (error) {
      onProblem('check', key, error);
      return null;
    }
  };
  const readRaw = (key: string): string | null | undefined => {
    const found = area(key);
    if (found === null) return undefined;
    try {
      return found ? found.getItem(key) : null;
    } catch (error) {
      onProblem('load', key, error);
      return undefined;
    }
  };
  const writeRaw = (key: string, raw: string): boolean => {
    const found = area(key);
    if (!found) return false;
    try {
      found.setItem(key, raw);
      return true;
    } catch (error) {
      onProblem('save', key, error);
      return false;
    }
  };
  return {
    read(key) {
      const raw = readRaw(key);
      if (raw === undefined) return { kind: 'unavailable' };
      if (raw === null) return { kind: 'missing' };
      try {
        return { kind: 'ok', value: JSON.parse(raw) as unknown };
      } catch {
        return { kind: 'invalid', raw };
      }
    },
    readRaw: (key) => readRaw(key) ?? null,
    write(key, value) {
      let raw: string;
      try {
        raw = JSON.stringify(value);
      } catch (error) {
        onProblem('save', key, error);
        return false;
      }
      return writeRaw(key, raw);
    },
    writeRaw,
    remove(key) {
      try {
        area(key)?.removeItem(key);
      } catch (error) {
        onProblem('save', key, error);
      }
    },
    keys() {
      const out: string[] = [];
      try {
        const found = storage();
        for (let i = 0; found && i < found.length; i++) {
          const key = found.key(i);
          if (key !== null) out.push(key);
        }
      } catch {
        // No storage, or it broke midway: what could be read is all there is.
      }
      return out;
    },
  };
}

/** localStorage, with every problem raised as its message. */
export const storage: SafeStorage = safeStorage();

/** localStorage for data that copes with failure on its own: problems stay silent. */
export const quietStorage: SafeStorage = safeStorage({ onProblem: () => undefined });
