/*
 * @tendril/router/meta/react: the page meta of meta/ rendered as React 19 `<title>`, `<meta>` and
 * `<link>` elements, and read in components.
 */
export { HeadTags, MetaTags, type MetaTagsProps } from './MetaTags.tsx';
export { useRouteMeta } from './use-route-meta.ts';
