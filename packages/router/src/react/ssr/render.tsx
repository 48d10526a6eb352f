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
import type { PageMeta } from '../../meta/types.ts';
import { routeMeta, settledRouteMeta } from '../../meta/route-meta.ts';
import { Outlet } from '../Outlet.tsx';
import { RouterProvider } from '../RouterProvider.tsx';
import { jsonLdScripts, splitHead } from './head.ts';
import {
  failUnsettled,
  hydrationData,
  logError,
  navigationSettled,
  pageStatus,
  reportFailures,
  unlessAborted,
  type ErrorReporter,
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
  /**
   * How long the render may wait for its loaders, meta loaders and lazy views. Past it, the
   * loaders still running are aborted and fail with a `TimeoutError` (their routes render their
   * error views, status 504), meta still loading is left out, and React finishes with the
   * Suspense fallbacks of what is still pending: the response is never held longer. (A guard
   * that has not answered by then rejects the render with that `TimeoutError`.)
   * @default 10_000
   */
  deadlineMs?: number;
  /**
   * Whether a failed loader's error reaches the page (its error view and the hydration data) as
   * the generic "An unexpected error occurred" and an error id only. The full error is
   * reported to `onError` under the same id either way.
   * @default true when `process.env.NODE_ENV` is 'production', else false (the full message)
   */
  redactErrors?: boolean;
  /**
   * Called once for each loader that failed (not for a `NotFoundError`), with the full error,
   * the error id the page shows, the loader's name and the URL.
   * @default logs them with console.error
   */
  onError?: ErrorReporter;
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

/** How long React may still take to write the page once the deadline has passed. */
const RENDER_GRACE_MS = 1000;

/**
 * A signal that aborts with `reason` after `ms`, or with the request's own reason when that
 * aborts first; `clear` stops its timer.
 */
function timeLimit(ms: number, reason: unknown, request: AbortSignal | undefined) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(reason), ms);
  const signal = request ? AbortSignal.any([request, controller.signal]) : controller.signal;
  return { signal, clear: () => clearTimeout(timer) };
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

/**
 * The head for the hydration data: only when a route on screen has a `loadMeta`, whose result
 * the browser cannot have at its first render (static meta it computes the same).
 */
function headOf(router: Router, href: string, meta: PageMeta): HydrationData['head'] {
  const modal = router.portal.peek().route;
  const layers = [...(router.match.peek()?.chain ?? []), ...(modal ? [modal] : [])];
  return layers.some((route) => route.loadMeta) ? { href, meta } : undefined;
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
  const {
    app = defaultApp,
    setup,
    signal,
    metaCache,
    hydrationId,
    deadlineMs = 10_000,
    redactErrors = globalThis.process?.env?.NODE_ENV === 'production',
    onError = logError,
    ...routerOptions
  } = options;
  // One attempt per loader unless asked: a retry's backoff would hold the response back.
  const registry = new DataRegistry({
    ...routerOptions,
    retries: routerOptions.retries ?? 0,
    serverRender: true,
    // Failures are reported once each, with their error id, by `onError`.
    log: routerOptions.log ?? (() => {}),
  });
  const passed = new DOMException(
    `The render of ${url} passed its deadline of ${deadlineMs} ms`,
    'TimeoutError',
  );
  const deadlineAt = Date.now() + deadlineMs;
  const deadline = timeLimit(deadlineMs, passed, signal);
  const history = createMemoryHistory([url]);
  const requested = history.location.href;
  const router = new Router({ ...routerOptions, history, data: registry });
  let rendering: ReturnType<typeof timeLimit> | undefined;
  try {
    setup?.(router);
    await unlessAborted(navigationSettled(router), deadline.signal);
    // The request's signal aborts the loaders and the render; the deadline fails the loaders
    // still running and lets the page render without them.
    await unlessAborted(router.load(signal ? { signal } : {}), deadline.signal).catch(
      (error: unknown) => {
        if (error !== passed) throw error;
        failUnsettled(registry, deadlineMs);
      },
    );
    reportFailures(registry, { url, redact: redactErrors, onError });
    const meta = await unlessAborted(settledRouteMeta(router, metaCache), deadline.signal).catch(
      (error: unknown) => {
        if (error !== passed) throw error;
        return routeMeta(router, metaCache).peek();
      },
    );
    // Serialised before the page is rendered, so that data the browser cannot receive fails
    // the render before a status is sent.
    const data = hydrationData(registry, headOf(router, requested, meta));
    const script = hydrationScript(data, hydrationId ?? HYDRATION_ID, loaderNames(registry));
    // React renders nothing at all once its signal has aborted: past the deadline, it still gets
    // a moment to write the page with the views that have settled and fallbacks for the rest.
    rendering = timeLimit(Math.max(deadlineAt - Date.now(), RENDER_GRACE_MS), passed, signal);
    const { prelude } = await prerender(app(router), {
      signal: rendering.signal,
      // React reports the abort of each boundary still pending; the deadline's is expected.
      onError: (error: unknown) => {
        if (error !== passed) console.error(error);
      },
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
      // Past the deadline the page is incomplete, whatever the loaders' states say.
      status: redirect
        ? 302
        : deadline.signal.reason === passed || rendering.signal.reason === passed
          ? 504
          : pageStatus(
              router,
              registry.loaders.map(({ state }) => state.peek()),
            ),
      data,
      script,
      ...(redirect && { redirect }),
    };
  } finally {
    deadline.clear();
    rendering?.clear();
    router.destroy();
    // The result cache sweeps on a timer while it holds entries: it would keep this render's
    // data alive after the request.
    registry.cache.dispose();
  }
}
