/*
 * Story lists (top, new, ask, show, jobs) as signals. A list loads its first 30 ids, then the
 * stories in batches of 5 with a 300 ms pause, appearing batch by batch with progress.
 *
 * A list found in browser storage is on screen from the first render (so Back and reloads
 * paint at once, and scroll restoration has a page to land on) and is refreshed in the
 * background: the fresh list replaces it in one piece when complete, so rows never jump
 * while the user reads. Refresh clears the cache and loads from scratch.
 */
import { signal, type ReadonlySignal, type Signal } from '@tendril/signals';
import { fetchStoryIds, messageOf, type Feed } from './api.ts';
import { loadInBatches } from './batch.ts';
import { feedCacheKey, newsCache, type NewsCache } from './cache.ts';
import {
  LIST_FRESH_MS,
  STORIES_PER_LIST,
  STORY_BATCH_PAUSE_MS,
  STORY_BATCH_SIZE,
} from './constants.ts';
import { forgetItems, requestItem, seedItems } from './items.ts';
import { isShown, parseIds, parseStoredItem, type HnItem } from './parse.ts';
import { forgetUsers } from './users.ts';

export interface FeedState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly stories: readonly HnItem[];
  /** Ids being loaded and how many of them are done, for the progress bar. */
  readonly total: number;
  readonly loaded: number;
  /** A background refresh of the stories on screen is running. */
  readonly refreshing: boolean;
  /** Why the last background refresh failed (the cached list stays). */
  readonly refreshError: string | null;
  readonly error: string | null;
  /** When the stories were fetched; 0 for a list from the cache not yet refreshed. */
  readonly updatedAt: number;
}

export interface FeedStoreDeps {
  fetchIds: (feed: Feed, signal: AbortSignal) => Promise<number[]>;
  /** Rejects on failure; the store turns that into a skipped story. */
  fetchItem: (id: number) => Promise<HnItem | null>;
  cache: NewsCache;
  now?: () => number;
  /** Stories read from the cache (to seed the item memory). */
  onCached?: (stories: readonly HnItem[]) => void;
  /** Refresh cleared the cache. */
  onClear?: () => void;
}

interface CachedFeed {
  ids: number[];
  stories: HnItem[];
}

function parseCachedFeed(data: unknown): CachedFeed | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { ids, stories } = data as { ids?: unknown; stories?: unknown };
  if (!Array.isArray(stories)) return undefined;
  return { ids: parseIds(ids), stories: stories.map(parseStoredItem).filter(isShown) };
}

const IDLE: FeedState = {
  status: 'idle',
  stories: [],
  total: 0,
  loaded: 0,
  refreshing: false,
  refreshError: null,
  error: null,
  updatedAt: 0,
};

/**
 * A list as a first visit sees it before its ids arrive: loading, with placeholders. What a
 * prerendered list page shows, and so what its hydration starts from.
 */
export const FIRST_LOAD: FeedState = { ...IDLE, status: 'loading' };

export function createFeedStore(deps: FeedStoreDeps) {
  const { cache, now = Date.now } = deps;
  const states = new Map<Feed, Signal<FeedState>>();
  const runs = new Map<Feed, AbortController>();

  function stateOf(feed: Feed): Signal<FeedState> {
    let state = states.get(feed);
    if (!state) {
      const hit = cache.read(feedCacheKey(feed), parseCachedFeed);
      if (hit && hit.data.stories.length > 0) {
        deps.onCached?.(hit.data.stories);
        state = signal<FeedState>({ ...IDLE, status: 'ready', stories: hit.data.stories });
      } else state = signal(IDLE);
      states.set(feed, state);
    }
    return state;
  }

  async function run(feed: Feed, background: boolean): Promise<void> {
    runs.get(feed)?.abort();
    const controller = new AbortController();
    runs.set(feed, controller);
    const state = stateOf(feed);
    const update = (patch: Partial<FeedState>) => {
      if (!controller.signal.aborted) state.value = { ...state.peek(), ...patch };
    };
    update(background ? { refreshing: true, refreshError: null, total: 0, loaded: 0 } : FIRST_LOAD);
    try {
      const ids = (await deps.fetchIds(feed, controller.signal)).slice(0, STORIES_PER_LIST);
      update({ total: ids.length });
      const fresh: HnItem[] = [];
      let failures = 0;
      let lastError: unknown;
      const load = (id: number) =>
        deps.fetchItem(id).catch((error: unknown) => {
          failures++;
          lastError = error;
          return null;
        });
      await loadInBatches(ids, load, {
        size: STORY_BATCH_SIZE,
        pauseMs: STORY_BATCH_PAUSE_MS,
        signal: controller.signal,
        onBatch: (results, done) => {
          fresh.push(...results.filter(isShown));
          update(background ? { loaded: done } : { loaded: done, stories: [...fresh] });
        },
      });
      // Every story failing is an outage, not a list of nothing. A background refresh that
      // lost stories to failures (the connection dropped midway) keeps the list on screen.
      if (failures > 0 && (background || fresh.length === 0)) throw lastError;
      update({ status: 'ready', stories: fresh, refreshing: false, updatedAt: now() });
      cache.write(feedCacheKey(feed), { ids, stories: fresh });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (background) update({ refreshing: false, refreshError: messageOf(error) });
      else update({ status: 'error', error: messageOf(error) });
    } finally {
      if (runs.get(feed) === controller) runs.delete(feed);
    }
  }

  return {
    feedState(feed: Feed): ReadonlySignal<FeedState> {
      return stateOf(feed);
    },
    /** Loads the list if it has none, or refreshes it in the background if it is old. */
    ensureFeed(feed: Feed): void {
      const state = stateOf(feed).peek();
      if (runs.has(feed)) return;
      if (state.status === 'idle') void run(feed, false);
      else if (state.status === 'ready' && now() - state.updatedAt > LIST_FRESH_MS)
        void run(feed, true);
    },
    /** Try Again after an error. */
    retryFeed(feed: Feed): Promise<void> {
      return run(feed, false);
    },
    /** Refresh clears the cache, then reloads. */
    refreshFeed(feed: Feed): Promise<void> {
      cache.clear();
      deps.onClear?.();
      return run(feed, false);
    },
  };
}

const store = createFeedStore({
  fetchIds: (feed, signal) => fetchStoryIds(feed, { signal }),
  fetchItem: requestItem,
  cache: newsCache,
  onCached: (stories) => seedItems(stories, false),
  onClear: () => {
    forgetItems();
    forgetUsers();
  },
});

export const { feedState, ensureFeed, retryFeed, refreshFeed } = store;
