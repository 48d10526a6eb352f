import { useEffect } from 'react';
import { useLocation } from '@tendril/router/react';
import { HeadTags, useRouteMeta } from '@tendril/router/meta/react';
import { siteOrigin } from './site-origin.ts';

const SITE = 'Tendril';
const DESCRIPTION =
  'Tendril: fast reactive signals and a resilient router for React, shown working.';
/** The picture a shared link shows when the page names none of its own. */
const SOCIAL_IMAGE = '/icon-512.png';

/**
 * The head of every page, from the routes' meta (`meta` and `loadMeta`): the title with the
 * site's name, a description (the site's own when the route has none), Open Graph tags and the
 * canonical URL of the page. React 19 hoists the tags into the head and removes them with the
 * page, so a product's tags leave when the user moves on.
 */
export function SiteMeta() {
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  useEffect(() => {
    // index.html's own title and description serve clients without JavaScript; from here on
    // the app's tags are the only ones, so the head never holds two descriptions. (A
    // prerendered page's tags are gone already: app/data-registry.ts removes them.)
    document.head.querySelectorAll('[data-static-head]').forEach((tag) => tag.remove());
    // A prerendered page's title, once the app's own is in beside it.
    if (document.head.querySelectorAll('title').length > 1)
      document.head.querySelector('title[data-prerendered]')?.remove();
  }, []);
  const title = meta.title ? `${meta.title} · ${SITE}` : SITE;
  const description = meta.description ?? DESCRIPTION;
  // Link previews need absolute URLs: the deployed origin when the build names one (a page
  // rendered ahead of time has no window to ask), else the page's own.
  const origin = siteOrigin();
  const canonical = meta.canonical ?? new URL(pathname, origin).href;
  // Crawlers want absolute image URLs.
  const image = new URL(meta.og?.image ?? meta.twitter?.image ?? SOCIAL_IMAGE, origin).href;
  return (
    <HeadTags
      meta={{
        ...meta,
        title,
        description,
        canonical,
        og: { title, description, url: canonical, ...meta.og, image },
        twitter: { card: 'summary', title, description, ...meta.twitter, image },
      }}
    />
  );
}
