/*
 * When a page's first screen is done with the network: the page has loaded, and then no
 * request has finished for a while. A single-page app's load event comes early, before its
 * code-split page, its data and its images; installing a service worker at that moment
 * downloads every precached file alongside them and takes CPU from the page while it renders.
 */

/** How long a page has to make no request before its first screen counts as done. */
export const QUIET_MS = 1000;
/** However busy the network stays (polling, streaming), the wait ends this long after load. */
const MAX_WAIT_MS = 10_000;

/**
 * Runs `start` once `win` has loaded and then gone `quietMs` without a request finishing, or
 * `MAX_WAIT_MS` after load at the latest. Without the Resource Timing observer, it waits
 * `quietMs` after load. Returns a function that cancels the wait.
 */
export function afterFirstScreen(win: Window, start: () => void, quietMs: number): () => void {
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
