import { useCallback, useEffect, useRef } from 'react';
import { useParams } from '@tendril/router/react';
import { NEWS_MESSAGES } from './data/constants.ts';
import { CommentThread, ThreadSettled } from './CommentThread.tsx';
import { ItemHeader } from './ItemHeader.tsx';
import { NewsError } from './NewsError.tsx';
import type { HnItem } from './data/parse.ts';
import { saveStory } from './data/story-cache.ts';
import { useStory } from './use-story.ts';

const SAVE_DELAY_MS = 800;

/** Saves the story's cache once its threads stop arriving (and when the page is left). */
function useStorySaver(item: HnItem | undefined): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(item);
  useEffect(() => {
    latest.current = item;
  }, [item]);
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      if (latest.current) saveStory(latest.current);
    },
    [],
  );
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      if (latest.current) saveStory(latest.current);
    }, SAVE_DELAY_MS);
  }, []);
}

function StoryPage({ id }: { id: number }) {
  const story = useStory(id);
  const item = story.status === 'ready' ? story.item : undefined;
  const touch = useStorySaver(item);
  const fresh = story.status === 'ready' && !story.stale;
  useEffect(() => {
    if (fresh) touch();
  }, [fresh, item, touch]);

  if (story.status === 'loading')
    return (
      <div role="status" aria-label="Loading story" className="flex flex-col gap-2">
        <div className="h-7 w-2/3 animate-pulse rounded bg-stone-100" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-stone-100" />
      </div>
    );
  if (story.status !== 'ready')
    return (
      <NewsError
        level={1}
        title={NEWS_MESSAGES.itemNotFound}
        message={story.message}
        homeLink
        onRetry={story.status === 'error' ? story.retry : undefined}
      />
    );

  return (
    <article data-testid="item-page" data-id={story.item.id}>
      <ItemHeader item={story.item} />
      <section aria-labelledby="comments-title" className="mt-8">
        <h2 id="comments-title" className="mb-3 text-lg font-semibold">
          Comments
        </h2>
        {story.item.kids.length === 0 ? (
          <p className="text-stone-600">{NEWS_MESSAGES.noComments}</p>
        ) : (
          <ThreadSettled.Provider value={touch}>
            <CommentThread ids={story.item.kids} level={0} />
          </ThreadSettled.Provider>
        )}
      </section>
    </article>
  );
}

/** `/item/{id}`: a story or a comment, then its nested comments. */
export function ItemPage() {
  const { id } = useParams<'/item/:id'>();
  // A new id is a new page: no state (collapsed threads, load more) carries over.
  return <StoryPage key={id} id={Number(id)} />;
}
