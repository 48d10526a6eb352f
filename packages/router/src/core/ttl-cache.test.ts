import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

/** A cache on a hand-driven clock. */
function setup(options: { maxEntries?: number; ttlMs?: number; sweepMs?: number } = {}) {
  const clock = { now: 1_000_000 };
  const cache = new TtlCache<string>({ ...options, now: () => clock.now });
  return { cache, clock };
}

describe('TtlCache', () => {
  it('has the defaults the loaders rely on', () => {
    const cache = new TtlCache();
    expect(cache.maxEntries).toBe(1000);
    expect(cache.ttlMs).toBe(300_000);
  });

  it('returns what was stored while it is fresh', () => {
    const { cache, clock } = setup({ ttlMs: 1000 });
    cache.set('a', 'A');
    expect(cache.get('a')).toBe('A');
    clock.now += 1000;
    expect(cache.get('a')).toBe('A');
    expect(cache.get('missing')).toBeUndefined();
  });

  it('stops returning an entry once its TTL has passed, but keeps it as stale', () => {
    const { cache, clock } = setup({ ttlMs: 1000 });
    cache.set('a', 'A');
    const storedAt = clock.now;
    clock.now += 1001;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.getStale('a')).toEqual({ value: 'A', storedAt });
    expect(cache.size).toBe(1);
  });

  it('restarts the TTL when an entry is written again', () => {
    const { cache, clock } = setup({ ttlMs: 1000 });
    cache.set('a', 'old');
    clock.now += 900;
    cache.set('a', 'new');
    clock.now += 900;
    expect(cache.get('a')).toBe('new');
  });

  it('evicts the least recently used entry beyond maxEntries', () => {
    const { cache } = setup({ maxEntries: 3 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    cache.set('d', 'D');
    expect(cache.keys()).toEqual(['b', 'c', 'd']);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.getStale('a')).toBeUndefined();
  });

  it('counts a read as a use, so a recently read entry survives eviction', () => {
    const { cache } = setup({ maxEntries: 3 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    expect(cache.get('a')).toBe('A');
    cache.set('d', 'D');
    expect(cache.keys().sort()).toEqual(['a', 'c', 'd']);
  });

  it('does not count a stale read as a use', () => {
    const { cache } = setup({ maxEntries: 2 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.getStale('a');
    cache.set('c', 'C');
    expect(cache.keys()).toEqual(['b', 'c']);
  });

  it('overwriting a key does not grow the cache', () => {
    const { cache } = setup({ maxEntries: 2 });
    cache.set('a', '1');
    cache.set('a', '2');
    cache.set('b', 'B');
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBe('2');
  });

  it('sweeps entries far past their TTL on a later write, keeping recent stale ones', () => {
    const { cache, clock } = setup({ ttlMs: 1000, sweepMs: 5000 });
    cache.set('ancient', 'x');
    clock.now += 6000;
    cache.set('recent', 'y');
    clock.now += 7000; // ancient is 13 s old (> 12 TTLs), recent 7 s (expired, still a fallback)
    cache.set('new', 'z');
    expect(cache.getStale('ancient')).toBeUndefined();
    expect(cache.getStale('recent')?.value).toBe('y');
    expect(cache.get('recent')).toBeUndefined();
    expect(cache.get('new')).toBe('z');
  });

  it('deletes one key, keys matching a test, or everything', () => {
    const { cache } = setup();
    for (const key of ['p:1', 'p:2', 'u:1', 'u:2']) cache.set(key, key);
    cache.delete('u:2');
    expect(cache.keys()).toEqual(['p:1', 'p:2', 'u:1']);
    cache.clear((key) => key.startsWith('p:'));
    expect(cache.keys()).toEqual(['u:1']);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('stores falsy values like any other', () => {
    const cache = new TtlCache<unknown>();
    cache.set('zero', 0);
    cache.set('empty', '');
    cache.set('null', null);
    expect(cache.get('zero')).toBe(0);
    expect(cache.get('empty')).toBe('');
    expect(cache.get('null')).toBeNull();
  });
});
