import { describe, expect, it, vi } from 'vitest';
import { createMetaCache } from './cache.ts';

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 0;
  const log = vi.fn();
  const cache = createMetaCache({ ...options, now: () => now, log });
  return { cache, log, advance: (ms: number) => (now += ms) };
}

const route = {};

describe('MetaCache', () => {
  it('reuses an async result for 300000 ms by default, then runs the loader again', async () => {
    const { cache, advance } = setup();
    expect(cache.ttlMs).toBe(300_000);
    const load = vi.fn(() => Promise.resolve({ title: 'Lamp' }));
    expect(await cache.resolve(route, '1', load)).toEqual({ title: 'Lamp' });
    advance(299_999);
    expect(cache.resolve(route, '1', load)).toEqual({ title: 'Lamp' });
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    expect(cache.get(route, '1')).toBeUndefined();
    await cache.resolve(route, '1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no synchronous result: it runs again each time, so it can follow what it reads', () => {
    const { cache } = setup();
    let name = 'Lamp';
    const load = vi.fn(() => ({ title: name }));
    expect(cache.resolve(route, '1', load)).toEqual({ title: 'Lamp' });
    name = 'Desk lamp';
    expect(cache.resolve(route, '1', load)).toEqual({ title: 'Desk lamp' });
    expect(cache.get(route, '1')).toBeUndefined();
  });

  it('keeps results apart per route and per key', async () => {
    const { cache } = setup();
    const other = {};
    await cache.resolve(route, '1', async () => ({ title: 'one' }));
    await cache.resolve(route, '2', async () => ({ title: 'two' }));
    await cache.resolve(other, '1', async () => ({ title: 'other' }));
    expect(cache.get(route, '1')).toEqual({ title: 'one' });
    expect(cache.get(route, '2')).toEqual({ title: 'two' });
    expect(cache.get(other, '1')).toEqual({ title: 'other' });
  });

  it('shares one run between callers while an async loader is in flight', async () => {
    const { cache } = setup();
    let resolve!: (meta: { title: string }) => void;
    const load = vi.fn(() => new Promise<{ title: string }>((r) => (resolve = r)));
    const first = cache.resolve(route, '1', load);
    const second = cache.resolve(route, '1', load);
    expect(load).toHaveBeenCalledTimes(1);
    resolve({ title: 'Lamp' });
    expect(await first).toEqual({ title: 'Lamp' });
    expect(await second).toEqual({ title: 'Lamp' });
    expect(cache.get(route, '1')).toEqual({ title: 'Lamp' });
  });

  it('logs a loader that rejects or throws and gives empty meta, without caching it', async () => {
    const { cache, log } = setup();
    const failure = new Error('down');
    expect(await cache.resolve(route, '1', () => Promise.reject(failure))).toEqual({});
    expect(
      cache.resolve(route, '2', () => {
        throw failure;
      }),
    ).toEqual({});
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('Meta loader failed; the page gets empty meta.', failure);
    expect(cache.get(route, '1')).toBeUndefined();
    expect(cache.resolve(route, '1', () => ({ title: 'back' }))).toEqual({ title: 'back' });
  });

  it('reports to console.error by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    createMetaCache().resolve(route, '1', () => {
      throw new Error('down');
    });
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });

  it('keeps only well-typed fields of a result', () => {
    const { cache } = setup();
    const loose = { title: 'Lamp', robots: 1 } as unknown as { title: string };
    expect(cache.resolve(route, '1', () => loose)).toEqual({ title: 'Lamp' });
  });

  it('drops the least recently used result beyond maxEntries, and clear() drops all', async () => {
    const { cache } = setup({ maxEntries: 2 });
    await cache.resolve(route, 'a', async () => ({ title: 'a' }));
    await cache.resolve(route, 'b', async () => ({ title: 'b' }));
    cache.get(route, 'a');
    await cache.resolve(route, 'c', async () => ({ title: 'c' }));
    expect(cache.get(route, 'b')).toBeUndefined();
    expect(cache.get(route, 'a')).toEqual({ title: 'a' });
    cache.clear();
    expect(cache.get(route, 'a')).toBeUndefined();
  });
});
