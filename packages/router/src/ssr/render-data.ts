/*
 * What a server render waits for and what it reports: the navigation settled past its guards,
 * a wait that the request's abort cuts short, the status the loaders' states give the page
 * (the router runs them: `router.load`), and their results as hydration data.
 */
import { effect } from '@tendril/signals';
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

/** Every settled loader of the registry, by key, as the browser's registry is seeded. */
export function hydrationData(registry: DataRegistry): HydrationData {
  const loaders: Record<string, HydratedLoader> = {};
  for (const { state } of registry.loaders) {
    const { status, key, data, error, updatedAt } = state.peek();
    if (key === undefined) continue;
    const when = updatedAt === undefined ? {} : { updatedAt };
    if (status === 'success') loaders[key] = { data, ...when };
    else if (status === 'error' && error)
      loaders[key] = { error: { name: error.name, message: error.message }, ...when };
  }
  return { loaders };
}
