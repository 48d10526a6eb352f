/*
 * One page-sized thing from the API (a story, a user): a copy from memory or browser storage
 * paints at once, a fresh one follows; a refresh that fails keeps the copy on screen; Try
 * Again fetches again. The source says how to read, fetch and turn an answer into a view.
 */
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from './data/api.ts';

type ViewBase = { readonly status: string };
type ErrorView = { readonly status: 'error'; readonly message: string };
type LoadingView = { readonly status: 'loading' };

export interface FreshSource<K, T, V extends ViewBase> {
  /** What the first render shows (a saved copy, or loading). */
  initial(id: K): V;
  isFresh(id: K): boolean;
  peek(id: K): T | null | undefined;
  request(id: K): Promise<T | null>;
  /** The view for an answer; returning `before` for an unchanged answer avoids a render. */
  settle(id: K, before: V, answer: T | null): V;
}

/** `source` must be a module-level constant: it is an effect dependency. */
export function useFreshEntity<K, T, V extends ViewBase>(
  id: K,
  source: FreshSource<K, T, V | ErrorView | LoadingView>,
): (V | ErrorView | LoadingView) & { retry: () => void } {
  const [view, setView] = useState(() => source.initial(id));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const settle = (answer: T | null) => {
      if (live) setView((before) => source.settle(id, before, answer));
    };
    if (attempt === 0 && source.isFresh(id)) settle(source.peek(id) ?? null);
    else
      source.request(id).then(settle, (error: unknown) => {
        if (!live) return;
        // A copy on screen stays (stale) when the refresh fails.
        setView((before) =>
          before.status === 'ready' ? before : { status: 'error', message: messageOf(error) },
        );
      });
    return () => {
      live = false;
    };
  }, [id, attempt, source]);

  const retry = useCallback(() => {
    setView({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...view, retry };
}
