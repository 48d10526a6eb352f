/*
 * The page's head, as React 19 renders it without a document: hoisted `<title>`, `<meta>` and
 * `<link>` elements come first in the output, ahead of the app's own markup. They are split
 * off by their tags rather than by a marker element rendered before the app: a marker would
 * change the tree, and with it every `useId` the browser computes while hydrating. (React
 * renders `<title>`, `<meta>` and `<link>` anywhere in the tree into this prefix, so the app's
 * markup never starts with one; a title's text is escaped, so it holds no `<`.) JSON-LD is
 * added by the render, from what the app's head components hand it (meta/react/json-ld-sink.ts):
 * in the browser it is a script the meta layer inserts after render, which a server never runs.
 */
import { JSON_LD_SERVED } from '../../meta/tags.ts';

const HOISTED = /^(?:<(?:meta|link)\b[^>]*>|<title\b[^>]*>[^<]*<\/title>)*/;

/** Splits rendered markup into the hoisted head and the app's HTML. */
export function splitHead(markup: string): { head: string; html: string } {
  const head = HOISTED.exec(markup)![0];
  return { head, html: markup.slice(head.length) };
}

/** A JSON-LD script for the head, marked as the server's (its JSON is already escaped). */
export const jsonLdScript = (json: string): string =>
  `<script type="application/ld+json" ${JSON_LD_SERVED}>${json}</script>`;
