/*
 * The Hacker News reader (issue 5): the default demo app. This module is on the first-load
 * path of `/`, so it holds only the list; story and user pages are lazy chunks.
 */
import type { DemoFeature } from '../../shell/demo-feature.ts';
import { featurePages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';
import { NewsNav } from './NewsNav.tsx';
import './data/prefetch.ts';
import { feedLoader, loadFeed, storyLoader, userLoader } from './data/loaders.ts';
import { AskPage, JobsPage, NewStoriesPage, ShowPage, TopStoriesPage } from './StoryList.tsx';

const page = featurePages<typeof Pages>('news');
const ItemPage = page('/item/:id');
const UserPage = page('/user/:id');

const meta = () => import('./data/meta.ts');
const news = (title: string) => ({ app: 'news', title });

export const newsFeature: DemoFeature = {
  app: 'news',
  routes: [
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
  ],
  Nav: NewsNav,
  Home: TopStoriesPage,
  loadHome: loadFeed('top'),
};
