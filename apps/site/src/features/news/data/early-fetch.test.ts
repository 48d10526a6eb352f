import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchItem, fetchStoryIds } from './api.ts';
import { earlyFetchScript, takeEarlyResponse } from './early-fetch.ts';

// The API base the build uses, as the client computes it.
const HN_API_BASE = (
  import.meta.env.VITE_HN_API_BASE || 'https://hacker-news.firebaseio.com/v0'
).replace(/\/+$/, '');
/** Early responses older than this are dropped. */
const EARLY_RESPONSES_MAX_AGE_MS = 30_000;
/** The settings the inline script is written with. */
const earlyFetchConfig = (apiBase: string | undefined) =>
  JSON.parse(/\)\((\{.*\})\);$/.exec(earlyFetchScript(apiBase))![1]!) as {
    base: string;
    feeds: Record<string, [string, string]>;
  };

const BASE = 'http://hn.test/v0';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Runs the inline script exactly as the page does: the serialized text, in global scope. */
function runInline(base = BASE) {
  new Function(earlyFetchScript(base))();
  return window.__tendrilEarlyFetches?.responses;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
  delete window.__tendrilEarlyFetches;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('early fetch (inline script)', () => {
  it('asks for the list, then the first batch of valid, distinct ids', async () => {
    const fetch = vi.fn((url: string) =>
      Promise.resolve(
        url.endsWith('/topstories.json')
          ? json([7, 'x', null, 7, -1, 1.5, 8, 9, 10, 11, 12])
          : json({}),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const early = runInline();
    await settle();
    await settle();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      `${BASE}/topstories.json`,
      ...[7, 8, 9, 10, 11].map((id) => `${BASE}/item/${id}.json`),
    ]);
    expect(Object.keys(early ?? {})).toHaveLength(6);
  });

  it('uses the feed of the page: /ask asks for askstories', async () => {
    history.replaceState(null, '', '/ask');
    const fetch = vi.fn(() => Promise.resolve(json([])));
    vi.stubGlobal('fetch', fetch);
    runInline();
    await settle();
    expect(fetch).toHaveBeenCalledWith(`${BASE}/askstories.json`);
  });

  it('asks for nothing on other pages, for `/` while the shop is the active app, or with a saved list', () => {
    const fetch = vi.fn(() => Promise.resolve(json([])));
    vi.stubGlobal('fetch', fetch);
    history.replaceState(null, '', '/item/1');
    runInline();
    history.replaceState(null, '', '/');
    localStorage.setItem('tendril-demo-app', 'shop');
    runInline();
    // …and the news list rendered ahead of time at `/` is not this visitor's home: it is hidden.
    expect(document.documentElement.dataset.home).toBe('shop');
    delete document.documentElement.dataset.home;
    localStorage.setItem('tendril-demo-app', 'news');
    localStorage.setItem('hn-cache-top-stories', '{}');
    runInline();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never throws: blocked storage or a failing list leaves the app to fetch', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => runInline()).not.toThrow();
    await settle();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => runInline()).not.toThrow();
    vi.restoreAllMocks();
  });

  it('is configured from the build: base without trailing slash, public API by default', () => {
    expect(earlyFetchConfig('http://x/v0/').base).toBe('http://x/v0');
    expect(earlyFetchConfig(undefined).base).toBe('https://hacker-news.firebaseio.com/v0');
    expect(earlyFetchConfig('').feeds['/']).toEqual(['top', 'topstories']);
  });
});

describe('the client takes early responses', () => {
  it('once: the response is used and later requests go to the network', async () => {
    const fetch = vi.fn((url: string) =>
      Promise.resolve(url.endsWith('/topstories.json') ? json([1]) : json({ id: 1, title: 'x' })),
    );
    vi.stubGlobal('fetch', fetch);
    runInline(HN_API_BASE);
    await settle();
    await settle();
    const early = fetch.mock.calls.length;
    expect(early).toBe(2);
    await expect(fetchStoryIds('top')).resolves.toEqual([1]);
    await expect(fetchItem(1)).resolves.toMatchObject({ id: 1, title: 'x' });
    expect(fetch).toHaveBeenCalledTimes(early);
    expect(takeEarlyResponse(`${HN_API_BASE}/item/1.json`)).toBeUndefined();
    await fetchItem(1);
    expect(fetch).toHaveBeenCalledTimes(early + 1);
  });

  it('hands the list over only once the first stories are asked for (no request twice)', async () => {
    const fetch = vi.fn((url: string) =>
      Promise.resolve(url.endsWith('/topstories.json') ? json([4, 5]) : json({ id: 4 })),
    );
    vi.stubGlobal('fetch', fetch);
    runInline(HN_API_BASE);
    await expect(fetchStoryIds('top')).resolves.toEqual([4, 5]);
    expect(fetch.mock.calls.map(([url]) => url.slice(HN_API_BASE.length))).toEqual([
      '/topstories.json',
      '/item/4.json',
      '/item/5.json',
    ]);
    await fetchItem(4);
    await fetchItem(5);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('drops early responses nobody took within 30 s (a later page asks the network)', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json([1])));
    runInline(HN_API_BASE);
    // From when the script ran (a loaded machine may have moved the clock on since).
    const ranAt = window.__tendrilEarlyFetches!.at;
    await settle();
    await settle();
    vi.spyOn(Date, 'now').mockReturnValue(ranAt + EARLY_RESPONSES_MAX_AGE_MS + 1);
    expect(takeEarlyResponse(`${HN_API_BASE}/item/1.json`)).toBeUndefined();
    vi.restoreAllMocks();
    runInline(HN_API_BASE);
    await settle();
    await settle();
    expect(takeEarlyResponse(`${HN_API_BASE}/item/1.json`)).toBeDefined();
  });

  it('asks again when the early request failed', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', () =>
      ++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(json([2])),
    );
    runInline(HN_API_BASE);
    await settle();
    await expect(fetchStoryIds('top')).resolves.toEqual([2]);
    expect(calls).toBe(2);
  });

  it('an early answer with an error status reads as that error', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );
    runInline(HN_API_BASE);
    await settle();
    await expect(fetchStoryIds('top')).rejects.toThrow('503 Service Unavailable');
  });

  it('a held early request still times out with the engine message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    runInline(HN_API_BASE);
    const pending = fetchStoryIds('top', { timeoutMs: 1000 });
    const outcome = expect(pending).rejects.toThrow('Request timed out');
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
  });
});
