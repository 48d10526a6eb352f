/*
 * What every server render of a URL does before React writes a byte: a router of its own in
 * memory, its guards and loaders run once within the render's deadline, failures reported under
 * error ids, the page's meta settled and the loaders' results serialised (data that cannot travel
 * fails here, before any status). `renderUrl` and the streaming renders then hand the router to
 * React, and dispose of it once React is done.
 */
import type { ReactNode } from 'react';
import { DataRegistry } from '../../core/loaders.ts';
import { createMemoryHistory } from '../../core/memory-history.ts';
import { Router } from '../routes.ts';
import { HYDRATION_ID, type HydrationData } from '../../ssr/hydration-data.ts';
import { DeferredParts } from '../../ssr/deferred-parts.ts';
import { hydrationScript } from '../../ssr/serialize.ts';
import { settledRouteMeta } from '../../meta/route-meta.ts';
import { Outlet } from '../Outlet.tsx';
import { RouterProvider } from '../RouterProvider.tsx';
import { jsonLdScript } from './head.ts';
import { JsonLdSink } from '../../meta/react/json-ld-sink.ts';
import {
  failUnsettled,
  hydrationData,
  logError,
  navigationSettled,
  pageStatus,
  reportFailures,
  unlessAborted,
} from '../../ssr/render-data.ts';
import type { RenderOptions } from './options.ts';

/** How long React may still take to write the page once the deadline has passed. */
const RENDER_GRACE_MS = 1000;

/**
 * A signal that aborts with `reason()` after `ms`, or with the request's own reason when that
 * aborts first; `clear` stops its timer.
 */
function timeLimit(ms: number, reason: () => unknown, request: AbortSignal | undefined) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(reason()), ms);
  const signal = request ? AbortSignal.any([request, controller.signal]) : controller.signal;
  return {
    signal,
    clear: () => clearTimeout(timer),
    stop: (why: unknown) => controller.abort(why),
  };
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

export const defaultApp = (router: Router): ReactNode => (
  <RouterProvider router={router}>
    <Outlet />
  </RouterProvider>
);

/** A render made ready for React: its router, its data serialised, its status to come. */
export interface PreparedRender {
  readonly router: Router;
  readonly data: HydrationData;
  /** The hydration script, deferred parts as numbers (their scripts follow as they settle). */
  readonly script: string;
  /** The app wrapped to collect the JSON-LD its head renders (see `jsonLd`). */
  readonly app: ReactNode;
  /** The JSON-LD scripts the app's head has rendered so far, for the page's head. */
  jsonLd(): string;
  readonly deferred: DeferredParts;
  /** Whether `reason` is the deadline's (React's errors carrying it are expected). */
  isPassed(reason: unknown): boolean;
  /** Where a guard sent the request, if it did. */
  redirect(): string | undefined;
  /** The page's status; `late` when React passed the deadline writing it. */
  status(late: boolean): number;
  /** Destroys the router and stops its timers: once React is done with it. */
  dispose(): void;
  /**
   * React's part of the render: a signal that aborts at the deadline (React still gets at least
   * `RENDER_GRACE_MS` to write the page with fallbacks for what is pending) or with the request,
   * `stop`, which aborts it when the reader of the stream goes away, and `done`, which stops its
   * timer and disposes of the render.
   */
  startReact(): {
    signal: AbortSignal;
    stop(reason: unknown): void;
    done(): void;
  };
  /**
   * React's `onError`: logs what is neither the render's own abort (the deadline, a client that
   * went away) nor a part's failure already reported.
   */
  reactError(error: unknown): void;
}

