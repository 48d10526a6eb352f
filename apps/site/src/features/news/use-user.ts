import type { HnUser } from './data/parse.ts';
import { useFreshEntity, type FreshSource } from './use-fresh-entity.ts';
import { cachedUser, isUserFresh, peekUser, requestUser } from './data/users.ts';

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

const userSource: FreshSource<string, HnUser, UserView> = {
  initial,
  isFresh: isUserFresh,
  peek: peekUser,
  request: requestUser,
  settle: (id, before, user) =>
    before.status === 'ready' && before.user === user ? before : viewOf(id, user),
};

/** A user for the profile page: a saved copy paints at once, a fresh one follows. */
export function useUser(id: string): UserView & { retry: () => void } {
  return useFreshEntity(id, userSource);
}
