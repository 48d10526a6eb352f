/**
 * A code-split module's loader that asks once more after a failure. A chunk download can fail
 * on a flaky connection, or be aborted under load; the browser does not remember a failed
 * dynamic import, so the second request is a real one. Only when it fails too does the page
 * show its "could not load" error (whose Reload tries again).
 */
export function retryImport<T>(load: () => Promise<T>, delayMs = 250): () => Promise<T> {
  return () =>
    load().catch(() => new Promise<void>((wait) => setTimeout(wait, delayMs)).then(load));
}