/** Runs the guards, loaders and meta of `url` and serialises their results (see `renderUrl`). */
export async function prepareRender(url: string, options: RenderOptions): Promise<PreparedRender> {
  const {
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
  // The deadline's reason, made when it passes: a DOMException takes a stack trace, and few
  // renders pass their deadline.
  let passed: DOMException | undefined;
  const expire = () =>
    (passed ??= new DOMException(
      `The render of ${url} passed its deadline of ${deadlineMs} ms`,
      'TimeoutError',
    ));
  const isPassed = (reason: unknown) => passed !== undefined && reason === passed;
  const deadlineAt = Date.now() + deadlineMs;
  const deadline = timeLimit(deadlineMs, expire, signal);
  // React's signal, once it renders.
  let stopped: AbortSignal | undefined;
  const history = createMemoryHistory([url]);
  const requested = history.location.href;
  const router = new Router({ ...routerOptions, history, data: registry });
  const dispose = () => {
    deadline.clear();
    router.destroy();
    // The result cache sweeps on a timer while it holds entries: it would keep this render's
    // data alive after the request.
    registry.cache.dispose();
  };
  try {
    setup?.(router);
    // Only a guard makes a navigation wait; without one, the router has committed already.
    if (router.navigation.peek()) await unlessAborted(navigationSettled(router), deadline.signal);
    // The request's signal aborts the loaders and the render; the deadline fails the loaders
    // still running and lets the page render without them.
    await unlessAborted(router.load(signal ? { signal } : {}), deadline.signal).catch(
      (error: unknown) => {
        if (!isPassed(error)) throw error;
        failUnsettled(registry, deadlineMs);
      },
    );
    reportFailures(registry, { url, redact: redactErrors, onError });
    // The meta loaders settle first, so the app's head renders their meta (past the deadline,
    // what it has).
    await unlessAborted(settledRouteMeta(router, metaCache), deadline.signal).catch(
      (error: unknown) => {
        if (!isPassed(error)) throw error;
      },
    );
    // Serialised before the page is rendered, so that data the browser cannot receive fails
    // the render before a status is sent.
    const data = hydrationData(registry);
    const deferred = new DeferredParts({
      url,
      redact: redactErrors,
      onError,
      signal: deadline.signal,
    });
    const names = loaderNames(registry);
    for (const [key, entry] of Object.entries(data.loaders))
      deferred.nameParts(entry.data, names(key));
    const script = hydrationScript(data, hydrationId ?? HYDRATION_ID, names, deferred.reduce);
    const redirect = () => {
      const location = router.location.peek();
      return location && location.href !== requested ? location.href : undefined;
    };
    // The head's JSON-LD is what the app renders (its MetaTags or HeadTags), as the browser's
    // first render writes it: the meta the app merges in (a canonical URL) included.
    const jsonLd = new Set<string>();
    return {
      router,
      data,
      script,
      app: (
        <JsonLdSink value={(json) => jsonLd.add(json)}>
          {(options.app ?? defaultApp)(router)}
        </JsonLdSink>
      ),
      jsonLd: () => [...jsonLd].map(jsonLdScript).join(''),
      deferred,
      isPassed,
      redirect,
      // Past the deadline the page is incomplete, whatever the loaders' states say.
      status: (late) =>
        redirect()
          ? 302
          : late || isPassed(deadline.signal.reason)
            ? 504
            : pageStatus(
                router,
                registry.loaders.map(({ state }) => state.peek()),
              ),
      dispose,
      startReact() {
        const left = deadlineAt - Date.now();
        // Most renders get here well within the deadline: React's limit is the deadline itself.
        if (left >= RENDER_GRACE_MS) {
          stopped = deadline.signal;
          return { signal: deadline.signal, stop: deadline.stop, done: dispose };
        }
        // React renders nothing at all once its signal has aborted: past the deadline, it still
        // gets a moment to write the page with the views that have settled.
        const limit = timeLimit(RENDER_GRACE_MS, expire, signal);
        stopped = limit.signal;
        return {
          signal: limit.signal,
          stop: limit.stop,
          done: () => {
            limit.clear();
            dispose();
          },
        };
      },
      reactError(error) {
        // Each boundary still pending reports the abort's reason: not an error of the page.
        const aborted = stopped?.aborted && error === stopped.reason;
        if (!isPassed(error) && !aborted && !deferred.reported(error)) console.error(error);
      },
    };
  } catch (error) {
    dispose();
    throw error;
  }
}
