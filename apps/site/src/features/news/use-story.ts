import { isFresh, peekItem, requestItem } from './data/items.ts';
import type { HnItem } from './data/parse.ts';
import { forgetStory, restoreStory } from './data/story-cache.ts';
import { useFreshEntity, type FreshSource } from './use-fresh-entity.ts';

export type StoryView =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly item: HnItem; readonly stale: boolean }
  | { readonly status: 'missing' | 'error'; readonly message: string };

/** What the API's answer means for the page: deleted and dead items are never shown. */
export function viewOf(id: number, item: HnItem | null): StoryView {
  if (item === null) return { status: 'missing', message: `There is no item with id ${id}.` };
  if (item.deleted) return { status: 'missing', message: `Item ${id} has been deleted.` };
  if (item.dead) return { status: 'missing', message: `Item ${id} is dead (flagged or killed).` };
  return { status: 'ready', item, stale: false };
}

function initial(id: number): StoryView {
  const known = peekItem(id);
  if (known !== undefined && isFresh(id)) return viewOf(id, known);
  // A copy from memory or browser storage paints now; the effect fetches a fresh one.
  const saved = known ?? restoreStory(id);
  return saved && !saved.deleted && !saved.dead
    ? { status: 'ready', item: saved, stale: true }
    : { status: 'loading' };
}

const storySource: FreshSource<number, HnItem, StoryView> = {
  initial,
  isFresh,
  peek: peekItem,
  request: requestItem,
  settle(id, before, item) {
    const next = viewOf(id, item);
    if (next.status !== 'ready') forgetStory(id);
    return before.status === 'ready' &&
      next.status === 'ready' &&
      before.item === next.item &&
      !before.stale
      ? before
      : next;
  },
};

/** The item for a page: from memory or storage at once when possible, always refreshed. */
export function useStory(id: number): StoryView & { retry: () => void } {
  return useFreshEntity(id, storySource);
}
