/* The feature catalogue: /features/{id}, /{id}/docs and /{id}/demo, one pattern. */
import type { Route } from '@tendril/router/react';
import { lazyPages, type LoadPages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';

export function catalogueRoutes(pages: LoadPages<typeof Pages>): Route[] {
  return [
    {
      regex: /^\/(?:features\/(?<f>[^/]+)|(?<id>[^/]+)\/(?<tab>docs|demo))$/,
      component: lazyPages(pages)('/features/:featureId'),
      preload: (params) => pages().then((m) => m.preloadPage(params)),
      loadMeta: (context) => pages().then((m) => m.featureMeta(context)),
    },
  ];
}
