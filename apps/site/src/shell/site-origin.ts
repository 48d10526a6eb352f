/**
 * The origin of the head's absolute URLs (canonical, og:url, og:image): the deployed one when
 * the build names it (VITE_SITE_ORIGIN), else the page's own. A page rendered ahead of time has
 * no window to ask: a build that prerenders for a real host names its origin, or the HTML's
 * link-preview URLs say `http://localhost`.
 */
export const siteOrigin = (): string =>
  import.meta.env.VITE_SITE_ORIGIN || globalThis.location?.origin || 'http://localhost';
