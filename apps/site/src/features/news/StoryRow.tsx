import { memo } from 'react';
import { plural } from './data/plural.ts';
import { FastLink } from './FastLink.tsx';
import { preloadItemPage, preloadUserPage } from './lazy-pages.ts';
import { domainOf, type HnItem } from './data/parse.ts';
import { isoTime, timeAgo } from './data/time-ago.ts';

/**
 * One list row: rank, title (to the story's URL, with its domain), score, author, age, comments.
 * Memoized: each batch of stories renders its own rows, not the ones already on screen.
 */
export const StoryRow = memo(function StoryRow({ story, rank }: { story: HnItem; rank: number }) {
  const domain = domainOf(story.url);
  const itemLink = `/item/${story.id}`;
  return (
    <li data-testid="story-row" data-id={story.id} className="flex gap-3 py-2">
      <span className="w-8 shrink-0 text-right text-stone-500 tabular-nums">{rank}.</span>
      <div className="min-w-0">
        <p className="break-words">
          {story.url ? (
            <a
              href={story.url}
              rel="noreferrer"
              className="font-medium text-stone-900 hover:underline"
            >
              {story.title || '(untitled)'}
            </a>
          ) : (
            <FastLink
              to={itemLink}
              onPointerEnter={preloadItemPage}
              className="font-medium text-stone-900 hover:underline"
            >
              {story.title || '(untitled)'}
            </FastLink>
          )}
          {domain && <span className="ml-1.5 text-xs text-stone-500">({domain})</span>}
        </p>
        <p className="text-xs text-stone-600">
          {story.type !== 'job' && <>{plural(story.score, 'point', 'points')} </>}
          {story.by && (
            <>
              by{' '}
              <FastLink
                to={`/user/${encodeURIComponent(story.by)}`}
                onPointerEnter={preloadUserPage}
                className="hover:underline"
              >
                {story.by}
              </FastLink>{' '}
            </>
          )}
          <time dateTime={isoTime(story.time)}>{timeAgo(story.time)}</time>
          {story.type !== 'job' && (
            <>
              {' | '}
              <FastLink
                to={itemLink}
                onPointerEnter={preloadItemPage}
                onFocus={preloadItemPage}
                className="hover:underline"
              >
                {plural(story.descendants, 'comment', 'comments')}
              </FastLink>
            </>
          )}
        </p>
      </div>
    </li>
  );
});
