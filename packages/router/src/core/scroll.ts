/*
 * Scroll restoration. Before each navigation commits, the window's position is saved under
 * the current history entry's key (so two visits to one URL keep their own positions, as the
 * browser's own restoration does); after back/forward it is restored once the new page has
 * rendered (after `delayMs`, retried briefly while the page is still too short, since data
 * may still be arriving). A new navigation starts at the top, or at its `#hash` target.
 * Opening or closing a modal route leaves the page underneath where it was.
 *
 * Positions live in memory, at most `maxEntries`, each kept `maxAgeMs`. They reach
 * sessionStorage (so a reload keeps them) when the page is hidden or unloaded, or when the
 * browser is idle: serialising 50 positions synchronously before each new page rendered cost
 * about as much as the rest of a navigation. Anything read back that is not
 * {x, y >= 0, timestamp} is ignored.
 */
import { safeDecode } from './matcher-pathname.ts';
import type { RouterApi } from './types.ts';

/** A saved window scroll position. */
export interface ScrollPosition {
  /** Horizontal offset in px (≥ 0). */
  readonly x: number;
  /** Vertical offset in px (≥ 0). */
  readonly y: number;
  /** When it was saved (ms since the epoch, from the store's clock). */
  readonly timestamp: number;
}

/** Options of `new ScrollStore`. */
export interface ScrollStoreOptions {
  /**
   * Where positions persist; `null` keeps them in memory only.
   * @default sessionStorage (null where it is unavailable)
   */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /**
   * The storage key.
   * @default 'tendril-scroll'
   */
  storageKey?: string;
  /**
   * How many positions are kept.
   * @default 50
   */
  maxEntries?: number;
  /**
   * How long, in ms, a position stays usable.
   * @default 3600000 (1 hour)
   */
  maxAgeMs?: number;
  /**
   * The clock (for tests).
   * @default Date.now
   */
  now?: () => number;
}

// Number.isFinite is false for non-numbers too.
const coordinate = (v: unknown): boolean => Number.isFinite(v) && (v as number) >= 0;

/**
 * True when `value` is a usable saved position: `x` and `y` finite and ≥ 0, and a finite
 * `timestamp`. Storage is untrusted input, so what is read back goes through this.
 *
 * @example
 * ```ts
 * isValidScrollPosition({ x: 0, y: 120, timestamp: Date.now() }); // true
 * isValidScrollPosition({ x: -1, y: 0, timestamp: 0 }); // false
 * ```
 */
export function isValidScrollPosition(value: unknown): value is ScrollPosition {
  if (typeof value !== 'object' || value === null) return false;
  const { x, y, timestamp } = value as Record<string, unknown>;
  return coordinate(x) && coordinate(y) && Number.isFinite(timestamp);
}

/**
 * Scroll positions by history entry key, held in memory and written to sessionStorage (so a
 * reload keeps them) when the browser is idle or on `flush()`: at most `maxEntries` (the least
 * recently saved go first), each for `maxAgeMs`. Give one to
 * `attachScrollRestoration` to change those limits or the storage.
 *
 * @example
 * ```ts
 * const store = new ScrollStore({ maxEntries: 20, storage: null }); // memory only
 * attachScrollRestoration(router, window, { store });
 * ```
 */
export class ScrollStore {
  readonly #positions = new Map<string, ScrollPosition>();
  readonly #storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly #storageKey: string;
  readonly #maxEntries: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  #idle: (() => void) | undefined;

  constructor({
    storage,
    storageKey = 'tendril-scroll',
    maxEntries = 50,
    maxAgeMs = 3_600_000,
    now = Date.now,
  }: ScrollStoreOptions = {}) {
    this.#storage = storage === undefined ? defaultStorage() : storage;
    this.#storageKey = storageKey;
    this.#maxEntries = maxEntries;
    this.#maxAgeMs = maxAgeMs;
    this.#now = now;
    this.#load();
  }

