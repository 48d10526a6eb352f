import { describe, expect, it, vi } from 'vitest';
import { isValidScrollPosition, ScrollStore } from './scroll.ts';

const HOUR = 3_600_000;

/** An in-memory sessionStorage stand-in. */
function memoryStorage(initial?: string) {
  const items = new Map<string, string>();
  if (initial !== undefined) items.set('tendril-scroll', initial);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function setup(initial?: string) {
  const clock = { now: 10 * HOUR };
  const storage = memoryStorage(initial);
  const make = () => new ScrollStore({ storage, now: () => clock.now });
  return { clock, storage, store: make(), make };
}

describe('ScrollStore', () => {
  it('saves and returns a position, with the time it was saved', () => {
    const { store, clock } = setup();
    store.save('/a', 10, 250);
    expect(store.get('/a')).toEqual({ x: 10, y: 250, timestamp: clock.now });
    expect(store.get('/b')).toBeUndefined();
  });

  it('keeps positions in memory until flushed, so a navigation never serialises them', () => {
    const { store, storage } = setup();
    store.save('/a', 0, 400);
    expect(storage.items.has('tendril-scroll')).toBe(false);
    store.flush();
    expect(storage.items.has('tendril-scroll')).toBe(true);
  });

  it('writes to storage by itself once the browser is idle', async () => {
    vi.useFakeTimers();
    try {
      const { store, storage } = setup();
      store.save('/a', 0, 400);
      store.save('/b', 0, 500);
      await vi.advanceTimersByTimeAsync(200);
      expect(JSON.parse(storage.items.get('tendril-scroll') ?? '')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('persists to storage, so a new store (a reload) reads it back', () => {
    const { store, make, storage } = setup();
    store.save('/a', 0, 400);
    store.flush();
    expect(JSON.parse(storage.items.get('tendril-scroll') ?? '')).toEqual([
      ['/a', { x: 0, y: 400, timestamp: expect.any(Number) }],
    ]);
    expect(make().get('/a')).toMatchObject({ x: 0, y: 400 });
  });

  it('keeps at most 50 entries, dropping the oldest', () => {
    const { store, make } = setup();
    for (let i = 0; i < 60; i++) store.save(`/p/${i}`, 0, i);
    expect(store.size).toBe(50);
    expect(store.get('/p/9')).toBeUndefined();
    expect(store.get('/p/10')?.y).toBe(10);
    store.flush();
    expect(make().size).toBe(50);
  });

  it('counts a re-save as new, so it outlives older entries', () => {
    const { store } = setup();
    for (let i = 0; i < 50; i++) store.save(`/p/${i}`, 0, i);
    store.save('/p/0', 0, 999);
    store.save('/new', 0, 1);
    expect(store.get('/p/0')?.y).toBe(999);
    expect(store.get('/p/1')).toBeUndefined();
  });

  it('drops entries older than an hour', () => {
    const { store, clock, make } = setup();
    store.save('/old', 0, 1);
    clock.now += HOUR / 2;
    store.save('/newer', 0, 2);
    clock.now += HOUR / 2;
    expect(store.get('/old')).toBeDefined();
    clock.now += 1;
    expect(store.get('/old')).toBeUndefined();
    expect(store.get('/newer')).toBeDefined();
    store.flush();
    expect(make().get('/old')).toBeUndefined();
  });

  it('accepts only finite x and y numbers >= 0', () => {
    const { store } = setup();
    for (const [x, y] of [
      [-1, 0],
      [0, -5],
      [NaN, 0],
      [0, Infinity],
    ] as const)
      store.save('/bad', x, y);
    expect(store.get('/bad')).toBeUndefined();
    expect(store.size).toBe(0);
    store.save('/ok', 0, 1);
    expect(store.get('/ok')).toMatchObject({ x: 0, y: 1 });
  });

  it('forgets an entry saved at the top of the page, and writes nothing when none was held', () => {
    const { store, storage } = setup();
    store.save('/top', 0, 0);
    expect(store.size).toBe(0);
    store.flush();
    expect(storage.items.has('tendril-scroll')).toBe(false);
    store.save('/a', 0, 300);
    store.flush();
    store.save('/a', 0, 0);
    expect(store.get('/a')).toBeUndefined();
    store.flush();
    expect(storage.items.get('tendril-scroll')).toBe('[]');
  });

  it('ignores corrupt JSON in storage', () => {
    const { store } = setup('{not json');
    expect(store.size).toBe(0);
    store.save('/a', 0, 1);
    expect(store.get('/a')?.y).toBe(1);
  });

  it('ignores stored data of the wrong shape, keeping the valid entries', () => {
    const now = 10 * HOUR;
    const stored = JSON.stringify([
      ['/good', { x: 1, y: 2, timestamp: now }],
      ['/negative', { x: -1, y: 2, timestamp: now }],
      ['/string', { x: '1', y: 2, timestamp: now }],
      ['/no-time', { x: 1, y: 2 }],
      [42, { x: 1, y: 2, timestamp: now }],
      'junk',
      null,
    ]);
    const { store } = setup(stored);
    expect(store.size).toBe(1);
    expect(store.get('/good')).toEqual({ x: 1, y: 2, timestamp: now });
    expect(setup('{"a":1}').store.size).toBe(0);
    expect(setup('null').store.size).toBe(0);
  });

  it('tolerates storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = new ScrollStore({ storage: throwing });
    expect(() => store.save('/a', 0, 100)).not.toThrow();
    expect(() => store.flush()).not.toThrow();
    expect(store.get('/a')?.y).toBe(100);
  });

  it('works without storage', () => {
    const store = new ScrollStore({ storage: null });
    store.save('/a', 3, 4);
    expect(store.get('/a')).toMatchObject({ x: 3, y: 4 });
    // In Node there is no sessionStorage: the default falls back to memory.
    expect(() => new ScrollStore().save('/a', 1, 1)).not.toThrow();
  });

  it('honours a custom key, size and age', () => {
    const storage = memoryStorage();
    let now = 0;
    const store = new ScrollStore({
      storage,
      storageKey: 'mine',
      maxEntries: 2,
      maxAgeMs: 10,
      now: () => now,
    });
    store.save('/a', 0, 1);
    store.save('/b', 0, 2);
    store.save('/c', 0, 3);
    store.flush();
    expect(store.size).toBe(2);
    expect(storage.items.has('mine')).toBe(true);
    now = 11;
    expect(store.get('/c')).toBeUndefined();
  });
});

describe('isValidScrollPosition', () => {
  it('wants x, y >= 0 and a timestamp, all finite numbers', () => {
    expect(isValidScrollPosition({ x: 0, y: 0, timestamp: 1 })).toBe(true);
    expect(isValidScrollPosition({ x: 0, y: 0 })).toBe(false);
    expect(isValidScrollPosition({ x: 0, y: -0.5, timestamp: 1 })).toBe(false);
    expect(isValidScrollPosition({ x: 0, y: 1, timestamp: NaN })).toBe(false);
    expect(isValidScrollPosition(null)).toBe(false);
    expect(isValidScrollPosition('0,0')).toBe(false);
  });
});
