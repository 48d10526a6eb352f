/*
 * Browser storage that never throws: private mode, a full quota or a blocked storage turn
 * into a warning (the SPEC §8 message, once per key and operation) and a safe fallback.
 */
type Operation = 'load' | 'save' | 'check';
const warned = new Set<string>();

function warn(operation: Operation, key: string, error: unknown): string {
  const message = `Failed to ${operation} ${key} in storage`;
  if (!warned.has(message)) {
    warned.add(message);
    console.warn(message, error);
  }
  return message;
}

function area(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The raw string under `key`, or null (missing or unreadable). */
export function readRaw(key: string): string | null {
  try {
    return area()?.getItem(key) ?? null;
  } catch (error) {
    warn('load', key, error);
    return null;
  }
}

/** Parses JSON under `key` with `parse`; a missing key gives `fallback`, a broken one too (with `error`). */
export function readJson<T>(
  key: string,
  parse: (value: unknown) => T | undefined,
  fallback: T,
): { value: T; error?: string } {
  const raw = readRaw(key);
  if (raw === null) return { value: fallback };
  try {
    const parsed = parse(JSON.parse(raw));
    if (parsed === undefined)
      return { value: fallback, error: warn('load', key, new Error('unexpected shape')) };
    return { value: parsed };
  } catch (error) {
    return { value: fallback, error: warn('load', key, error) };
  }
}

/** Stores `value` as JSON; returns an error message instead of throwing. */
export function writeJson(key: string, value: unknown): string | undefined {
  try {
    const storage = area();
    if (!storage) return warn('save', key, new Error('storage unavailable'));
    storage.setItem(key, JSON.stringify(value));
    return undefined;
  } catch (error) {
    return warn('save', key, error);
  }
}

export function removeKey(key: string): void {
  try {
    area()?.removeItem(key);
  } catch (error) {
    warn('save', key, error);
  }
}
