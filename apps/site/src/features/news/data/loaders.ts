/*
 * The news reader's route loaders, as handles. The router runs them when a page's navigation
 * commits (after its short batching delay) and aborts them when the user moves on; pages read
 * their state with `useLoader(handle)`. The reader's own memory and browser storage (items.ts, users.ts,
 * feed-store.ts) are the cache: the registry keeps no second copy (`cache: false`), and a
 * loader answers from memory at once when its copy is fresh.
 */
import type { ReadonlySignal } from '@tendril/signals';
import { defineLoader, type LoaderFn, type LoaderOptions } from '@tendril/router';
import type { Feed } from './api.ts';
import { COMMENTS_PER_LEVEL } from './constants.ts';
import { ensureFeed, feedState, type FeedState } from './feed-store.ts';
import { isFresh, loadItem, peekItem, requestItem } from './items.ts';
import type { HnItem, HnUser } from './parse.ts';
import { isUserFresh, peekUser, requestUser } from './users.ts';

export const storyKey = (id: number | string) => `item-${id}`;
export const userKey = (id: string) => `user-${id}`;

/** The story (or comment) behind `/item/{id}`, its first comments asked for alongside. */
export const loadStory = ({ params }: { params: Readonly<Record<string, string>> }) => {
  const id = Number(params.id);
  if (isFresh(id)) return peekItem(id) ?? null;
  return requestItem(id).then((item) => {
    // The first comments are the next thing the page asks for.
    item?.kids.slice(0, COMMENTS_PER_LEVEL).forEach((kid) => void loadItem(kid));
    return item;
  });
};

/** The profile behind `/user/{id}` (the router has decoded the id). */
export const loadUser = ({
  params,
}: {
  params: Readonly<Record<string, string>>;
}): HnUser | null | Promise<HnUser | null> => {
  const id = params.id ?? '';
  return isUserFresh(id) ? (peekUser(id) ?? null) : requestUser(id);
};

/**
 * A list page's data is the list's live state: it fills batch by batch as stories arrive, so
 * the page paints the first rows without waiting for the thirtieth.
 */
export const loadFeed =
  (feed: Feed): LoaderFn<ReadonlySignal<FeedState>> =>
  () => {
    ensureFeed(feed);
    return feedState(feed);
  };

// The news client has its own timeout, and every page has Try Again, so no silent retries.
const own: LoaderOptions = { cache: false, retries: 0 };

/** `/item/{id}`: the story or comment (null when the API has none). */
export const storyLoader = defineLoader<HnItem | null>('news.story', loadStory, {
  ...own,
  key: ({ id = '' }) => storyKey(id),
});

/** `/user/{id}`: the profile (null when the API has none). */
export const userLoader = defineLoader('news.user', loadUser, {
  ...own,
  key: ({ id = '' }) => userKey(id),
});

/**
 * A list page's loader (`news.new`, `news.ask`, …): the list's live state. Live, so a
 * prerendered list page is its shell, and the browser loads the list.
 */
export const feedLoader = (feed: Feed) =>
  defineLoader(`news.${feed}`, loadFeed(feed), { ...own, key: () => feed, ssr: false });
