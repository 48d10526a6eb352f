/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the HN Firebase API (tests point it at tools/hn-stand-in). */
  readonly VITE_HN_API_BASE?: string;
  /**
   * The origin the site is deployed at, for absolute URLs in link previews (canonical, og:url,
   * og:image). Without it those are paths (`/product/1`), in prerendered pages and in the
   * browser alike.
   */
  readonly VITE_SITE_ORIGIN?: string;
}
