/*
 * The page's head, as React 19 renders it without a document: hoisted `<title>`, `<meta>` and
 * `<link>` elements come first in the output, before the first element of the app. A marker
 * element rendered before the app splits the two; React escapes every attribute and text, so
 * the marker's markup cannot occur earlier. JSON-LD is added from the route meta: in the
 * browser it is a script the meta layer inserts after render, which a server never runs.
 */
import { createElement, type ReactNode } from 'react';
import { metaTags } from '../../meta/tags.ts';
import type { PageMeta } from '../../meta/types.ts';

const MARKER = '<template data-tendril-head-end=""></template>';

/** The app, after the marker that ends the hoisted head. */
export function withHeadMarker(app: ReactNode): ReactNode {
  return [createElement('template', { key: 'head', 'data-tendril-head-end': '' }), app];
}

/** Splits rendered markup into the hoisted head and the app's HTML. */
export function splitHead(markup: string): { head: string; html: string } {
  const at = markup.indexOf(MARKER);
  return at < 0
    ? { head: '', html: markup }
    : { head: markup.slice(0, at), html: markup.slice(at + MARKER.length) };
}

/** The JSON-LD scripts of a page's meta (their JSON is already escaped for inlining). */
export function jsonLdScripts(meta: PageMeta): string {
  return metaTags(meta)
    .map((tag) =>
      tag.kind === 'json-ld' ? `<script type="application/ld+json">${tag.json}</script>` : '',
    )
    .join('');
}
