import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effect, effectScope } from '../index.ts';
import { createCache } from './index.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createCache', () => {
  it('defaults to 1000 entries, a 300000 ms TTL and a sweep every 60000 ms', () => {
    const cache = createCache<number>();
    expect(cache.maxSize).toBe(1000);
    expect(cache.ttlMs).toBe(300_000);
    for (let i = 0; i <= 1000; i++) cache.set(`k${i}`, i);
    expect(cache.size.value).toBe(1000);
    expect(cache.has('k0')).toBe(false);
    vi.advanceTimersByTime(300_000);
    expect(cache.get('k1000')).toBe(1000);
    vi.advanceTimersByTime(1);
    expect(cache.get('k1000')).toBeUndefined();
    // Expired entries are gone at the next sweep (a multiple of 60000 ms after the first write).
    expect(cache.size.value).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(cache.size.value).toBe(0);
  });

  it('returns what was stored while it is fresh', () => {
    const cache = createCache<string>({ ttlMs: 1000 });
    cache.set('a', 'A');
    expect(cache.get('a')).toBe('A');
    vi.advanceTimersByTime(1000);
    expect(cache.get('a')).toBe('A');
    expect(cache.get('missing')).toBeUndefined();
  });

  it('stops returning an entry once its TTL has passed, but keeps it for staleMs', () => {
    const cache = createCache<string>({ ttlMs: 1000, staleMs: 5000 });
    cache.set('a', 'A');
    const storedAt = Date.now();
    vi.advanceTimersByTime(1001);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.has('a')).toBe(false);
    expect(cache.getStale('a')).toEqual({ value: 'A', storedAt, expiresAt: storedAt + 1000 });
    expect(cache.size.value).toBe(1);
  });

  it('keeps the age of a value stored earlier elsewhere: fresh until its own TTL runs out', () => {
    const cache = createCache<string>({ ttlMs: 1000, staleMs: 5000 });
    const loadedAt = Date.now() - 600;
    cache.set('a', 'A', undefined, loadedAt);
    expect(cache.getStale('a')).toEqual({
      value: 'A',
      storedAt: loadedAt,
      expiresAt: loadedAt + 1000,
    });
    vi.advanceTimersByTime(400);
    expect(cache.get('a')).toBe('A');
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('restarts the TTL when an entry is written again, and takes a TTL per entry', () => {
    const cache = createCache<string>({ ttlMs: 1000 });
    cache.set('a', 'old');
    vi.advanceTimersByTime(900);
    cache.set('a', 'new');
    cache.set('long', 'L', 10_000);
    vi.advanceTimersByTime(900);
    expect(cache.get('a')).toBe('new');
    vi.advanceTimersByTime(5000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('long')).toBe('L');
  });

  it('evicts the least recently used entry beyond maxSize', () => {
    const cache = createCache<string>({ maxSize: 3 });
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, key.toUpperCase());
    expect(cache.keys()).toEqual(['b', 'c', 'd']);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.getStale('a')).toBeUndefined();
  });

  it('counts a read as a use, so a recently read entry survives eviction', () => {
    const cache = createCache<string>({ maxSize: 3 });
    for (const key of ['a', 'b', 'c']) cache.set(key, key);
    expect(cache.get('a')).toBe('a');
    cache.set('d', 'd');
    expect(cache.keys().sort()).toEqual(['a', 'c', 'd']);
  });

  it('does not count a stale read or has() as a use', () => {
    const cache = createCache<string>({ maxSize: 2 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.getStale('a');
    cache.has('a');
    cache.set('c', 'C');
    expect(cache.keys()).toEqual(['b', 'c']);
  });

  it('overwriting a key does not grow the cache', () => {
    const cache = createCache<string>({ maxSize: 2 });
    cache.set('a', '1');
    cache.set('a', '2');
    cache.set('b', 'B');
    expect(cache.size.value).toBe(2);
    expect(cache.get('a')).toBe('2');
  });

  it('sweeps every sweepMs, dropping entries past their TTL plus staleMs', () => {
    const cache = createCache<string>({ ttlMs: 1000, staleMs: 11_000, sweepMs: 5000 });
    cache.set('ancient', 'x');
    vi.advanceTimersByTime(6000);
    cache.set('recent', 'y');
    vi.advanceTimersByTime(7000); // ancient is 13 s old (> 12 s) but no sweep ran since 10 s
    expect(cache.getStale('ancient')?.value).toBe('x');
    vi.advanceTimersByTime(2000); // the sweep at 15 s: ancient goes, recent (9 s) is kept
    expect(cache.getStale('ancient')).toBeUndefined();
    expect(cache.getStale('recent')?.value).toBe('y');
    expect(cache.get('recent')).toBeUndefined();
  });

  it('deletes one key, keys matching a test, or everything', () => {
    const cache = createCache<string>();
    for (const key of ['p:1', 'p:2', 'u:1', 'u:2']) cache.set(key, key);
    expect(cache.delete('u:2')).toBe(true);
    expect(cache.delete('u:2')).toBe(false);
    expect(cache.keys()).toEqual(['p:1', 'p:2', 'u:1']);
    cache.clear((key) => key.startsWith('p:'));
    expect(cache.keys()).toEqual(['u:1']);
    cache.clear();
    expect(cache.size.value).toBe(0);
  });

  it('stores falsy values like any other', () => {
    const cache = createCache<unknown>();
    cache.set('zero', 0);
    cache.set('empty', '');
    cache.set('null', null);
    expect(cache.get('zero')).toBe(0);
    expect(cache.get('empty')).toBe('');
    expect(cache.get('null')).toBeNull();
  });

  it('publishes hits, misses and size as signals', () => {
    const cache = createCache<string>({ ttlMs: 1000 });
    const seen: string[] = [];
    effect(() => {
      seen.push(`${cache.hits.value}/${cache.misses.value}/${cache.size.value}`);
    });
    cache.set('a', 'A');
    cache.get('a');
    cache.get('b');
    vi.advanceTimersByTime(1001);
    cache.get('a');
    expect(seen).toEqual(['0/0/0', '0/0/1', '1/0/1', '1/1/1', '1/2/1']);
  });

  it('can be read inside a computed-like effect without looping on its own stats', () => {
    const cache = createCache<string>();
    cache.set('a', 'A');
    let runs = 0;
    effect(() => {
      runs++;
      cache.get('a');
      cache.get('b');
    });
    expect(runs).toBe(1);
    expect([cache.hits.peek(), cache.misses.peek()]).toEqual([1, 1]);
  });

  it('runs its sweep timer only while it holds entries', () => {
    const cache = createCache<string>({ sweepMs: 1000, ttlMs: 500 });
    expect(vi.getTimerCount()).toBe(0);
    cache.set('a', 'A');
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(cache.size.value).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    cache.set('b', 'B');
    cache.clear();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves nothing running once its scope is disposed, and still answers reads', () => {
    let cache!: ReturnType<typeof createCache<string>>;
    const dispose = effectScope(() => {
      cache = createCache<string>({ ttlMs: 1000, sweepMs: 1000 });
      cache.set('a', 'A');
    });
    expect(vi.getTimerCount()).toBe(1);
    dispose();
    expect(vi.getTimerCount()).toBe(0);
    cache.set('b', 'B');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(cache.size.value).toBe(2); // no sweep ran
    expect(cache.get('b')).toBeUndefined(); // but expiry still holds
  });

  it('dispose() stops the sweep timer for good', () => {
    const cache = createCache<string>();
    cache.set('a', 'A');
    cache.dispose();
    expect(vi.getTimerCount()).toBe(0);
    cache.set('b', 'B');
    expect(vi.getTimerCount()).toBe(0);
  });
});
