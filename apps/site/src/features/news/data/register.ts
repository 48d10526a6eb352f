/*
 * Starts the data a news page needs as soon as its navigation commits, in parallel with the
 * page's code: on the first load of `/` the story ids are on their way before React renders.
 * Every start is idempotent (a list or item already loading is not asked for twice).
 */
import type { Router } from '@tendril/router';
import { activeApp } from '../../../lib/active-app.ts';
import { ensureFeed } from './feed-store.ts';
import { COMMENTS_PER_LEVEL, FEED_PAGES } from './constants.ts';
import { isFresh, loadItem, requestItem } from './items.ts';
import { isUserFresh, requestUser } from './users.ts';

function prefetch(pathname: string): void {
  const feed = FEED_PAGES[pathname];
  if (feed) {
    if (pathname !== '/' || activeApp.peek() === 'news') ensureFeed(feed);
    return;
  }
  const item = /^\/item\/(\d{1,16})$/.exec(pathname);
  if (item) {
    const id = Number(item[1]);
    if (isFresh(id)) return;
    // The first comments too: they are the next thing the page asks for.
    void requestItem(id).then(
      (story) => story?.kids.slice(0, COMMENTS_PER_LEVEL).forEach((kid) => void loadItem(kid)),
      () => undefined,
    );
    return;
  }
  const user = /^\/user\/([^/]+)$/.exec(pathname);
  if (user) {
    let id = user[1]!;
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape is looked up as typed.
    }
    if (!isUserFresh(id)) void requestUser(id).catch(() => undefined);
  }
}

// Start as soon as this module runs, before the router and React exist: the first answer
// then lands while the page's code is still starting, not behind React's first render.
if (import.meta.env.MODE !== 'test' && typeof window !== 'undefined')
  prefetch(window.location.pathname);

export function registerNews(router: Router): void {
  const location = router.location.peek();
  if (location) prefetch(location.pathname);
  router.subscribe((event) => {
    if (event.type === 'commit' && !event.portalChange) prefetch(event.to.pathname);
  });
}
