/*
 * Renders a URL to HTML on a server (or at build time): a router of its own in memory for this
 * one render, the routes' loaders run once, the page's async meta settled, then React 19's
 * static `prerender`, which waits for lazy route views. Nothing outlives the render: the router
 * is destroyed, its cache's timer stopped and no signal stays subscribed, so concurrent requests
 * never share state.
 */
import { prerender } from 'react-dom/static';
import type { HydrationData } from '../../ssr/hydration-data.ts';
import type { RenderOptions } from './options.ts';
import { splitHead } from './head.ts';
import { prepareRender } from './prepare.tsx';

/**
 * What `renderUrl` gives: the app's HTML for the root element, the head tags, the status, the
 * hydration script with the loaders' results and, when a guard redirected, where to.
 *
 * @example
 * ```ts
 * const { html, head, status, script } = await renderUrl('/product/1', { routes });
 * ```
 */
export interface RenderResult {
  /** The app's markup: the content of the element the browser hydrates. */
  readonly html: string;
  /** `<title>`, `<meta>` and `<link>` tags React hoisted, and the page's JSON-LD: for `<head>`. */
  readonly head: string;
  /** 200; 404 when nothing matches or a loader threw `NotFoundError`; 500 when a loader failed. */
  readonly status: number;
  /** The loaders' results by cache key, as `script` holds them. */
  readonly data: HydrationData;
  /**
   * The `<script type="application/json">` holding `data`, for the end of the body, after the
   * app's HTML: `readHydrationData()` reads it in the browser. It never runs (no CSP nonce
   * needed), and no value in it can close the element.
   */
  readonly script: string;
  /** Where a guard sent the request (answer with a redirect, status 302). */
  readonly redirect?: string;
}

/**
 * The text of React's prelude, read chunk by chunk. `new Response(prelude).text()` says the same
 * in one line, but in Node wrapping the stream in a `Response` (its body checked and made
 * transferable) cost more than reading the page's few chunks.
 */
async function readText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    text += decoder.decode(chunk.value, { stream: true });
  return text + decoder.decode();
}

/**
 * Renders `url` (a path with its query, `/product/1?tab=reviews`) to HTML: matches it, runs the
 * loaders of the routes on screen once each (with their timeouts, and no retry unless
 * `retries` asks; a loader slower than its timeout is aborted and its route's `errorComponent`
 * renders), waits for the page's
 * meta and renders with React 19's `prerender`. A failed loader renders the route's error
 * view with status 500; an unmatched URL renders the router's `notFoundComponent` with 404,
 * and a matched route answers with the `status` it declares (`{ path: '*', status: 404 }`).
 *
 * The loaders' data goes into `script` as it is (a `Date` stays a `Date`); data the browser
 * cannot receive (a function, a class instance) rejects the render with a `TypeError` naming the
 * loader and the path to the value, before any status is decided.
 *
 * @param url - the path to render, with its query.
 * @param options - the routes, router options and how to render (`app`, `signal`, `metaCache`,
 *   `hydrationId`).
 * @example
 * ```ts
 * const page = await renderUrl('/product/1', { routes });
 * const html = template
 *   .replace('<!--head-->', page.head)
 *   .replace('<!--app-->', page.html + page.script);
 * ```
 */
export async function renderUrl(url: string, options: RenderOptions): Promise<RenderResult> {
  const prepared = await prepareRender(url, options);
  const rendering = prepared.startReact();
  try {
    const { prelude } = await prerender(prepared.app, {
      signal: rendering.signal,
      // React reports the abort of each boundary still pending; the deadline's is expected.
      onError: prepared.reactError,
      // Every Suspense boundary written in place: one written after the shell is moved there by
      // an inline script, which a Content Security Policy without 'unsafe-inline' refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    const { head, html } = splitHead(await readText(prelude));
    // The page is whole: its deferred parts have settled (or fail at the deadline) too.
    const parts = await prepared.deferred.settled();
    const redirect = prepared.redirect();
    return {
      html,
      head: head + prepared.jsonLd(),
      status: prepared.status(prepared.isPassed(rendering.signal.reason)),
      data: prepared.data,
      script: prepared.script + parts,
      ...(redirect && { redirect }),
    };
  } finally {
    rendering.done();
  }
}
