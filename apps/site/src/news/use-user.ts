import { useCallback, useEffect, useState } from 'react';
import { messageOf } from './api.ts';
import type { HnUser } from './parse.ts';
import { cachedUser, isUserFresh, peekUser, requestUser } from './users.ts';

export type UserView =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly user: HnUser; readonly stale: boolean }
  | { readonly status: 'missing' | 'error'; readonly message: string };

function viewOf(id: string, user: HnUser | null): UserView {
  return user
    ? { status: 'ready', user, stale: false }
    : { status: 'missing', message: `There is no user with id ${id}.` };
}

function initial(id: string): UserView {
  if (isUserFresh(id)) return viewOf(id, peekUser(id) ?? null);
  const saved = cachedUser(id);
  return saved ? { status: 'ready', user: saved, stale: true } : { status: 'loading' };
}

/** A user for the profile page: a saved copy paints at once, a fresh one follows. */
export function useUser(id: string): UserView & { retry: () => void } {
  const [view, setView] = useState(() => initial(id));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const settle = (user: HnUser | null) => {
      if (live)
        setView((before) =>
          before.status === 'ready' && before.user === user ? before : viewOf(id, user),
        );
    };
    if (attempt === 0 && isUserFresh(id)) settle(peekUser(id) ?? null);
    else
      requestUser(id).then(settle, (error: unknown) => {
        if (!live) return;
        setView((before) =>
          before.status === 'ready' ? before : { status: 'error', message: messageOf(error) },
        );
      });
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const retry = useCallback(() => {
    setView({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...view, retry };
}
