/*
 * What a server render waits for and what it reports: the navigation settled past its guards,
 * a wait that the request's abort cuts short, the status the loaders' states give the page
 * (the router runs them: `router.load`), and their results as hydration data.
 */
import { effect, type Signal } from '@tendril/signals';
import type { LoaderState } from '../core/data-source.ts';
import type { DataRegistry } from '../core/loaders.ts';
import type { Router } from '../core/router.ts';
import type { HydratedLoader, HydrationData } from './hydration-data.ts';

/** Resolves once no navigation waits on a guard (the first one, and any redirect it made). */
export async function navigationSettled(router: Router): Promise<void> {
  while (router.navigation.peek()) {
    await new Promise<void>((resolve) => {
      const stop = effect(() => {
        if (router.navigation.value) return;
        queueMicrotask(() => stop());
        resolve();
      });
    });
  }
}

/** `promise`, or a rejection with the signal's reason as soon as it aborts. Without a signal, `promise`. */
export async function unlessAborted<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  let stop = () => {};
  const aborted = new Promise<never>((_, reject) => {
    stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
  });
  try {
    return await Promise.race([promise, aborted]);
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/**
 * The page's HTTP status: 404 when nothing matches or a loader threw `NotFoundError`, 500 when
 * a loader failed with no data to show, else the `status` the deepest matched route declares
 * (a catch-all's 404), else 200.
 */
export function pageStatus(router: Router, states: readonly LoaderState[]): number {
  const match = router.match.peek();
  if (!match && !router.portal.peek().isOpen) return 404;
  const failed = states.find((state) => state.status === 'error');
  if (failed) return failed.error?.name === 'NotFoundError' ? 404 : 500;
  const declared = match?.chain.findLast((route) => route.status !== undefined);
  return declared?.status ?? 200;
}

/** What a failed loader shows a visitor in production: nothing about why it failed. */
export const REDACTED_MESSAGE = 'An unexpected error occurred';

/** How a render reports a loader that failed (see `RenderOptions.onError`). */
export type ErrorReporter = (
  error: Error,
  context: { readonly id: string; readonly loader: string; readonly url: string },
) => void;

/** The default reporter: the full error on the server's console, under its id. */
export const logError: ErrorReporter = (error, { id, loader, url }) =>
  console.error(`Loader "${loader}" failed while rendering ${url} (error id ${id}):`, error);

/**
 * Gives every loader that failed (not with `NotFoundError`, which is the app's own answer) an
 * error id, reports the full error under it, and, when `redact` is set, replaces the error the
 * page and the hydration data show with a generic one carrying only that id. The error views
 * then render the same props on the server and, after hydration, in the browser.
 */
export function reportFailures(
  registry: DataRegistry,
  { url, redact, onError }: { url: string; redact: boolean; onError: ErrorReporter },
): void {
  for (const { name, state } of registry.loaders) {
    const current = state.peek();
    const { error } = current;
    if (current.status !== 'error' || !error || error.name === 'NotFoundError') continue;
    const id = crypto.randomUUID().slice(0, 8);
    onError(error, { id, loader: name, url });
    const shown = redact ? new Error(REDACTED_MESSAGE) : new Error(error.message);
    if (!redact) shown.name = error.name;
    // The registry's state signals are writable; it hands them out read-only.
    (state as Signal<LoaderState>).value = { ...current, error: Object.assign(shown, { id }) };
  }
}

/**
 * After the render's deadline: every loader still without a result fails with a timeout, so
 * its route shows its error view rather than waiting.
 */
export function failUnsettled(registry: DataRegistry, deadlineMs: number): void {
  const running = new Set(registry.runningKeys);
  for (const { name, state } of registry.loaders) {
    const current = state.peek();
    // (A loader the server does not run, `ssr: false`, reads as loading too: left as it is.)
    if (current.status !== 'loading' || !running.has(current.key!)) continue;
    const error = new Error(
      `Loader "${name}" did not finish within the render's deadline of ${deadlineMs} ms, so the ` +
        'page was sent without its data.',
    );
    error.name = 'TimeoutError';
    (state as Signal<LoaderState>).value = { ...current, status: 'error', error };
  }
  registry.abortKeys(running);
}

/** Every settled loader of the registry, by key, as the browser's registry is seeded. */
export function hydrationData(registry: DataRegistry): HydrationData {
  const loaders: Record<string, HydratedLoader> = {};
  for (const { state } of registry.loaders) {
    const { status, key, data, error, updatedAt } = state.peek();
    if (key === undefined) continue;
    const when = updatedAt === undefined ? {} : { updatedAt };
    if (status === 'success') loaders[key] = { data, ...when };
    else if (status === 'error' && error) {
      const { id } = error as { id?: unknown };
      const sent = { name: error.name, message: error.message };
      loaders[key] = { error: typeof id === 'string' ? { ...sent, id } : sent, ...when };
    }
  }
  return { loaders };
}
