import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchItem, fetchStoryIds, fetchUser, messageOf } from './api.ts';

// The API base the build uses, as the client computes it.
const HN_API_BASE = (
  import.meta.env.VITE_HN_API_BASE || 'https://hacker-news.firebaseio.com/v0'
).replace(/\/+$/, '');

const json = (body: unknown, init: ResponseInit = {}) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
      ...init,
    }),
  );

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HN client', () => {
  it('reads from the public API unless VITE_HN_API_BASE says otherwise', () => {
    expect(HN_API_BASE).toBe(
      (import.meta.env.VITE_HN_API_BASE ?? 'https://hacker-news.firebaseio.com/v0').replace(
        /\/+$/,
        '',
      ),
    );
  });

  it('requests the Firebase paths', async () => {
    const fetch = vi.fn((_url: string) => json(null));
    vi.stubGlobal('fetch', fetch);
    await fetchStoryIds('top').catch(() => undefined);
    await fetchStoryIds('jobs').catch(() => undefined);
    await fetchItem(8863);
    await fetchUser('a b/../c');
    expect(fetch.mock.calls.map(([url]) => url.slice(HN_API_BASE.length))).toEqual([
      '/topstories.json',
      '/jobstories.json',
      '/item/8863.json',
      '/user/a%20b%2F..%2Fc.json',
    ]);
  });

  it('parses ids, items and users; unknown items and users are null', async () => {
    const answers: Record<string, unknown> = {
      '/topstories.json': [3, null, 'x', 2, 3],
      '/item/1.json': { id: 1, type: 'story', title: 'A &amp; B', kids: [null, 2] },
      '/item/2.json': null,
      '/user/pg.json': { id: 'pg', karma: 155111, created: 1160418092, submitted: [1] },
      '/user/nobody.json': null,
    };
    vi.stubGlobal('fetch', (url: string) => json(answers[url.slice(HN_API_BASE.length)]));
    await expect(fetchStoryIds('top')).resolves.toEqual([3, 2]);
    await expect(fetchItem(1)).resolves.toMatchObject({ title: 'A & B', kids: [2] });
    await expect(fetchItem(2)).resolves.toBeNull();
    await expect(fetchUser('pg')).resolves.toEqual({
      id: 'pg',
      karma: 155111,
      created: 1160418092,
      about: '',
    });
    await expect(fetchUser('nobody')).resolves.toBeNull();
  });

  it('rejects a story list that is not a list', async () => {
    vi.stubGlobal('fetch', () => json({ error: 'nope' }));
    await expect(fetchStoryIds('top')).rejects.toThrow('malformed story list');
  });

  it('reports HTTP failures as status and status text', async () => {
    const fetch = () =>
      json({ error: 'Service Unavailable' }, { status: 503, statusText: 'Service Unavailable' });
    await expect(fetchItem(1, { fetch })).rejects.toThrow('503 Service Unavailable');
  });

  it('reports a dropped connection as "Network unavailable" and bad JSON plainly', async () => {
    const dropped = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(fetchItem(1, { fetch: dropped })).rejects.toThrow('Network unavailable');
    const garbage = () => Promise.resolve(new Response('<html>', { status: 200 }));
    await expect(fetchItem(1, { fetch: garbage })).rejects.toThrow('malformed answer');
  });

  it('gives up on a held request after the timeout: "Request timed out"', async () => {
    vi.useFakeTimers();
    const held = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        ),
      );
    const result = fetchItem(1, { fetch: held, timeoutMs: 10_000 });
    const outcome = expect(result).rejects.toThrow('Request timed out');
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('an abort by the caller is an AbortError, not a failure to show', async () => {
    const controller = new AbortController();
    const held = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        ),
      );
    const result = fetchItem(1, { fetch: held, signal: controller.signal });
    controller.abort();
    const error = await result.catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    controller.abort();
    expect(await fetchItem(1, { signal: controller.signal }).catch((e) => e)).toMatchObject({
      name: 'AbortError',
    });
  });

  it('messageOf falls back for odd throws', () => {
    expect(messageOf(new Error('boom'))).toBe('boom');
    expect(messageOf('string')).toBe('An unexpected error occurred');
  });
});
