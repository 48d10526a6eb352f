/*
 * Session history behind one interface: the browser's (window.history + popstate) here, and an
 * in-memory one for tests and non-DOM hosts in ./memory-history.ts (its own module, so a page
 * that uses it does not make the first load carry it). Each entry carries a key and an index in its
 * state, so a pop tells how far it moved (the router can undo a pop a guard refused) and
 * keys survive reloads (scroll positions are stored per key).
 */
import { parseHref, type RouterLocation } from './location.ts';

/**
 * Session history as the router uses it: the browser's (`createBrowserHistory`) or an
 * in-memory one (`createMemoryHistory`). Each entry has a key and an index, so a pop tells how
 * far it moved.
 */
export interface RouterHistory {
  /** The current entry. */
  readonly location: RouterLocation;
  /** Adds an entry after the current one (dropping any forward entries). */
  push(href: string, state?: unknown): void;
  /** Replaces the current entry (with a new key). */
  replace(href: string, state?: unknown): void;
  /** Moves `delta` entries back (negative) or forward; listeners hear about it. */
  go(delta: number): void;
  /** Moves back by `delta` entries without telling listeners (undoing a refused pop). */
  revert(delta: number): void;
  /** Called after back/forward (not after push/replace), with how many entries it moved. */
  listen(listener: (location: RouterLocation, delta: number) => void): () => void;
  /** Stops listening to the host (popstate) and drops every listener. */
  destroy(): void;
}

interface StoredState {
  usr: unknown;
  key: string;
  idx: number;
}

/** A fresh entry key. */
export const newKey = () => Math.random().toString(36).slice(2, 10);

function isStored(value: unknown): value is StoredState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StoredState).key === 'string' &&
    typeof (value as StoredState).idx === 'number'
  );
}

/** The location of an entry: `href` parsed, with its stored state, key and index. */
export function toLocation(href: string, stored: StoredState): RouterLocation {
  const parts = parseHref(href) ?? { pathname: '/', search: '', hash: '' };
  return {
    ...parts,
    href: parts.pathname + parts.search + parts.hash,
    state: stored.usr,
    key: stored.key,
    index: stored.idx,
  };
}

/**
 * History over `win.history` and its `popstate` events. Keys and indexes are kept in the
 * entries' state, so they survive reloads. `createRouter` uses this one by default.
 */
export function createBrowserHistory(win: Window = window): RouterHistory {
  const listeners = new Set<(location: RouterLocation, delta: number) => void>();
  // The first entry's key and index, until they are written into it. replaceState is slow
  // enough to show in a cold load, so the first entry is stamped when the page is idle, or
  // at once when the page is about to leave it.
  let unstamped: StoredState | undefined;
  const stamp = () => {
    if (unstamped) win.history.replaceState(unstamped, '');
    unstamped = undefined;
  };
  // An entry without our state is the first one we see, or one the browser added by itself
  // (a plain `#hash` link): that goes right after the entry it was followed from.
  const read = (idx = 0): RouterLocation => {
    const raw: unknown = win.history.state;
    const stored = isStored(raw) ? raw : { usr: raw ?? null, key: newKey(), idx };
    if (!isStored(raw)) {
      if (idx) win.history.replaceState(stored, '');
      else {
        unstamped = stored;
        // Idle comes after the first render; a timer would come before it.
        if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(stamp);
        else setTimeout(stamp, 0);
      }
    }
    const { pathname, search, hash } = win.location;
    return toLocation(pathname + search + hash, stored);
  };
  let current = read();
  let silentPops = 0;

  const onPop = () => {
    // Too late to stamp the entry left behind: the window is on another one now.
    unstamped = undefined;
    const next = read(current.index + 1);
    const delta = next.index - current.index;
    current = next;
    if (silentPops > 0) {
      silentPops--;
      return;
    }
    for (const listener of [...listeners]) listener(next, delta);
  };
  win.addEventListener('popstate', onPop);

  const write = (method: 'pushState' | 'replaceState', href: string, state: unknown) => {
    // A replace overwrites the first entry's stamp anyway.
    if (method === 'pushState') stamp();
    unstamped = undefined;
    const idx = method === 'pushState' ? current.index + 1 : current.index;
    const stored: StoredState = { usr: state ?? null, key: newKey(), idx };
    win.history[method](stored, '', href);
    const { pathname, search, hash } = win.location;
    current = toLocation(pathname + search + hash, stored);
  };

  return {
    get location() {
      return current;
    },
    push: (href, state) => write('pushState', href, state),
    replace: (href, state) => write('replaceState', href, state),
    go(delta) {
      stamp();
      win.history.go(delta);
    },
    revert(delta) {
      // go(0) would reload the page, and its swallowed popstate would never come.
      if (!delta) return;
      stamp();
      silentPops++;
      win.history.go(-delta);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      stamp();
      win.removeEventListener('popstate', onPop);
      listeners.clear();
    },
  };
}
