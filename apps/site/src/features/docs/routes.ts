/* The feature catalogue: /features/{id}, /{id}/docs and /{id}/demo, one pattern. */
import { featurePages, loadFeaturePages } from '../../shell/feature-pages.ts';
import type * as Pages from './pages.ts';
import type { Route } from '@tendril/router/react';

const page = featurePages<typeof Pages>('docs');
export const docsRoutes: Route[] = [
  {
    regex: /^\/(?:features\/(?<f>[^/]+)|(?<id>[^/]+)\/(?<tab>docs|demo))$/,
    component: page('/features/:featureId'),
    preload: (params) => loadFeaturePages<typeof Pages>('docs').then((m) => m.preloadPage(params)),
    loadMeta: (context) =>
      loadFeaturePages<typeof Pages>('docs').then((m) => m.featureMeta(context)),
  },
];
