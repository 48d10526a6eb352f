/*
 * Renders a URL to HTML on a server (or at build time): a router of its own in memory for this
 * one render, the routes' loaders run once, the page's async meta settled, then React 19's
 * static `prerender`, which waits for lazy route views. Nothing outlives the render: the router
 * is destroyed, its cache's timer stopped and no signal stays subscribed, so concurrent requests
 * never share state.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { DataRegistry } from '../../core/loaders.ts';
import { createMemoryHistory } from '../../core/memory-history.ts';
import { Router, type RouterOptions } from '../routes.ts';
import { HYDRATION_ID, type HydrationData } from '../../ssr/hydration-data.ts';
import { hydrationScript } from '../../ssr/serialize.ts';
import type { MetaCache } from '../../meta/cache.ts';
import { settledRouteMeta } from '../../meta/route-meta.ts';
import { Outlet } from '../Outlet.tsx';
import { RouterProvider } from '../RouterProvider.tsx';
import { jsonLdScripts, splitHead } from './head.ts';
import {
  hydrationData,
  navigationSettled,
  pageStatus,
  unlessAborted,
} from '../../ssr/render-data.ts';

/**
 * Options of `renderUrl`: the router's (routes, route views, data options such as `retries`
 * and `timeoutMs`) and how to render.
 *
 * @example
 * ```tsx
 * const options: RenderOptions = { routes, retries: 0, app: (router) => <App router={router} /> };
 * ```
 */
export interface RenderOptions extends Omit<RouterOptions, 'history' | 'data' | 'loaderDelayMs'> {
  /**
   * Extra attempts after a loader fails, for every loader of the render: the retries routes
   * and loaders declare are the browser's, where a retry does not hold a response back.
   * @default 0
   */
  retries?: number;
  /**
   * The React tree to render around the router: the same one the browser hydrates.
   * @default (router) => <RouterProvider router={router}><Outlet /></RouterProvider>
   */
  app?: (router: Router) => ReactNode;
  /**
   * Runs once the render's router exists, before its guards and loaders: what the app does
   * with its browser router (subscribing to navigations, registering features).
   * @default undefined
   */
  setup?: (router: Router) => void;
  /**
   * Aborts the render (the client went away, or `AbortSignal.timeout(ms)` bounds it): the
   * loaders are aborted and `renderUrl` rejects with the signal's reason.
   * @default undefined — the render runs to the end (each loader within its own timeout).
   */
  signal?: AbortSignal;
  /**
   * The meta cache the app's `MetaTags`/`useRouteMeta` read, whose async meta loaders the
   * render waits for.
   * @default defaultMetaCache()
   */
  metaCache?: MetaCache;
  /**
   * The id of the hydration script (`result.script`); pass the same to `readHydrationData`.
   * @default HYDRATION_ID ('tendril-data')
   */
  hydrationId?: string;
}

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

/** The loader's name for each cache key the registry settled, for error messages. */
function loaderNames(registry: DataRegistry): (key: string) => string {
  const names = new Map<string, string>();
  for (const { name, state } of registry.loaders) {
    const { key } = state.peek();
    if (key !== undefined) names.set(key, name);
  }
  return (key) => names.get(key) ?? key;
}

const defaultApp = (router: Router): ReactNode => (
  <RouterProvider router={router}>
    <Outlet />
  </RouterProvider>
);

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
  const { app = defaultApp, setup, signal, metaCache, hydrationId, ...routerOptions } = options;
  // One attempt per loader unless asked: a retry's backoff would hold the response back.
  const registry = new DataRegistry({
    ...routerOptions,
    retries: routerOptions.retries ?? 0,
    serverRender: true,
  });
  const history = createMemoryHistory([url]);
  const requested = history.location.href;
  const router = new Router({ ...routerOptions, history, data: registry });
  try {
    setup?.(router);
    await unlessAborted(navigationSettled(router), signal);
    const states = await router.load(signal ? { signal } : {});
    // Serialised before anything else is done with the page, so that data the browser cannot
    // receive fails the render before a status is sent.
    const data = hydrationData(registry);
    const script = hydrationScript(data, hydrationId ?? HYDRATION_ID, loaderNames(registry));
    const meta = await unlessAborted(settledRouteMeta(router, metaCache), signal);
    const { prelude } = await prerender(app(router), {
      ...(signal && { signal }),
      // Every Suspense boundary written in place: one written after the shell is moved there by
      // an inline script, which a Content Security Policy without 'unsafe-inline' refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    const { head, html } = splitHead(await new Response(prelude).text());
    const location = router.location.peek();
    const redirect = location && location.href !== requested ? location.href : undefined;
    return {
      html,
      head: head + jsonLdScripts(meta),
      status: redirect ? 302 : pageStatus(router, states),
      data,
      script,
      ...(redirect && { redirect }),
    };
  } finally {
    router.destroy();
    // The result cache sweeps on a timer while it holds entries: it would keep this render's
    // data alive after the request.
    registry.cache.dispose();
  }
}
