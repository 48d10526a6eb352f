import { memo } from 'react';
import { plural } from './data/plural.ts';
import { Link } from '@tendril/router/react';
import { domainOf, type HnItem } from './data/parse.ts';
import { isoTime, timeAgo } from './data/time-ago.ts';

/**
 * One list row: rank, title (to the story's URL, with its domain), score, author, age, comments.
 * Memoized: each batch of stories renders its own rows, not the ones already on screen.
 */
export const StoryRow = memo(function StoryRow({ story, rank }: { story: HnItem; rank: number }) {
  const domain = domainOf(story.url);
  const itemLink = `/item/${story.id}` as const;
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
            <Link to={itemLink} className="font-medium text-stone-900 hover:underline">
              {story.title || '(untitled)'}
            </Link>
          )}
          {domain && <span className="ml-1.5 text-xs text-stone-500">({domain})</span>}
        </p>
        <p className="text-xs text-stone-600">
          {story.type !== 'job' && <>{plural(story.score, 'point', 'points')} </>}
          {story.by && (
            <>
              by{' '}
              <Link to={`/user/${encodeURIComponent(story.by)}`} className="hover:underline">
                {story.by}
              </Link>{' '}
            </>
          )}
          <time dateTime={isoTime(story.time)}>{timeAgo(story.time)}</time>
          {story.type !== 'job' && (
            <>
              {' | '}
              <Link to={itemLink} className="hover:underline">
                {plural(story.descendants, 'comment', 'comments')}
              </Link>
            </>
          )}
        </p>
      </div>
    </li>
  );
});
