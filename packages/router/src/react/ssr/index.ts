/*
 * @tendril/router/server: renders a URL to HTML with its loaders' results, for a Node server or
 * a prerender step; the browser hydrates with `@tendril/router/hydrate`.
 */
export { renderUrl, type RenderOptions, type RenderResult } from './render.tsx';
export { HYDRATION_ID, type HydratedLoader, type HydrationData } from '../../ssr/hydration-data.ts';
