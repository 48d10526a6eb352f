/*
 * The first screen's data, asked for before any of the app's code has loaded.
 *
 * On a first visit to a story list, the ids and then the first batch of stories are the
 * critical path, and the app's code (React included) takes longer to arrive and start than
 * they take to fetch. So a few lines inlined into index.html (`startEarlyFetches`, written
 * out by the site's Vite config) send those requests while the scripts download, and the
 * API client picks the responses up (`takeEarlyResponse`) instead of asking again.
 *
 * Only what the app would fetch first anyway, and only when it would: a list page of the
 * news app with no saved copy of the list (a revisit paints from the cache instead). A
 * failed early request is forgotten and the app asks again, so errors read as before.
 */

import { ACTIVE_APP_KEY } from '../../../lib/active-app-key.ts';
import {
  CACHE_PREFIX,
  DEFAULT_HN_API_BASE,
  FEED_API_FILES,
  FEED_PAGES,
  STORIES_PER_LIST,
  STORY_BATCH_SIZE,
} from './constants.ts';

export interface EarlyFetchConfig {
  /** The HN API base, without a trailing slash. */
  base: string;
  /** List pages: pathname → [cache name of the feed, API list file without `.json`]. */
  feeds: Readonly<Record<string, readonly [string, string]>>;
  /** Storage key of the active demo app; `/` is the news list unless it holds "shop". */
  appKey: string;
  cachePrefix: string;
  /** The first batch: this many valid ids from the first `listLength`. */
  batchSize: number;
  listLength: number;
}

/** What the inline script leaves for the app: when it ran, and the responses by URL. */
export interface EarlyFetches {
  at: number;
  responses: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    __tendrilEarlyFetches?: EarlyFetches;
  }
}

/** The settings for this site, given the build's VITE_HN_API_BASE (if any). */
function earlyFetchConfig(apiBase: string | undefined): EarlyFetchConfig {
  return {
    base: (apiBase || DEFAULT_HN_API_BASE).replace(/\/+$/, ''),
    feeds: Object.fromEntries(
      Object.entries(FEED_PAGES).map(([path, feed]) => [path, [feed, FEED_API_FILES[feed]]]),
    ),
    appKey: ACTIVE_APP_KEY,
    cachePrefix: CACHE_PREFIX,
    batchSize: STORY_BATCH_SIZE,
    listLength: STORIES_PER_LIST,
  };
}

/** The inline script: `startEarlyFetches` with this site's settings. */
export function earlyFetchScript(apiBase: string | undefined): string {
  return `(${startEarlyFetches.toString()})(${JSON.stringify(earlyFetchConfig(apiBase))});`;
}

/**
 * Runs inlined in the page, serialized with `Function.prototype.toString`: it must stay
 * self-contained (no imports, no outer names) and never throw.
 */
function startEarlyFetches(config: EarlyFetchConfig, win: Window = window): void {
  try {
    const path = win.location.pathname;
    const feed = config.feeds[path];
    if (!feed) return;
    const storage = win.localStorage;
    if (path === '/' && storage.getItem(config.appKey) === 'shop') {
      // `/` was rendered ahead of time as the news list, a first visit's home. This visitor's
      // home is the shop's: that screen stays hidden (src/index.css) until the app renders.
      win.document.documentElement.dataset.home = 'shop';
      return;
    }
    if (storage.getItem(`${config.cachePrefix}${feed[0]}-stories`) !== null) return;
    const early: Record<string, Promise<Response>> = {};
    win.__tendrilEarlyFetches = { at: Date.now(), responses: early };
    const get = (url: string) => {
      const response = win.fetch(url);
      // Handled here so an unused failure is not reported; the app sees it when it takes it.
      response.catch(() => undefined);
      early[url] = response;
      return response;
    };
    const listUrl = `${config.base}/${feed[1]}.json`;
    const list = win.fetch(listUrl);
    const itemsAsked = list
      .then((response) => (response.ok ? response.clone().json() : []))
      .then((ids: unknown) => {
        const first: number[] = [];
        const ids30 = Array.isArray(ids) ? ids.slice(0, config.listLength) : [];
        for (const id of ids30) {
          if (first.length === config.batchSize) break;
          if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && !first.includes(id))
            first.push(id);
        }
        for (const id of first) get(`${config.base}/item/${id}.json`);
      })
      .catch(() => undefined);
    // The app gets the list only once the first stories are asked for, so it never asks
    // for them a second time.
    const handOff = list.then((response) => itemsAsked.then(() => response));
    handOff.catch(() => undefined);
    early[listUrl] = handOff;
  } catch {
    // Storage blocked or no fetch: the app loads everything itself, as without this.
  }
}

/** Early responses not taken by then are not the first screen's any more: they are dropped. */
const EARLY_RESPONSES_MAX_AGE_MS = 30_000;

/** The early response for `url`, once (later requests for it go to the network). */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__tendrilEarlyFetches;
  if (!early) return undefined;
  if (Date.now() - early.at > EARLY_RESPONSES_MAX_AGE_MS) {
    delete window.__tendrilEarlyFetches;
    return undefined;
  }
  const response = early.responses[url];
  if (response) delete early.responses[url];
  return response;
}
