/*
 * @tendril/router/meta: page meta declared on routes (static `meta`, or `loadMeta` from the
 * params and loader data), resolved and cached without React. The React layer that renders
 * it into the head is `@tendril/router/meta/react`.
 */
export { createMetaCache, type MetaCache, type MetaCacheOptions } from './cache.ts';
export { mergeMeta, toPageMeta } from './normalize.ts';
export { defaultMetaCache, routeMeta } from './route-meta.ts';
export {
  JSON_LD_POLICY,
  JSON_LD_SERVED,
  META_TAG_ATTRIBUTE,
  metaTags,
  productJsonLd,
  serializeJsonLd,
  type MetaTag,
} from './tags.ts';
export type {
  MetaContext,
  MetaLoader,
  OpenGraphMeta,
  PageMeta,
  ProductAvailability,
  ProductMeta,
  TwitterMeta,
} from './types.ts';
