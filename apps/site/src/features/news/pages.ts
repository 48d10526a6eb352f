/*
 * The story and user pages are separate chunks (they carry DOMPurify and the comment tree),
 * so the first load of `/` ships only the list. Their routes preload them when a link shows
 * intent (hover, focus, touch); app/ hands this table to them (routes.ts).
 */
import type { PageLoader } from '../../shell/feature-pages.ts';

export default {
  '/item/:id': () => import('./ItemPage.tsx').then((m) => m.ItemPage),
  '/user/:id': () => import('./UserPage.tsx').then((m) => m.UserPage),
} satisfies Record<string, PageLoader>;
