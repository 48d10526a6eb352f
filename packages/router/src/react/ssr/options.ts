/*
 * The options every server render of a URL takes: `renderUrl`'s, which the streaming renders
 * extend.
 */
import type { ReactNode } from 'react';
import type { Router, RouterOptions } from '../routes.ts';
import type { MetaCache } from '../../meta/cache.ts';
import type { ErrorReporter } from '../../ssr/render-data.ts';

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
