export { HeadTags, MetaTags, type MetaTagsProps } from './MetaTags.tsx';
export { useRouteMeta } from './use-route-meta.ts';
