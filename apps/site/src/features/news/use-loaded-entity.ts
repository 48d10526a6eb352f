/*
 * One page-sized thing from the API (a story, a user), as its route loader delivers it. A
 * copy from memory or browser storage paints while the loader runs; a refresh that fails
 * keeps the copy on screen; Try Again runs the loader again.
 */
import { useMemo } from 'react';
import type { LoaderHandle } from '@tendril/router';
import { useLoader } from '@tendril/router/react';
import { messageOf } from './data/api.ts';

type ErrorView = { readonly status: 'error'; readonly message: string };
type LoadingView = { readonly status: 'loading' };

export interface LoadedSource<K, T, V> {
  /** The loader, and the cache key its state carries for `id`. */
  readonly loader: LoaderHandle<T | null>;
  key(id: K): string;
  /** What to show before the loader's answer: a fresh or saved copy, else nothing. */
  copy(id: K): V | undefined;
  /** The view for the loader's answer (null: the API has no such thing). */
  view(id: K, answer: T | null): V;
}

/** `source` must be a module-level constant. */
export function useLoadedEntity<K, T, V>(
  id: K,
  source: LoadedSource<K, T, V>,
): (V | ErrorView | LoadingView) & { retry: () => void } {
  const state = useLoader(source.loader);
  // The loader's state is shared by every page of its kind: only trust it for this id.
  const mine = state.key === source.key(id);
  const copy = useMemo(() => source.copy(id), [id, source]);
  const answer = mine && state.status === 'success' ? (state.data ?? null) : undefined;
  const view = useMemo(
    () => (answer === undefined ? undefined : source.view(id, answer)),
    [id, answer, source],
  );
  const retry = state.reload;
  if (view) return { ...view, retry };
  if (copy) return { ...copy, retry };
  if (mine && state.status === 'error')
    return { status: 'error', message: messageOf(state.error), retry };
  return { status: 'loading', retry };
}
