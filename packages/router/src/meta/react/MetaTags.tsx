import type { ReactElement } from 'react';
import type { MetaCache } from '../cache.ts';
import { META_TAG_ATTRIBUTE, metaTags, type MetaTag } from '../tags.ts';
import type { PageMeta } from '../types.ts';
import { useRouteMeta } from './use-route-meta.ts';
import { JsonLdScript } from './JsonLdScript.tsx';

/**
 * Props of {@link MetaTags}.
 *
 * @example
 * const props: MetaTagsProps = { cache: createMetaCache({ ttlMs: 60_000 }) };
 */
export interface MetaTagsProps {
  /**
   * Where meta loader results are kept.
   * @default the shared cache (300000 ms)
   */
  cache?: MetaCache;
}

// Marks the router's tags, so the browser can read back what a server wrote (`servedMeta`).
const mark = { [META_TAG_ATTRIBUTE]: '' };

function element(tag: MetaTag): ReactElement {
  switch (tag.kind) {
    case 'title':
      return (
        <title key="title" {...mark}>
          {tag.text}
        </title>
      );
    case 'meta':
      return tag.attribute === 'name' ? (
        <meta key={`name:${tag.key}`} name={tag.key} content={tag.content} {...mark} />
      ) : (
        <meta key={`property:${tag.key}`} property={tag.key} content={tag.content} {...mark} />
      );
    case 'canonical':
      return <link key="canonical" rel="canonical" href={tag.href} {...mark} />;
    case 'json-ld':
      // Not a React <script>: see JsonLdScript (Trusted Types).
      return <JsonLdScript key="json-ld" json={tag.json} />;
  }
}

/**
 * Renders a page meta as React 19 `<title>`, `<meta>` and `<link rel="canonical">` elements,
 * which React hoists into the document head (and removes when they unmount), plus a JSON-LD
 * script for product meta, added to the head. Under Trusted Types enforcement the page's
 * `trusted-types` directive must allow the policy named `tendril-json-ld` (JSON_LD_POLICY),
 * which signs only text that parses as JSON.
 *
 * @example
 * <HeadTags meta={{ title: 'Cart', robots: 'noindex' }} />
 */
export function HeadTags({ meta }: { meta: PageMeta }) {
  return <>{metaTags(meta).map(element)}</>;
}

/**
 * The head tags of what the router shows now: render it once inside the RouterProvider.
 * Navigating swaps them, so the previous page's tags leave with it.
 *
 * @example
 * <RouterProvider router={router}>
 *   <MetaTags />
 *   <Outlet />
 * </RouterProvider>
 */
export function MetaTags({ cache }: MetaTagsProps) {
  return <HeadTags meta={useRouteMeta(cache)} />;
}
