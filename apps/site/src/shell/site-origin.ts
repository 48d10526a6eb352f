/**
 * The origin a page rendered ahead of time gets when the build names none (VITE_SITE_ORIGIN)
 * and there is no window to ask: its absolute URLs (canonical, og:url, og:image) would be
 * wrong anywhere, so the prerender step leaves those tags out and the browser adds its own.
 */
export const PLACEHOLDER_ORIGIN = 'http://localhost';

/** The origin of the head's absolute URLs: the deployed one when the build names it. */
export const siteOrigin = (): string =>
  import.meta.env.VITE_SITE_ORIGIN || globalThis.location?.origin || PLACEHOLDER_ORIGIN;
