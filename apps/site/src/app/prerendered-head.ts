/*
 * The head tags of a page rendered ahead of time (build/prerender.ts writes them from the app's
 * own head). Hydrating, React takes each of them over; a page the browser renders afresh instead
 * (another app than the visitor's, a URL with a query) gets new ones, as React adopts a server's
 * tag only while it hydrates. The prerendered tags then go with the prerendered markup, so the
 * head never holds two titles.
 */
/**
 * The router marks the tags it renders (META_TAG_ATTRIBUTE and JSON_LD_SERVED of
 * @tendril/router/meta); the template's own (viewport, icons) stay. Written out: importing the
 * meta layer here would bring it into the first load, which renders no meta.
 */
export const PAGE_HEAD = '[data-tendril-meta], script[data-tendril-json-ld]';

/** Removes the page tags of a prerendered page's head, which the app is about to render anew. */
export function dropPrerenderedHead(head: HTMLHeadElement = document.head): void {
  for (const tag of head.querySelectorAll(PAGE_HEAD)) tag.remove();
}
