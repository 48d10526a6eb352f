/*
 * The reader's browser cache, under fixed keys: `hn-cache-top-stories` (and one per other
 * feed), `hn-cache-story-{id}`, `hn-cache-user-{id}`, each `{savedAt, data}`. It is bounded:
 * `hackernews-state` holds the index of cached keys, oldest first, and writing past
 * `maxEntries` evicts the oldest. A full quota evicts the older half and retries once; if
 * that fails too, the entry is simply not cached. Nothing here throws: reads of broken or
 * foreign data give undefined (and drop the entry), and storage may be missing entirely.
 */
import { safeStorage } from '../../../lib/storage.ts';
import { CACHE_PREFIX, STATE_KEY } from './constants.ts';

export interface CacheHit<T> {
  readonly data: T;
  readonly savedAt: number;
}

export interface NewsCache {
  read<T>(key: string, parse: (data: unknown) => T | undefined): CacheHit<T> | undefined;
  /** True when stored. */
  write(key: string, data: unknown): boolean;
  remove(key: string): void;
  /** Removes every cache entry and the index. */
  clear(): void;
  /** Cached keys, oldest first. */
  keys(): string[];
}

export interface NewsCacheOptions {
  /** The storage area. @default `localStorage` */
  storage?: () => Storage | null;
  now?: () => number;
  /** At most this many entries (default 60). */
  maxEntries?: number;
  /** Entries larger than this many characters are not cached (default 250,000). */
  maxEntryChars?: number;
}

type Index = [key: string, savedAt: number][];

export function createNewsCache(options: NewsCacheOptions = {}): NewsCache {
  const { storage, now = Date.now, maxEntries = 60, maxEntryChars = 250_000 } = options;
  // Failures are the cache's own business (a miss, or an entry not kept): no message.
  const area = safeStorage({ storage, onProblem: () => undefined });
  const get = area.readRaw;
  const drop = area.remove;
  const set = area.writeRaw;
  const cachedKeys = () => area.keys().filter((key) => key.startsWith(CACHE_PREFIX));

  /** The index; rebuilt from the stored keys when missing or broken, so nothing is orphaned. */
  const readIndex = (): Index => {
    const raw = get(STATE_KEY);
    if (raw !== null) {
      try {
        const parsed = JSON.parse(raw) as { entries?: unknown };
        if (Array.isArray(parsed.entries)) {
          return parsed.entries.filter(
            (e): e is [string, number] =>
              Array.isArray(e) &&
              typeof e[0] === 'string' &&
              e[0].startsWith(CACHE_PREFIX) &&
              typeof e[1] === 'number',
          );
        }
      } catch {
        // Fall through to a rebuild.
      }
    }
    return cachedKeys().map((key): [string, number] => [key, 0]);
  };

  const saveIndex = (index: Index): boolean =>
    set(STATE_KEY, JSON.stringify({ version: 1, entries: index }));

  const evictOldest = (index: Index, count: number, keep: string): void => {
    let evicted = 0;
    for (let i = 0; i < index.length && evicted < count;) {
      if (index[i]![0] === keep) {
        i++;
        continue;
      }
      drop(index[i]![0]);
      index.splice(i, 1);
      evicted++;
    }
  };

  return {
    read(key, parse) {
      const raw = get(key);
      if (raw === null) return undefined;
      try {
        const envelope = JSON.parse(raw) as { savedAt?: unknown; data?: unknown };
        const data = parse(envelope.data);
        if (data !== undefined && typeof envelope.savedAt === 'number')
          return { data, savedAt: envelope.savedAt };
      } catch {
        // Corrupt entry: dropped below.
      }
      drop(key);
      return undefined;
    },

    write(key, data) {
      let json: string;
      const savedAt = now();
      try {
        json = JSON.stringify({ savedAt, data });
      } catch {
        return false;
      }
      if (json.length > maxEntryChars) return false;
      const index = readIndex().filter(([k]) => k !== key);
      index.push([key, savedAt]);
      if (index.length > maxEntries) evictOldest(index, index.length - maxEntries, key);
      let stored = set(key, json);
      if (!stored && index.length > 1) {
        evictOldest(index, Math.ceil((index.length - 1) / 2), key);
        stored = set(key, json);
      }
      if (!stored) index.splice(index.length - 1, 1);
      if (!saveIndex(index)) {
        // The index itself no longer fits: give the space back rather than lose track.
        evictOldest(index, Math.ceil(index.length / 2), '');
        saveIndex(index);
        return stored && index.some(([k]) => k === key);
      }
      return stored;
    },

    remove(key) {
      drop(key);
      const index = readIndex();
      const rest = index.filter(([k]) => k !== key);
      if (rest.length !== index.length) saveIndex(rest);
    },

    clear() {
      for (const [key] of readIndex()) drop(key);
      // Entries the index lost track of go too.
      cachedKeys().forEach(drop);
      drop(STATE_KEY);
    },

    keys() {
      return readIndex().map(([key]) => key);
    },
  };
}

/** The cache the reader uses (localStorage). */
export const newsCache = createNewsCache();

export const feedCacheKey = (feed: string): string => `${CACHE_PREFIX}${feed}-stories`;
export const storyCacheKey = (id: number): string => `${CACHE_PREFIX}story-${id}`;
export const userCacheKey = (id: string): string => `${CACHE_PREFIX}user-${id}`;
