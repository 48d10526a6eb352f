/*
 * Users in memory (fresh for this page's life) and in browser storage (painted at once on a
 * revisit, then fetched again). Requests for the same user share one fetch.
 */
import { fetchUser } from './api.ts';
import { newsCache, userCacheKey } from './cache.ts';
import { parseUser, type HnUser } from './parse.ts';

const known = new Map<string, HnUser | null>();
const inflight = new Map<string, Promise<HnUser | null>>();
const MAX_USERS = 200;

export function peekUser(id: string): HnUser | null | undefined {
  return known.get(id);
}

export function isUserFresh(id: string): boolean {
  return known.has(id);
}

/** The user saved by an earlier visit, if any. */
export function cachedUser(id: string): HnUser | undefined {
  return newsCache.read(userCacheKey(id), (data) => parseUser(data) ?? undefined)?.data;
}

/** Fetches the user (rejects on failure) and keeps the answer in memory and storage. */
export function requestUser(id: string): Promise<HnUser | null> {
  let pending = inflight.get(id);
  if (!pending) {
    pending = fetchUser(id).then(
      (user) => {
        inflight.delete(id);
        if (known.size >= MAX_USERS) known.delete(known.keys().next().value as string);
        known.set(id, user);
        if (user) newsCache.write(userCacheKey(id), user);
        else newsCache.remove(userCacheKey(id));
        return user;
      },
      (error: unknown) => {
        inflight.delete(id);
        throw error;
      },
    );
    inflight.set(id, pending);
  }
  return pending;
}

export function forgetUsers(): void {
  known.clear();
}