  /**
   * Saves a position for an entry (ignored unless x and y are finite and ≥ 0). The top of the
   * page (0, 0) is where an entry with no position opens anyway, so it forgets the entry instead:
   * most navigations leave a page that was not scrolled, and then nothing is stored or written.
   */
  save(key: string, x: number, y: number): void {
    const position = { x, y, timestamp: this.#now() };
    if (!isValidScrollPosition(position)) return;
    const held = this.#positions.delete(key);
    if (x || y) {
      this.#positions.set(key, position);
      while (this.#positions.size > this.#maxEntries)
        this.#positions.delete(this.#positions.keys().next().value as string);
    } else if (!held) return;
    // A write is due while one is scheduled: `#idle` is its canceller.
    if (this.#storage) this.#idle ??= whenIdle(() => this.flush());
  }

  /**
   * Writes the positions to storage now if any changed since the last write. The store calls
   * it itself when the browser is idle; `attachScrollRestoration` also calls it on `pagehide`
   * and when the page is hidden, so a reload or a closed tab loses nothing.
   */
  flush(): void {
    const cancel = this.#idle;
    if (!cancel) return;
    this.#idle = undefined;
    cancel();
    try {
      this.#storage?.setItem(this.#storageKey, JSON.stringify([...this.#positions]));
    } catch {
      // Storage full or unavailable: positions still work for this page's lifetime.
    }
  }

  /** The position saved for an entry, unless it is older than `maxAgeMs`. */
  get(key: string): ScrollPosition | undefined {
    const position = this.#positions.get(key);
    if (!position) return undefined;
    if (this.#now() - position.timestamp > this.#maxAgeMs) {
      this.#positions.delete(key);
      return undefined;
    }
    return position;
  }

  /** How many positions are held (expired ones included until read). */
  get size(): number {
    return this.#positions.size;
  }

  #load(): void {
    let raw: unknown;
    try {
      raw = JSON.parse(this.#storage?.getItem(this.#storageKey) ?? '[]');
    } catch {
      return; // Corrupt storage: start empty.
    }
    if (!Array.isArray(raw)) return;
    const now = this.#now();
    for (const item of raw.slice(-this.#maxEntries)) {
      if (!Array.isArray(item) || typeof item[0] !== 'string' || !isValidScrollPosition(item[1]))
        continue;
      if (now - item[1].timestamp <= this.#maxAgeMs) this.#positions.set(item[0], item[1]);
    }
  }
}

/** Runs `task` when the browser is idle (soon, where it cannot tell); returns a canceller. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

function defaultStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Options of `attachScrollRestoration` (and of `RouterProvider`'s `scrollRestoration`). */
export interface ScrollRestorationOptions {
  /**
   * Wait, in ms, after back/forward before restoring, so the page has rendered.
   * @default 100
   */
  delayMs?: number;
  /**
   * Where positions are kept.
   * @default new ScrollStore() — sessionStorage, 50 entries, each kept 1 hour.
   */
  store?: ScrollStore;
  /**
   * How long, in ms, to keep retrying while the page is too short to reach the saved position
   * (a lazy page still loading). The user scrolling, touching or pressing a key stops it sooner.
   * @default 3000
   */
  settleMs?: number;
}

/**
 * Wires scroll saving and restoring to a router and the window. Returns a detach function.
 * `RouterProvider` does this by itself (its `scrollRestoration` prop); call it for a router
 * used without one.
 *
 * @example
 * ```ts
 * import { attachScrollRestoration } from '@tendril/router/scroll';
 * const detach = attachScrollRestoration(router, window, { delayMs: 50 });
 * ```
 */
export function attachScrollRestoration(
  router: RouterApi,
  win: Window = window,
  options: ScrollRestorationOptions = {},
): () => void {
  const { delayMs = 100, settleMs = 3000 } = options;
  const store = options.store ?? new ScrollStore();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastKey = router.location.peek()?.key;
  if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual';

  // The position as of the last scroll event (or our own last scroll). Read when a navigation
  // starts, scrollX and scrollY would make the browser lay out a page whose DOM just changed
  // (a click's handlers ran): that took longer than the rest of the router's navigation.
  let x = win.scrollX;
  let y = win.scrollY;
  const moved = () => {
    x = win.scrollX;
    y = win.scrollY;
  };
  // To the top: no page can keep it from there, so nothing needs reading back (a read would lay
  // the page out).
  const toTop = () => {
    win.scrollTo(0, 0);
    x = y = 0;
  };
  const saveCurrent = () => {
    if (lastKey !== undefined && !router.portal.peek().isOpen) store.save(lastKey, x, y);
  };
  // Keep the position of the page on screen fresh, so a reload or pop finds it.
  const onScroll = () => {
    moved();
    clearTimeout(scrollSave);
    scrollSave = setTimeout(saveCurrent, 100);
  };
  let scrollSave: ReturnType<typeof setTimeout> | undefined;
  win.addEventListener('scroll', onScroll, { passive: true });
  // A reload, a closed tab or a tab switched away from: write the positions out now.
  const onPageHide = () => {
    saveCurrent();
    store.flush();
  };
  const onHide = () => {
    if (win.document.visibilityState === 'hidden') onPageHide();
  };
  win.addEventListener('pagehide', onPageHide);
  win.document.addEventListener('visibilitychange', onHide);

  /** Scrolls to the position saved for an entry once the page has rendered (true if any). */
  const restore = (key: string): boolean => {
    const saved = store.get(key);
    if (!saved) return false;
    const until = Date.now() + settleMs;
    // Whatever the user does first wins over a restore still waiting for the page to grow.
    const giveUp = () => clearTimeout(timer);
    const inputs = ['wheel', 'touchstart', 'keydown'] as const;
    for (const type of inputs) win.addEventListener(type, giveUp, { once: true, passive: true });
    const attempt = () => {
      win.scrollTo(saved.x, saved.y);
      // Where it landed (a page still too short stops it early): this scroll laid it out.
      moved();
      const reached = Math.abs(y - saved.y) < 2 && Math.abs(x - saved.x) < 2;
      if (!reached && Date.now() < until) timer = setTimeout(attempt, 50);
      else for (const type of inputs) win.removeEventListener(type, giveUp);
    };
    timer = setTimeout(attempt, delayMs);
    return true;
  };
  // The router commits its first location when it is created, before this is attached: on a
  // reload that entry's key is known, so its position is restored here.
  if (lastKey !== undefined && !router.portal.peek().isOpen) restore(lastKey);

  const stop = router.subscribe((event) => {
    if (event.type === 'start') {
      clearTimeout(scrollSave);
      saveCurrent();
      return;
    }
    if (event.type !== 'commit') return;
    lastKey = event.to.key;
    clearTimeout(timer);
    if (event.portalChange) return;
    if (event.action === 'pop' || event.action === 'initial') {
      if (!restore(event.to.key) && event.action === 'pop') toTop();
    } else if (event.to.hash) {
      // A malformed escape (`#%E0%A4%A`) must not throw out of the navigation.
      const id = safeDecode(event.to.hash.slice(1));
      timer = setTimeout(() => {
        win.document.getElementById(id)?.scrollIntoView();
        moved();
      }, 0);
    } else if (x || y) {
      // Already at the top (most pages on leaving them): no scroll to ask for.
      toTop();
    }
  });

  return () => {
    stop();
    clearTimeout(timer);
    clearTimeout(scrollSave);
    win.removeEventListener('scroll', onScroll);
    win.removeEventListener('pagehide', onPageHide);
    win.document.removeEventListener('visibilitychange', onHide);
    store.flush();
  };
}
