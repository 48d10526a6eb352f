import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNewsCache, feedCacheKey, storyCacheKey } from './cache.ts';
import { createFeedStore, type FeedState } from './feed-store.ts';
import { parseItem, type HnItem } from './parse.ts';
import { QuotaStorage } from '../../../testing/test-storage.ts';

const story = (id: number, extra: Record<string, unknown> = {}): HnItem =>
  parseItem({ id, type: 'story', title: `Story ${id}`, by: 'pg', time: 1, ...extra })!;

function setup(options: { ids?: number[]; items?: Map<number, HnItem | null | Error> } = {}) {
  const storage = new QuotaStorage();
  const cache = createNewsCache({ storage: () => storage });
  const ids = options.ids ?? Array.from({ length: 40 }, (_, i) => i + 1);
  const items = options.items ?? new Map<number, HnItem | null | Error>();
  const fetchIds = vi.fn(async () => ids);
  const fetchItem = vi.fn(async (id: number) => {
    const found = items.has(id) ? items.get(id)! : story(id);
    if (found instanceof Error) throw found;
    return found;
  });
  const onCached = vi.fn();
  const onClear = vi.fn();
  let clock = 1_000_000;
  const make = () =>
    createFeedStore({ fetchIds, fetchItem, cache, now: () => clock, onCached, onClear });
  return {
    storage,
    cache,
    fetchIds,
    fetchItem,
    onCached,
    onClear,
    items,
    make,
    tick: (ms: number) => (clock += ms),
  };
}

const titles = (state: FeedState) => state.stories.map((s) => s.id);

