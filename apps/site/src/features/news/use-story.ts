import { storyKey, storyLoader } from './data/loaders.ts';
import { isFresh, peekItem } from './data/items.ts';
import type { HnItem } from './data/parse.ts';
import { forgetStory, restoreStory } from './data/story-cache.ts';
import { useLoadedEntity, type LoadedSource } from './use-loaded-entity.ts';

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

const storySource: LoadedSource<number, HnItem, StoryView> = {
  loader: storyLoader,
  key: storyKey,
  copy(id) {
    const known = peekItem(id);
    if (known !== undefined && isFresh(id)) return viewOf(id, known);
    // A copy from memory or browser storage paints now; the loader fetches a fresh one.
    const saved = known ?? restoreStory(id);
    return saved && !saved.deleted && !saved.dead
      ? { status: 'ready', item: saved, stale: true }
      : undefined;
  },
  view(id, item) {
    const view = viewOf(id, item);
    if (view.status !== 'ready') forgetStory(id);
    return view;
  },
};

/** The item for `/item/{id}`: from memory or storage at once when possible, always refreshed. */
export function useStory(id: number): StoryView & { retry: () => void } {
  return useLoadedEntity(id, storySource);
}
