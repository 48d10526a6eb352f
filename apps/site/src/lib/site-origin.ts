/**
 * The origin of the head's absolute URLs (canonical, og:url, og:image): the one the build names
 * (VITE_SITE_ORIGIN). A build that names none writes paths (`/product/1`) instead, in the page
 * rendered ahead of time and in the browser alike: the two heads must match for React to take
 * the prerendered tags over, and a page rendered ahead of time has no window to ask its origin.
 */
export const siteOrigin = (): string => import.meta.env.VITE_SITE_ORIGIN ?? '';

/** `path` (or a URL) made absolute against the site's origin, or left as it is without one. */
export const siteUrl = (path: string): string => {
  const origin = siteOrigin();
  return origin ? new URL(path, origin).href : path;
};
