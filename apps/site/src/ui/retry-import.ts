import { wait } from '@tendril/signals/time';
import { isLoadFailure } from './load-failure.ts';

/** sessionStorage key: when this tab last reloaded to fetch code again. */
const RELOADED_AT = 'tendril:reloaded-for-code';
/** A reload within this long of the last one would loop on a chunk that is really gone. */
const RELOAD_GAP_MS = 60_000;

/**
 * Reloads the page to fetch code again, at most once a minute per tab and never offline (a
 * reload cannot help there). Answers whether it reloads. Without sessionStorage nothing could
 * stop a loop, so it does not reload.
 */
export function reloadForCode(
  now = Date.now(),
  reloadPage = () => window.location.reload(),
): boolean {
  if (!navigator.onLine) return false;
  try {
    if (now - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) < RELOAD_GAP_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    return false;
  }
  reloadPage();
  return true;
}

/**
 * A code-split module's loader that asks once more after a failure: a chunk download can fail
 * on a flaky connection, or be aborted under load. Browsers that follow the HTML standard fetch
 * a failed module again; Chromium still answers a second `import()` of the same URL with the
 * first failure for the life of the document. So when the second attempt fails to download too,
 * the page reloads once (`reloadForCode`): a new document fetches the chunk afresh. Only when
 * that is not possible does the caller get the error (the page shows "could not load", whose
 * Reload tries again).
 */
export function retryImport<T>(
  load: () => Promise<T>,
  delayMs = 250,
  reload: () => boolean = reloadForCode,
): () => Promise<T> {
  return () =>
    load()
      .catch(() => wait(delayMs).then(load))
      .catch((error: unknown) => {
        // The page is going away: nothing should render the failure meanwhile.
        if (isLoadFailure(error) && reload()) return new Promise<T>(() => {});
        throw error;
      });
}
