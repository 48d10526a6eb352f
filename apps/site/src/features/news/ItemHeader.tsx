import { Link } from '@tendril/router/react';
import { HnHtml } from './HnHtml.tsx';
import { domainOf, isShown, type HnItem } from './data/parse.ts';
import { plural } from './data/plural.ts';
import { isoTime, timeAgo } from './data/time-ago.ts';
import { useItems } from './use-items.ts';

/** A poll's options, fetched in parallel, each with its votes. */
function PollOptions({ ids }: { ids: readonly number[] }) {
  const { items, pending } = useItems(ids);
  return (
    <ul
      className="mt-4 flex flex-col gap-2"
      aria-label="Poll options"
      aria-busy={pending > 0 || undefined}
    >
      {items.filter(isShown).map((option) => (
        <li
          key={option.id}
          data-testid="poll-option"
          className="rounded-lg border border-stone-200 bg-white px-3 py-2"
        >
          <HnHtml html={option.text} />
          <p className="text-xs text-stone-600">{plural(option.score, 'point', 'points')}</p>
        </li>
      ))}
    </ul>
  );
}

/** The page's item: a story (title, link, meta, Ask HN text, poll) or a comment. */
export function ItemHeader({ item }: { item: HnItem }) {
  const by = item.by && (
    <>
      by{' '}
      <Link to={`/user/${encodeURIComponent(item.by)}`} className="hover:underline">
        {item.by}
      </Link>{' '}
    </>
  );
  const age = <time dateTime={isoTime(item.time)}>{timeAgo(item.time)}</time>;

  if (item.type === 'comment') {
    return (
      <header>
        <h1 className="text-xl font-bold">Comment by {item.by || 'unknown'}</h1>
        <p className="mt-1 text-xs text-stone-600">
          {by}
          {age}
          {item.parent !== undefined && (
            <>
              {' | '}
              <Link to={`/item/${item.parent}`} className="hover:underline">
                parent
              </Link>
            </>
          )}
        </p>
        <HnHtml html={item.text} className="mt-3" />
      </header>
    );
  }

  const domain = domainOf(item.url);
  const title = item.title || '(untitled)';
  return (
    <header>
      <h1 className="text-xl font-bold break-words">
        {item.url ? (
          <a href={item.url} rel="noreferrer" className="hover:underline">
            {title}
          </a>
        ) : (
          title
        )}
        {domain && <span className="ml-2 text-sm font-normal text-stone-500">({domain})</span>}
      </h1>
      <p className="mt-1 text-xs text-stone-600">
        {item.type !== 'job' && <>{plural(item.score, 'point', 'points')} </>}
        {by}
        {age}
        {item.type !== 'job' && <> | {plural(item.descendants, 'comment', 'comments')}</>}
      </p>
      <HnHtml html={item.text} className="mt-3" />
      {item.type === 'poll' && item.parts.length > 0 && <PollOptions ids={item.parts} />}
    </header>
  );
}
