import { userKey, userLoader } from './data/loaders.ts';
import type { HnUser } from './data/parse.ts';
import { cachedUser, isUserFresh, peekUser } from './data/users.ts';
import { useLoadedEntity, type LoadedSource } from './use-loaded-entity.ts';

export type UserView =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly user: HnUser; readonly stale: boolean }
  | { readonly status: 'missing' | 'error'; readonly message: string };

function viewOf(id: string, user: HnUser | null): UserView {
  return user
    ? { status: 'ready', user, stale: false }
    : { status: 'missing', message: `There is no user with id ${id}.` };
}

const userSource: LoadedSource<string, HnUser, UserView> = {
  loader: userLoader,
  key: userKey,
  copy(id) {
    if (isUserFresh(id)) return viewOf(id, peekUser(id) ?? null);
    const saved = cachedUser(id);
    return saved ? { status: 'ready', user: saved, stale: true } : undefined;
  },
  view: viewOf,
};

/** The profile for `/user/{id}`: a saved copy paints at once, the loader's fresh one follows. */
export function useUser(id: string): UserView & { retry: () => void } {
  return useLoadedEntity(id, userSource);
}
