/*
 * Starts the first page's data before the router and React exist: on the first load of `/`
 * the story ids are on their way while the page's code is still starting. The loaders then find that work in flight (every start is
 * idempotent: a list or item already loading is not asked for twice).
 */
import { activeApp } from '../../../lib/active-app.ts';
import { ensureFeed } from './feed-store.ts';
import { FEED_PAGES } from './constants.ts';
import { loadStory } from './loaders.ts';

function prefetch(pathname: string): void {
  const feed = FEED_PAGES[pathname];
  if (feed) {
    if (pathname !== '/' || activeApp.peek() === 'news') ensureFeed(feed);
    return;
  }
  const item = /^\/item\/(\d{1,16})$/.exec(pathname);
  if (item) void Promise.resolve(loadStory({ params: { id: item[1]! } })).catch(() => undefined);
}

if (import.meta.env.MODE !== 'test' && typeof window !== 'undefined')
  prefetch(window.location.pathname);
