/*
 * `hn-cache-story-{id}`: a story (or comment) with the comments on screen at its first
 * levels, so a revisit paints the page and its first thread at once (then refetches them).
 * Bounded to the first levels and a fixed count: the largest threads stay mostly network.
 */
import { newsCache, storyCacheKey } from './cache.ts';
import { AUTO_EXPAND_BELOW_LEVEL } from './constants.ts';
import { peekItem, seedItems } from './items.ts';
import { isShown, parseStoredItem, type HnItem } from './parse.ts';

const MAX_CACHED_COMMENTS = 120;

interface CachedStory {
  item: HnItem;
  comments: HnItem[];
}

function parseCachedStory(data: unknown): CachedStory | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { item, comments } = data as { item?: unknown; comments?: unknown };
  const root = parseStoredItem(item);
  if (!isShown(root)) return undefined;
  const list = Array.isArray(comments) ? comments.map(parseStoredItem) : [];
  return { item: root, comments: list.filter((c): c is HnItem => c !== null) };
}

/** Known comments under `root`, breadth first, down to the auto-expanded levels. */
function collectThread(
  root: HnItem,
  lookup: (id: number) => HnItem | null | undefined,
  max = MAX_CACHED_COMMENTS,
): HnItem[] {
  const out: HnItem[] = [];
  let level: readonly number[] = root.kids;
  for (let depth = 0; depth < AUTO_EXPAND_BELOW_LEVEL && level.length > 0; depth++) {
    const next: number[] = [];
    for (const id of level) {
      const item = lookup(id);
      if (!item) continue;
      if (out.length >= max) return out;
      out.push(item);
      next.push(...item.kids);
    }
    level = next;
  }
  return out;
}

export function saveStory(root: HnItem): void {
  newsCache.write(storyCacheKey(root.id), { item: root, comments: collectThread(root, peekItem) });
}

/** The saved story, its comments seeded into memory as stale (to be refetched). */
export function restoreStory(id: number): HnItem | undefined {
  const hit = newsCache.read(storyCacheKey(id), parseCachedStory);
  if (!hit) return undefined;
  seedItems([hit.data.item, ...hit.data.comments], false);
  return hit.data.item;
}

export function forgetStory(id: number): void {
  newsCache.remove(storyCacheKey(id));
}
