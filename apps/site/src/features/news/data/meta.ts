/*
 * The head of a story and a user page, from what their loaders delivered (or, while the API
 * is down, the copy the page shows). Loaded with the page's meta, not on the first load.
 */
import type { MetaContext, PageMeta } from '@tendril/router/meta';
import { peekItem } from './items.ts';
import type { HnItem, HnUser } from './parse.ts';
import { plural } from './plural.ts';
import { restoreStory } from './story-cache.ts';

export function storyMeta({ params, data }: MetaContext): PageMeta {
  const id = Number(params.id);
  const item = (data as HnItem | null | undefined) ?? peekItem(id) ?? restoreStory(id);
  if (!item || item.deleted || item.dead) return {};
  const by = item.by || 'unknown';
  if (!item.title)
    return { title: `Comment by ${by}`, description: `A comment by ${by} on Hacker News.` };
  return {
    title: item.title,
    description: `${plural(item.score, 'point', 'points')} and ${plural(item.descendants, 'comment', 'comments')} on Hacker News, posted by ${by}.`,
  };
}

export function userMeta({ data }: MetaContext): PageMeta {
  const user = data as HnUser | null | undefined;
  return user
    ? { title: user.id, description: `${user.id} on Hacker News: ${user.karma} karma.` }
    : {};
}
