import { describe, expect, it } from 'vitest';
import { createNewsCache, feedCacheKey, storyCacheKey, userCacheKey } from './cache.ts';
import { STATE_KEY } from './constants.ts';
import { QuotaStorage } from '../../../testing/test-storage.ts';

const asString = (data: unknown) => (typeof data === 'string' ? data : undefined);

function setup(options: { quota?: number; maxEntries?: number; maxEntryChars?: number } = {}) {
  const storage = new QuotaStorage(options.quota);
  let clock = 1000;
  const cache = createNewsCache({
    storage: () => storage,
    now: () => clock++,
    maxEntries: options.maxEntries ?? 5,
    ...(options.maxEntryChars ? { maxEntryChars: options.maxEntryChars } : {}),
  });
  return { storage, cache };
}

describe('news cache', () => {
  it('stores lists, stories and users under their hn-cache- keys', () => {
    expect(feedCacheKey('top')).toBe('hn-cache-top-stories');
    expect(storyCacheKey(42)).toBe('hn-cache-story-42');
    expect(userCacheKey('pg')).toBe('hn-cache-user-pg');
  });

  it('writes and reads back with the time it was saved, indexed under hackernews-state', () => {
    const { cache, storage } = setup();
    expect(cache.write('hn-cache-story-1', 'one')).toBe(true);
    expect(cache.read('hn-cache-story-1', asString)).toEqual({ data: 'one', savedAt: 1000 });
    expect(JSON.parse(storage.getItem(STATE_KEY)!)).toEqual({
      version: 1,
      entries: [['hn-cache-story-1', 1000]],
    });
  });

  it('drops entries that are corrupt or fail their parser', () => {
    const { cache, storage } = setup();
    storage.setItem('hn-cache-story-1', '{not json');
    expect(cache.read('hn-cache-story-1', asString)).toBeUndefined();
    expect(storage.getItem('hn-cache-story-1')).toBeNull();
    cache.write('hn-cache-story-2', 42);
    expect(cache.read('hn-cache-story-2', asString)).toBeUndefined();
    storage.setItem('hn-cache-story-3', JSON.stringify({ data: 'x' })); // no savedAt
    expect(cache.read('hn-cache-story-3', asString)).toBeUndefined();
  });

  it('never holds more than maxEntries: the oldest go first', () => {
    const { cache, storage } = setup({ maxEntries: 3 });
    for (let i = 1; i <= 5; i++) cache.write(storyCacheKey(i), `story ${i}`);
    expect(cache.keys()).toEqual([storyCacheKey(3), storyCacheKey(4), storyCacheKey(5)]);
    expect(storage.getItem(storyCacheKey(1))).toBeNull();
    expect(storage.getItem(storyCacheKey(2))).toBeNull();
    // Rewriting a key makes it the newest.
    cache.write(storyCacheKey(3), 'again');
    cache.write(storyCacheKey(6), 'six');
    expect(cache.keys()).toEqual([storyCacheKey(5), storyCacheKey(3), storyCacheKey(6)]);
  });

  it('refuses an entry larger than its limit, leaving the rest alone', () => {
    const { cache } = setup({ maxEntryChars: 100 });
    cache.write(storyCacheKey(1), 'small');
    expect(cache.write(storyCacheKey(2), 'x'.repeat(200))).toBe(false);
    expect(cache.keys()).toEqual([storyCacheKey(1)]);
  });

  it('on a full quota evicts the older half and retries', () => {
    const { cache, storage } = setup({ quota: 1300, maxEntries: 50 });
    const big = 'x'.repeat(200);
    for (let i = 1; i <= 4; i++) expect(cache.write(storyCacheKey(i), big)).toBe(true);
    expect(cache.write(storyCacheKey(5), big)).toBe(true);
    expect(cache.read(storyCacheKey(5), asString)?.data).toBe(big);
    expect(storage.getItem(storyCacheKey(1))).toBeNull();
    expect(storage.used).toBeLessThanOrEqual(1300);
    expect(cache.keys()).toContain(storyCacheKey(5));
  });

  it('survives storage that refuses every write, and storage that is missing', () => {
    const { cache, storage } = setup();
    storage.broken = true;
    expect(cache.write(storyCacheKey(1), 'x')).toBe(false);
    expect(cache.read(storyCacheKey(1), asString)).toBeUndefined();
    expect(() => cache.clear()).not.toThrow();

    const none = createNewsCache({ storage: () => null });
    expect(none.write(storyCacheKey(1), 'x')).toBe(false);
    expect(none.read(storyCacheKey(1), asString)).toBeUndefined();
    expect(none.keys()).toEqual([]);
    const throwing = createNewsCache({
      storage: () => {
        throw new Error('SecurityError');
      },
    });
    expect(throwing.write(storyCacheKey(1), 'x')).toBe(false);
    expect(() => throwing.clear()).not.toThrow();
  });

  it('rebuilds a broken index from the stored keys, so clear() still finds everything', () => {
    const { cache, storage } = setup();
    cache.write(storyCacheKey(1), 'a');
    cache.write(userCacheKey('pg'), 'b');
    storage.setItem(STATE_KEY, 'garbage');
    storage.setItem('unrelated', 'keep me');
    expect(cache.keys().sort()).toEqual([storyCacheKey(1), userCacheKey('pg')].sort());
    cache.clear();
    expect(storage.getItem(storyCacheKey(1))).toBeNull();
    expect(storage.getItem(userCacheKey('pg'))).toBeNull();
    expect(storage.getItem(STATE_KEY)).toBeNull();
    expect(storage.getItem('unrelated')).toBe('keep me');
  });

  it('remove() forgets one entry', () => {
    const { cache, storage } = setup();
    cache.write(storyCacheKey(1), 'a');
    cache.write(storyCacheKey(2), 'b');
    cache.remove(storyCacheKey(1));
    expect(storage.getItem(storyCacheKey(1))).toBeNull();
    expect(cache.keys()).toEqual([storyCacheKey(2)]);
  });
});
