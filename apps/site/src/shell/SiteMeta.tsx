import { useEffect } from 'react';
import { useLocation } from '@tendril/router/react';
import { HeadTags, useRouteMeta } from '@tendril/router/meta/react';
import { siteUrl } from '../lib/site-origin.ts';

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
    // prerendered page has none: its tags are the app's, which React takes over as it hydrates.)
    document.head.querySelectorAll('[data-static-head]').forEach((tag) => tag.remove());
  }, []);
  const title = meta.title ? `${meta.title} · ${SITE}` : SITE;
  const description = meta.description ?? DESCRIPTION;
  // Link previews need absolute URLs: the deployed origin's, when the build names it.
  const canonical = meta.canonical ?? siteUrl(pathname);
  const image = siteUrl(meta.og?.image ?? meta.twitter?.image ?? SOCIAL_IMAGE);
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
