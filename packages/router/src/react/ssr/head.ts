/*
 * The page's head, as React 19 renders it without a document: hoisted `<title>`, `<meta>` and
 * `<link>` elements come first in the output, ahead of the app's own markup. They are split
 * off by their tags rather than by a marker element rendered before the app: a marker would
 * change the tree, and with it every `useId` the browser computes while hydrating. (React
 * renders `<title>`, `<meta>` and `<link>` anywhere in the tree into this prefix, so the app's
 * markup never starts with one; a title's text is escaped, so it holds no `<`.) JSON-LD is
 * added from the route meta: in the browser it is a script the meta layer inserts after
 * render, which a server never runs.
 */
import { JSON_LD_SERVED, metaTags } from '../../meta/tags.ts';
import type { PageMeta } from '../../meta/types.ts';

const HOISTED = /^(?:<(?:meta|link)\b[^>]*>|<title\b[^>]*>[^<]*<\/title>)*/;

/** Splits rendered markup into the hoisted head and the app's HTML. */
export function splitHead(markup: string): { head: string; html: string } {
  const head = HOISTED.exec(markup)![0];
  return { head, html: markup.slice(head.length) };
}

/** The JSON-LD scripts of a page's meta (their JSON is already escaped for inlining). */
export function jsonLdScripts(meta: PageMeta): string {
  return metaTags(meta)
    .map((tag) =>
      tag.kind === 'json-ld'
        ? `<script type="application/ld+json" ${JSON_LD_SERVED}>${tag.json}</script>`
        : '',
    )
    .join('');
}
