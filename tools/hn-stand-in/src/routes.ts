// Maps a request path to an API route and the JSON value the real API would answer with.
// Pure functions of the data set, so they are easy to test without a socket.
import type { Dataset } from './dataset.ts';
import type { FaultPaths } from './options.ts';
import { LIST_NAMES, type ListName } from './types.ts';

export type ApiRoute =
  | { kind: 'list'; name: ListName }
  | { kind: 'maxitem' }
  | { kind: 'updates' }
  | { kind: 'item'; id: number | null }
  | { kind: 'user'; id: string | null };

const LIST_RE = /^\/v0\/([a-z]+)\.json$/;
const ITEM_RE = /^\/v0\/item\/([^/]+)\.json$/;
const USER_RE = /^\/v0\/user\/([^/]+)\.json$/;

function isListName(name: string): name is ListName {
  return (LIST_NAMES as readonly string[]).includes(name);
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The route for a pathname (query string already removed), or null for a 404. */
export function matchRoute(pathname: string): ApiRoute | null {
  const list = LIST_RE.exec(pathname);
  if (list?.[1]) {
    const name = list[1];
    if (isListName(name)) return { kind: 'list', name };
    if (name === 'maxitem') return { kind: 'maxitem' };
    if (name === 'updates') return { kind: 'updates' };
    return null;
  }
  const item = ITEM_RE.exec(pathname);
  if (item?.[1]) {
    // Like Firebase, a key that cannot be an item id is simply absent: null, not an error.
    return { kind: 'item', id: /^\d{1,15}$/.test(item[1]) ? Number(item[1]) : null };
  }
  const user = USER_RE.exec(pathname);
  if (user?.[1]) return { kind: 'user', id: decode(user[1]) };
  return null;
}

/** Which fault scope a route belongs to. */
export function routeScope(route: ApiRoute): Exclude<FaultPaths, 'all'> {
  if (route.kind === 'item') return 'item';
  if (route.kind === 'user') return 'user';
  return 'lists';
}

/** The body for a route; `anchor` is the unix time that item ages count back from. */
export function routeValue(dataset: Dataset, route: ApiRoute, anchor: number): unknown {
  switch (route.kind) {
    case 'list':
      return dataset.lists[route.name];
    case 'maxitem':
      return dataset.maxItem;
    case 'updates':
      return {
        items: dataset.itemIds.slice(-40).reverse(),
        profiles: dataset.userIds.slice(0, 12),
      };
    case 'item':
      return route.id === null ? null : dataset.item(route.id, anchor);
    case 'user':
      return route.id === null ? null : dataset.user(route.id, anchor);
  }
}
