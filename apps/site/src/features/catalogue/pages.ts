/*
 * The feature catalogue's page and its page meta, loaded on first visit (routes.ts; app/ hands
 * this table in), so the catalogue never ships on the first load of `/`.
 */
import type { MetaContext, PageMeta } from '@tendril/router/meta';
import type { PageLoader } from '../../shell/feature-pages.ts';

export default {
  '/features/:featureId': () => import('./FeaturePage.tsx').then((m) => m.FeaturePage),
} satisfies Record<string, PageLoader>;

/** The code the catalogue page at `params` renders below itself, fetched ahead (the route's `preload`). */
export function preloadPage(params: Readonly<Record<string, string>>): Promise<unknown> {
  return Promise.all([import('./route-meta.ts'), import('./registry.ts')]).then(
    ([{ featureRoute }, { preloadFeatureTab }]) => {
      const { id, tab } = featureRoute(params);
      return preloadFeatureTab(id, tab);
    },
  );
}

/** The catalogue route's meta (title, description, og, canonical). */
export function featureMeta({ params }: MetaContext): Promise<PageMeta> {
  return import('./route-meta.ts').then((m) => m.featureMeta(params));
}
