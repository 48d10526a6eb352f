import { useEffect, useRef } from 'react';
import { useValue } from '@tendril/signals/react';
import { isOnline } from '../../lib/connection.ts';
import { Button } from '../../ui/Button.tsx';
import { OfflineDataNotice } from '../../ui/OfflineDataNotice.tsx';
import type { Feed } from './data/api.ts';
import { MAX_STORY_PLACEHOLDERS, NEWS_MESSAGES, STORIES_PER_LIST } from './data/constants.ts';
import { FIRST_LOAD, feedState, refreshFeed, retryFeed } from './data/feed-store.ts';
import { NewsError } from './NewsError.tsx';
import { StoryRow } from './StoryRow.tsx';

const FEED_TITLES: Readonly<Record<Feed, string>> = {
  top: 'Top Stories',
  new: 'New Stories',
  ask: 'Ask HN',
  show: 'Show HN',
  jobs: 'Jobs',
};

/** Each list on Hacker News itself, for a browser that runs no script. */
const HN_LISTS: Readonly<Record<Feed, { href: string; label: string }>> = {
  top: { href: 'https://news.ycombinator.com/', label: 'the Hacker News front page' },
  new: { href: 'https://news.ycombinator.com/newest', label: 'new stories on Hacker News' },
  ask: { href: 'https://news.ycombinator.com/ask', label: 'Ask HN on Hacker News' },
  show: { href: 'https://news.ycombinator.com/show', label: 'Show HN on Hacker News' },
  jobs: { href: 'https://news.ycombinator.com/jobs', label: 'jobs on Hacker News' },
};

/**
 * What a browser without JavaScript shows in place of the list, which only a script can fetch
 * (the page is rendered ahead of time as the list's empty shell).
 */
function NoScriptNotice({ feed }: { feed: Feed }) {
  const list = HN_LISTS[feed];
  return (
    <noscript data-news-notice>
      <p className="mt-4 rounded-lg border border-stone-300 bg-white px-4 py-3 text-stone-800">
        The news reader fetches its stories with JavaScript, which is turned off in this browser.
        Read them on{' '}
        <a href={list.href} className="text-green-800 underline">
          {list.label}
        </a>
        .
      </p>
    </noscript>
  );
}

function Progress({ label, loaded, total }: { label: string; loaded: number; total: number }) {
  const share = total > 0 ? Math.round((loaded / total) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total || undefined}
      aria-valuenow={total ? loaded : undefined}
      className="h-1 w-full overflow-hidden rounded bg-stone-200"
    >
      {/* Scaled, not resized: a width transition would lay the page out on every frame. */}
      <div
        className="h-full origin-left bg-green-700 transition-transform"
        style={{ transform: `scaleX(${share / 100})` }}
      />
    </div>
  );
}

/** A row's height with a one-line title (and a placeholder's): what the list reserves per story. */
const ROW_REM = 3.5;

/**
 * A story list (`/`, and the same view for /new, /ask, /show, /jobs). Its route's loader
 * starts the list; the page reads the list's live state from the store, which fills batch by
 * batch (and which the first load of `/` has already started, before the data registry came).
 */
export function StoryList({ feed }: { feed: Feed }) {
  // A prerendered list page is the list's shell: hydration starts from it, then shows the
  // list as it is (saved, or arriving).
  const state = useValue(feedState(feed), { serverValue: FIRST_LOAD });
  const online = useValue(isOnline, { serverValue: true });
  // Back online (or the simulated outage switched off): a list that failed loads again.
  const failed = state.status === 'error';
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && failed) void retryFeed(feed);
    wasOnline.current = online;
  }, [online, failed, feed]);
  const loading = state.status === 'loading';
  const expected = state.total || STORIES_PER_LIST;
  const placeholders = loading
    ? Math.min(
        MAX_STORY_PLACEHOLDERS,
        state.total ? state.total - state.loaded : MAX_STORY_PLACEHOLDERS,
      )
    : 0;

  return (
    <section aria-labelledby="story-list-title">
      <div className="mb-3 flex items-center justify-between gap-4">
        <h1 id="story-list-title" className="text-2xl font-bold">
          {FEED_TITLES[feed]}
        </h1>
        <Button
          onClick={() => void refreshFeed(feed)}
          disabled={!online}
          className="noscript:hidden"
        >
          Refresh
        </Button>
      </div>
      <NoScriptNotice feed={feed} />
      <div className="h-1 noscript:hidden">
        {loading && <Progress label="Loading stories" loaded={state.loaded} total={state.total} />}
        {state.refreshing && (
          <Progress label="Refreshing stories" loaded={state.loaded} total={state.total} />
        )}
      </div>
      {!online && state.stories.length > 0 && (
        <div className="mt-2">
          <OfflineDataNotice />
        </div>
      )}
      {state.refreshError && online && (
        <p className="mt-2 text-xs text-stone-600" role="status">
          Showing saved stories: {state.refreshError}
        </p>
      )}
      {state.status === 'error' ? (
        <div className="mt-4">
          <NewsError
            title={
              online ? NEWS_MESSAGES.storiesError : "You're offline and no cached data is available"
            }
            message={state.error ?? ''}
            onRetry={() => void retryFeed(feed)}
          />
        </div>
      ) : (
        <ol
          className="mt-2 divide-y divide-stone-100 noscript:hidden"
          aria-busy={loading || undefined}
          // While the list grows batch by batch, the rows still to come keep their space, so
          // nothing below (the footer) moves.
          style={loading ? { minHeight: `${expected * ROW_REM}rem` } : undefined}
        >
          {state.stories.map((story, i) => (
            <StoryRow key={story.id} story={story} rank={i + 1} />
          ))}
          {Array.from({ length: Math.max(0, placeholders) }, (_, i) => (
            <li
              // Keyed by the slot it holds: a placeholder is replaced by its row, never moved.
              key={`placeholder-${state.stories.length + i}`}
              data-testid="story-placeholder"
              aria-hidden="true"
              className="my-2 h-10 animate-pulse rounded bg-stone-100"
            />
          ))}
        </ol>
      )}
      {state.status === 'ready' && state.stories.length === 0 && (
        <p className="mt-4 text-stone-600">No stories right now.</p>
      )}
    </section>
  );
}

/** `/` while the news reader is the active app: the `home` loader starts its list. */
export const TopStoriesPage = () => <StoryList feed="top" />;
export const NewStoriesPage = () => <StoryList feed="new" />;
export const AskPage = () => <StoryList feed="ask" />;
export const ShowPage = () => <StoryList feed="show" />;
export const JobsPage = () => <StoryList feed="jobs" />;
