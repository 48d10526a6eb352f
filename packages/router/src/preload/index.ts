/*
 * @tendril/router/preload: warm the cache for routes the user is likely to visit, read the
 * web app manifest, and load stylesheets on demand with a status check, timeout and retries.
 */
export { loadCss, type LoadCssOptions } from './css.ts';
export {
  loadManifest,
  manifestUrl,
  parseManifest,
  type ManifestIcon,
  type ManifestOptions,
  type WebManifest,
} from './manifest.ts';
export { preloadRoutes, type PreloadOptions, type PreloadResult } from './routes.ts';