describe('feed store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the first 30 stories in batches of 5 with a 300 ms pause, with progress', async () => {
    const t = setup();
    const store = t.make();
    const state = store.feedState('top');
    expect(state.value.status).toBe('idle');
    store.ensureFeed('top');
    expect(state.value).toMatchObject({ status: 'loading', stories: [], loaded: 0 });

    await vi.advanceTimersByTimeAsync(0);
    expect(state.value).toMatchObject({ status: 'loading', total: 30, loaded: 5 });
    expect(titles(state.value)).toEqual([1, 2, 3, 4, 5]);
    expect(t.fetchItem).toHaveBeenCalledTimes(5);

    await vi.advanceTimersByTimeAsync(299);
    expect(t.fetchItem).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.value.loaded).toBe(10);
    expect(t.fetchItem).toHaveBeenCalledTimes(10);

    await vi.advanceTimersByTimeAsync(300 * 4);
    expect(state.value).toMatchObject({ status: 'ready', loaded: 30, total: 30 });
    expect(titles(state.value)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(t.fetchItem).toHaveBeenCalledTimes(30);
    expect(t.cache.keys()).toEqual([feedCacheKey('top')]);
  });

  it('never shows deleted or dead stories, and skips ones that fail or are missing', async () => {
    const items = new Map<number, HnItem | null | Error>([
      [2, story(2, { deleted: true })],
      [3, story(3, { dead: true })],
      [4, null],
      [5, new Error('503 Service Unavailable')],
    ]);
    const t = setup({ ids: [1, 2, 3, 4, 5, 6], items });
    const store = t.make();
    store.ensureFeed('top');
    await vi.advanceTimersByTimeAsync(1000);
    expect(titles(store.feedState('top').value)).toEqual([1, 6]);
  });

  it('keeps the message when the list fails, and Try Again recovers', async () => {
    const t = setup({ ids: [1, 2] });
    t.fetchIds.mockRejectedValueOnce(new Error('503 Service Unavailable'));
    const store = t.make();
    store.ensureFeed('top');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.feedState('top').value).toMatchObject({
      status: 'error',
      error: '503 Service Unavailable',
    });
    store.ensureFeed('top'); // a remount does not hammer a failing API
    expect(t.fetchIds).toHaveBeenCalledTimes(1);
    void store.retryFeed('top');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.feedState('top').value.status).toBe('ready');
  });

  it('treats every story failing as an error, not an empty list', async () => {
    const items = new Map<number, HnItem | null | Error>([
      [1, new Error('Request timed out')],
      [2, new Error('Request timed out')],
    ]);
    const t = setup({ ids: [1, 2], items });
    const store = t.make();
    store.ensureFeed('top');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.feedState('top').value).toMatchObject({
      status: 'error',
      error: 'Request timed out',
    });
  });

  it('paints a cached list at once, then refreshes it in the background and swaps it in whole', async () => {
    const t = setup({ ids: [11, 12, 13, 14, 15, 16, 17] });
    t.cache.write(feedCacheKey('top'), { ids: [1, 2], stories: [story(1), story(2)] });
    const store = t.make();
    const state = store.feedState('top');
    expect(state.value.status).toBe('ready');
    expect(titles(state.value)).toEqual([1, 2]);
    expect(t.onCached).toHaveBeenCalledWith([story(1), story(2)]);

    store.ensureFeed('top');
    expect(state.value.refreshing).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    // Mid-refresh the cached rows stay put; only the progress moves.
    expect(titles(state.value)).toEqual([1, 2]);
    expect(state.value).toMatchObject({ refreshing: true, loaded: 5, total: 7 });
    await vi.advanceTimersByTimeAsync(300);
    expect(state.value).toMatchObject({ status: 'ready', refreshing: false });
    expect(titles(state.value)).toEqual([11, 12, 13, 14, 15, 16, 17]);
  });

  it('keeps the cached list when the background refresh fails, and says so', async () => {
    const t = setup();
    t.cache.write(feedCacheKey('top'), { ids: [1], stories: [story(1)] });
    t.fetchIds.mockRejectedValueOnce(new Error('Network unavailable'));
    const store = t.make();
    store.ensureFeed('top');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.feedState('top').value).toMatchObject({
      status: 'ready',
      refreshing: false,
      refreshError: 'Network unavailable',
    });
    expect(titles(store.feedState('top').value)).toEqual([1]);
  });

  it('keeps the cached list when stories fail during a background refresh', async () => {
    const t = setup({
      ids: [11, 12, 13],
      items: new Map([[12, new Error('Network unavailable')]]),
    });
    t.cache.write(feedCacheKey('top'), { ids: [1, 2, 3], stories: [story(1), story(2), story(3)] });
    const store = t.make();
    store.ensureFeed('top');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.feedState('top').value).toMatchObject({
      status: 'ready',
      refreshing: false,
      refreshError: 'Network unavailable',
    });
    expect(titles(store.feedState('top').value)).toEqual([1, 2, 3]);
    expect(t.cache.read(feedCacheKey('top'), (d) => d)?.data).toMatchObject({ ids: [1, 2, 3] });
  });

  it('does not refetch a list loaded in the last minute, but does after', async () => {
    const t = setup({ ids: [1] });
    const store = t.make();
    store.ensureFeed('top');
    await vi.advanceTimersByTimeAsync(0);
    store.ensureFeed('top');
    expect(t.fetchIds).toHaveBeenCalledTimes(1);
    t.tick(61_000);
    store.ensureFeed('top');
    expect(t.fetchIds).toHaveBeenCalledTimes(2);
  });

  it('Refresh clears the cache, then reloads from scratch with placeholders', async () => {
    const t = setup({ ids: [1, 2, 3] });
    t.cache.write(storyCacheKey(99), { item: story(99), comments: [] });
    const store = t.make();
    store.ensureFeed('top');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.cache.keys()).toContain(feedCacheKey('top'));

    const done = store.refreshFeed('top');
    expect(t.onClear).toHaveBeenCalled();
    expect(t.cache.keys()).toEqual([]);
    expect(store.feedState('top').value).toMatchObject({ status: 'loading', stories: [] });
    await done;
    expect(store.feedState('top').value.status).toBe('ready');
    expect(t.cache.keys()).toEqual([feedCacheKey('top')]);
  });

  it('survives a cache that cannot be written (quota)', async () => {
    const t = setup({ ids: [1, 2] });
    t.storage.broken = true;
    const store = t.make();
    store.ensureFeed('top');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.feedState('top').value.status).toBe('ready');
    expect(titles(store.feedState('top').value)).toEqual([1, 2]);
  });

  it('a newer run supersedes an older one', async () => {
    const t = setup({ ids: Array.from({ length: 10 }, (_, i) => i + 1) });
    const store = t.make();
    store.ensureFeed('top');
    await vi.advanceTimersByTimeAsync(0);
    void store.retryFeed('top');
    await vi.advanceTimersByTimeAsync(2000);
    // 5 from the first run, then 10 from the second: the first never fetched its second batch.
    expect(t.fetchItem).toHaveBeenCalledTimes(15);
    expect(titles(store.feedState('top').value)).toHaveLength(10);
  });
});
