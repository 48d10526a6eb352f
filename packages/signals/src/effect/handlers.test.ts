import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInterpreter, load, retry, storage, type Effect, type FetchLike } from './index.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records calls and answers with `respond` (or never, for timeouts). */
function fakeFetch(respond?: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init });
    if (respond) return Promise.resolve(respond({ url, init }));
    return new Promise((_, reject) =>
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('Aborted', 'AbortError')),
      ),
    );
  };
  return { fetch, calls };
}

const json = (body: unknown, init?: ResponseInit) => new Response(JSON.stringify(body), init);

describe('load', () => {
  it('GETs the URL by default and gives the parsed JSON', async () => {
    const { fetch, calls } = fakeFetch(() => json({ id: 1, name: 'Ada' }));
    const interpreter = createInterpreter({ fetch });
    const result = await interpreter.run(load<{ id: number }>({ url: '/api/users/1' }));
    expect(result).toEqual({ status: 'success', success: true, value: { id: 1, name: 'Ada' } });
    expect(calls[0]).toMatchObject({
      url: '/api/users/1',
      init: { method: 'GET', body: undefined },
    });
  });

  it('sends a JSON body with a JSON content type, keeping the caller headers', async () => {
    const { fetch, calls } = fakeFetch(() => json({ ok: true }, { status: 201 }));
    const interpreter = createInterpreter({ fetch });
    await interpreter.run(
      load({
        url: '/api/users',
        method: 'POST',
        headers: { 'X-Demo': '1' },
        body: { name: 'Ada' },
      }),
    );
    expect(calls[0]!.init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Demo': '1' },
      body: '{"name":"Ada"}',
    });
  });

  it('gives "{status} {statusText}" for a non-ok response', async () => {
    const { fetch } = fakeFetch(() => new Response('', { status: 404, statusText: 'Not Found' }));
    const result = await createInterpreter({ fetch }).run(load({ url: '/missing' }));
    expect(result).toEqual({ status: 'error', success: false, error: '404 Not Found' });
  });

  it('gives undefined for an empty body and the parse error for bad JSON', async () => {
    const empty = fakeFetch(() => new Response(null, { status: 204 }));
    expect(await createInterpreter({ fetch: empty.fetch }).run(load({ url: '/x' }))).toMatchObject({
      status: 'success',
      value: undefined,
    });
    const bad = fakeFetch(() => new Response('not json'));
    const result = await createInterpreter({ fetch: bad.fetch }).run(load({ url: '/x' }));
    expect(result.status).toBe('error');
  });

  it('gives "Request timed out" after the default 10000 ms and aborts the request', async () => {
    const { fetch, calls } = fakeFetch();
    const done = createInterpreter({ fetch }).run(load({ url: '/slow' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await done).toEqual({ status: 'error', success: false, error: 'Request timed out' });
    expect(calls[0]!.init.signal?.aborted).toBe(true);
  });

  it('honours its own timeout and retries with it', async () => {
    const { fetch, calls } = fakeFetch();
    const done = createInterpreter({ fetch }).run(
      retry(load({ url: '/slow', timeout: 100 }), { retries: 1 }),
    );
    await vi.advanceTimersByTimeAsync(100 + 1000 + 100);
    expect(await done).toMatchObject({ error: 'Request timed out' });
    expect(calls).toHaveLength(2);
  });

  it('uses globalThis.fetch when none is given', async () => {
    const { fetch } = fakeFetch(() => json([1, 2]));
    vi.stubGlobal('fetch', fetch);
    expect(await createInterpreter().run(load({ url: '/n' }))).toMatchObject({ value: [1, 2] });
  });
});

/** An in-memory Storage; `broken` makes every call throw like a full or blocked storage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const state = { broken: false };
  const guard = () => {
    if (state.broken) throw new DOMException('QuotaExceededError');
  };
  return {
    state,
    data,
    storage: {
      getItem: (key: string) => (guard(), data.get(key) ?? null),
      setItem: (key: string, value: string) => (guard(), void data.set(key, value)),
    },
  };
}

describe('storage', () => {
  it('saves as JSON, loads it back (null when absent) and checks presence', async () => {
    const { storage: store, data } = memoryStorage();
    const interpreter = createInterpreter({ storage: store });
    expect(await interpreter.run(storage({ action: 'check', key: 'theme' }))).toMatchObject({
      value: false,
    });
    expect(await interpreter.run(storage({ action: 'load', key: 'theme' }))).toMatchObject({
      status: 'success',
      value: null,
    });
    await interpreter.run(storage({ action: 'save', key: 'theme', value: { mode: 'dark' } }));
    expect(data.get('theme')).toBe('{"mode":"dark"}');
    expect(await interpreter.run(storage({ action: 'load', key: 'theme' }))).toMatchObject({
      value: { mode: 'dark' },
    });
    expect(await interpreter.run(storage({ action: 'check', key: 'theme' }))).toMatchObject({
      value: true,
    });
  });

  it('gives "Failed to load/save/check {key} in storage" when storage fails', async () => {
    const { storage: store, state } = memoryStorage({ cart: '{broken json' });
    const interpreter = createInterpreter({ storage: store });
    expect(await interpreter.run(storage({ action: 'load', key: 'cart' }))).toEqual({
      status: 'error',
      success: false,
      error: 'Failed to load cart in storage',
    });
    state.broken = true;
    const errors = [];
    for (const action of ['load', 'save', 'check'] as const) {
      const r = await interpreter.run(storage({ action, key: 'cart', value: 1 }));
      errors.push(r.status === 'error' && r.error);
    }
    expect(errors).toEqual([
      'Failed to load cart in storage',
      'Failed to save cart in storage',
      'Failed to check cart in storage',
    ]);
  });

  it('reports malformed operations with their messages', async () => {
    const interpreter = createInterpreter({ storage: memoryStorage().storage });
    const errorOf = async (operation: unknown) => {
      const r = await interpreter.run({ type: 'storage', operation } as Effect);
      return r.status === 'error' ? r.error : r.status;
    };
    expect(await errorOf(undefined)).toBe('System error: undefined operation');
    expect(await errorOf(null)).toBe('System error: undefined operation');
    expect(await errorOf('load:theme')).toBe('System error: invalid operation format');
    expect(await errorOf({ action: 'load' })).toBe('System error: invalid operation format');
    expect(await errorOf({ action: 'delete', key: 'theme' })).toBe('Unknown storage operation');
    expect(await errorOf({ action: 'toString', key: 'theme' })).toBe('Unknown storage operation');
  });

  it('uses globalThis.localStorage by default, and fails cleanly where there is none', async () => {
    const interpreter = createInterpreter();
    expect(await interpreter.run(storage({ action: 'load', key: 'theme' }))).toMatchObject({
      error: 'Failed to load theme in storage',
    });
    vi.stubGlobal('localStorage', memoryStorage({ theme: '"dark"' }).storage);
    expect(await interpreter.run(storage({ action: 'load', key: 'theme' }))).toMatchObject({
      value: 'dark',
    });
  });
});
