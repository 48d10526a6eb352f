/*
 * The reader's limits and timings, the messages users see and the storage keys. Change them
 * here, never inline.
 */

/** Stories shown per list: the top 30. */
export const STORIES_PER_LIST = 30;
export const STORY_BATCH_SIZE = 5;
export const STORY_BATCH_PAUSE_MS = 300;
export const MAX_STORY_PLACEHOLDERS = 5;

export const COMMENTS_PER_LEVEL = 10;
export const LOAD_MORE_STEP = 5;
export const LOAD_MORE_WAIT_MS = 100;
/** Comment levels count from 0 (a story's direct replies); deeper levels share level 5's indent. */
export const INDENT_CAP_LEVEL = 5;
/** Replies to comments at levels 0–2 show at once; from level 3 on, an "N replies" button. */
export const AUTO_EXPAND_BELOW_LEVEL = 3;

/** A held request gives up after this (the default effect timeout, 10 s). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** A list loaded this recently is not refreshed again when its page is shown. */
export const LIST_FRESH_MS = 60_000;

export const NEWS_MESSAGES = {
  storiesError: 'Error loading stories',
  itemNotFound: 'Item not found',
  userNotFound: 'User not found',
  noComments: 'No comments found',
  tryAgain: 'Try Again',
  backHome: 'Back to Home',
  timedOut: 'Request timed out',
  offline: 'Network unavailable',
} as const;

export const CACHE_PREFIX = 'hn-cache-';

/** The public API; a build can point elsewhere with VITE_HN_API_BASE. */
export const DEFAULT_HN_API_BASE = 'https://hacker-news.firebaseio.com/v0';

export type Feed = 'top' | 'new' | 'ask' | 'show' | 'jobs';

/** Each feed's id list on the API (`/{file}.json`). */
export const FEED_API_FILES: Readonly<Record<Feed, string>> = {
  top: 'topstories',
  new: 'newstories',
  ask: 'askstories',
  show: 'showstories',
  jobs: 'jobstories',
};

/** The pages that show a feed (`/` too, while the news app is the active demo). */
export const FEED_PAGES: Readonly<Record<string, Feed>> = {
  '/': 'top',
  '/new': 'new',
  '/ask': 'ask',
  '/show': 'show',
  '/jobs': 'jobs',
};
export const STATE_KEY = 'hackernews-state';
