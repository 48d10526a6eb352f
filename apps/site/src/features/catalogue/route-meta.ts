/*
 * What the catalogue's one route reads from its URL, and the page meta it declares through
 * the router's meta support. Loaded lazily by the route table's `loadMeta`, so the catalogue
 * never ships on the first load of `/`.
 */
import type { PageMeta } from '@tendril/router/meta';
import { siteOrigin } from '../../lib/site-origin.ts';
import { findFeature, TABS, type FeatureTab } from './catalogue.ts';

/**
 * The params of the catalogue route: `f` for `/features/{f}` (the docs tab), or `id` and `tab`
 * for `/{id}/docs` and `/{id}/demo`.
 */
export type FeatureRouteParams = Readonly<Record<string, string | undefined>>;

/** The feature id and tab a catalogue URL names. */
export function featureRoute(params: FeatureRouteParams): { id: string; tab: FeatureTab } {
  return params.f !== undefined
    ? { id: params.f, tab: 'docs' }
    : { id: params.id ?? '', tab: params.tab === 'demo' ? 'demo' : 'docs' };
}

/** The same, read from a pathname (the page reads the URL the route matched). */
export function featureRouteOf(pathname: string): { id: string; tab: FeatureTab } {
  const [, first = '', second = ''] = pathname.split('/');
  return first === 'features'
    ? featureRoute({ f: second })
    : featureRoute({ id: first, tab: second });
}

/** Page meta of a catalogue page; an unknown feature is kept out of search engines. */
export function featureMeta(params: FeatureRouteParams, origin = siteOrigin()): PageMeta {
  const { id, tab } = featureRoute(params);
  const feature = findFeature(id);
  if (!feature) return { title: 'Feature Not Found', robots: 'noindex' };
  const title = `${feature.name} · ${TABS[tab]}`;
  const url = `${origin}${feature.routes[tab]}`;
  return {
    title,
    description: feature.description,
    keywords: feature.tags,
    canonical: url,
    og: { title, description: feature.description, url },
    twitter: { card: 'summary', title, description: feature.description },
  };
}
