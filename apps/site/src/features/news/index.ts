/*
 * The Hacker News reader as one DemoFeature: the default demo app. This module is on the
 * first-load path of `/`, so it holds only the list; story and user pages are lazy chunks.
 */
import type { DemoFeature } from '../../shell/demo-feature.ts';
import type { LoadPages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';
import { NewsNav } from './NewsNav.tsx';
import './data/prefetch.ts';
import { loadFeed } from './data/loaders.ts';
import { newsRoutes } from './routes.ts';
import { TopStoriesPage } from './StoryList.tsx';

/** The news reader, given how to load its pages.ts. */
export function newsFeature(pages: LoadPages<typeof Pages>): DemoFeature {
  return {
    app: 'news',
    routes: newsRoutes(pages),
    Nav: NewsNav,
    Home: TopStoriesPage,
    loadHome: loadFeed('top'),
  };
}
