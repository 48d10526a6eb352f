/*
 * When a page's first screen is done with the network: the page has loaded, and then no
 * request has finished for a while. A single-page app's load event comes early, before its
 * code-split page, its data and its images; work started at that moment (installing a service
 * worker, which downloads every precached file; loading a devtools panel or an analytics
 * script) competes with them for the network and the CPU while the page renders.
 */

/**
 * How long a page has to make no request before its first screen counts as done, in ms: the
 * default of {@link afterFirstScreen}'s `quietMs`.
 *
 * @example
 * ```ts
 * afterFirstScreen(startAnalytics, { quietMs: FIRST_SCREEN_QUIET_MS / 2 });
 * ```
 */
export const FIRST_SCREEN_QUIET_MS = 1000;
/** However busy the network stays (polling, streaming), the wait ends this long after load. */
const MAX_WAIT_MS = 10_000;

/**
 * Options of {@link afterFirstScreen}.
 *
 * @example
 * ```ts
 * const options: FirstScreenOptions = { quietMs: 500 };
 * ```
 */
export interface FirstScreenOptions {
  /**
   * How long no request may finish before the first screen counts as done, in ms.
   * @default 1000 (FIRST_SCREEN_QUIET_MS)
   */
  quietMs?: number;
  /**
   * The window to watch (a test's fake one).
   * @default globalThis.window — without one (a server render), `start` never runs
   */
  window?: Window;
}

/**
 * Runs `start` once the page has loaded and then gone `quietMs` without a request finishing
 * (Resource Timing), or 10 s after load at the latest, however busy the network stays. Where
 * the browser has no resource observer, it waits `quietMs` after load. For work the first
 * screen does not need: it then never competes with the page's own code, data and images.
 * Where there is no window (a server render), it does nothing.
 *
 * @param start - what to run, once.
 * @param options - the quiet period and the window. @default {}
 * @returns a function that cancels the wait (`start` then never runs).
 * @example
 * ```ts
 * import { afterFirstScreen } from '@tendril/router';
 *
 * afterFirstScreen(() => void import('./analytics.ts'));
 * ```
 */
export function afterFirstScreen(
  start: () => void,
  {
    quietMs = FIRST_SCREEN_QUIET_MS,
    window: win = globalThis.window as Window | undefined,
  }: FirstScreenOptions = {},
): () => void {
  if (!win) return () => {};
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let cap: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const stop = () => {
    clearTimeout(quiet);
    clearTimeout(cap);
    observer?.disconnect();
    win.removeEventListener('load', onLoad);
  };
  const finish = () => {
    stop();
    start();
  };
  const rearm = () => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, quietMs);
  };
  function onLoad() {
    cap = setTimeout(finish, MAX_WAIT_MS);
    const Observer = (win as { PerformanceObserver?: typeof PerformanceObserver })
      .PerformanceObserver;
    if (Observer?.supportedEntryTypes?.includes('resource')) {
      // An entry is added as each request finishes.
      observer = new Observer(rearm);
      observer.observe({ type: 'resource' });
    }
    rearm();
  }
  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, { once: true });
  return stop;
}
