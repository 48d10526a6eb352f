/*
 * The news reader's routes: the story lists, a story with its comments, a user. The lists are on
 * the first load of `/`; the story and user pages are lazy chunks (pages.ts), which their routes
 * preload when a link shows intent.
 */
import type { Route } from '@tendril/router/react';
import { lazyPages, type LoadPages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';
import { feedLoader, storyLoader, userLoader } from './data/loaders.ts';
import { AskPage, JobsPage, NewStoriesPage, ShowPage } from './StoryList.tsx';

const meta = () => import('./data/meta.ts');
const news = (title: string) => ({ app: 'news', title });

export function newsRoutes(pages: LoadPages<typeof Pages>): Route[] {
  const page = lazyPages(pages);
  const ItemPage = page('/item/:id');
  const UserPage = page('/user/:id');
  return [
    {
      path: '/item/:id',
      params: { id: /^\d{1,16}$/ },
      loader: storyLoader,
      preload: ItemPage.preload,
      loadMeta: (context) => meta().then((m) => m.storyMeta(context)),
      component: ItemPage,
      meta: news('Story'),
    },
    {
      path: '/user/:id',
      loader: userLoader,
      preload: UserPage.preload,
      loadMeta: (context) => meta().then((m) => m.userMeta(context)),
      component: UserPage,
      meta: news('User'),
    },
    {
      path: '/new',
      loader: feedLoader('new'),
      component: NewStoriesPage,
      meta: news('New Stories'),
    },
    { path: '/ask', loader: feedLoader('ask'), component: AskPage, meta: news('Ask HN') },
    { path: '/show', loader: feedLoader('show'), component: ShowPage, meta: news('Show HN') },
    { path: '/jobs', loader: feedLoader('jobs'), component: JobsPage, meta: news('Jobs') },
  ];
}
