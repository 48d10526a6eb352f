/*
 * Items in memory, shared by every page: a story fetched for the list paints its page at
 * once, and the same comment is never fetched twice at the same time. Entries seeded from
 * browser storage are marked stale, so they show at once and are fetched again.
 */
import { fetchItem } from './api.ts';
import type { HnItem } from './parse.ts';

interface Entry {
  readonly item: HnItem | null;
  readonly fresh: boolean;
}

/** Enough for the largest thread several times over; beyond it the oldest entries go. */
const MAX_ITEMS = 6000;
const known = new Map<number, Entry>();
const inflight = new Map<number, Promise<HnItem | null>>();

function remember(id: number, entry: Entry): void {
  known.delete(id);
  known.set(id, entry);
  if (known.size > MAX_ITEMS) {
    let excess = known.size - MAX_ITEMS + 500;
    for (const key of known.keys()) {
      if (excess-- <= 0) break;
      known.delete(key);
    }
  }
}

/** The item if known (null: the API said there is none), undefined if not known yet. */
export function peekItem(id: number): HnItem | null | undefined {
  return known.get(id)?.item;
}

export function isFresh(id: number): boolean {
  return known.get(id)?.fresh ?? false;
}

/*
 * At most this many item requests run at once; the rest wait their turn. Opening a big
 * thread can ask for hundreds of comments in one commit, and starting hundreds of fetches
 * in one task blocks the page; a level's 10 still go out together.
 */
const MAX_CONCURRENT = 10;
let running = 0;
const queue: (() => void)[] = [];

function limited<T>(task: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const start = () => {
      running++;
      task()
        .then(resolve, reject)
        .finally(() => {
          running--;
          queue.shift()?.();
        });
    };
    if (running < MAX_CONCURRENT) start();
    else queue.push(start);
  });
}

/** Fetches the item (sharing a request already on its way); rejects on failure. */
export function requestItem(id: number): Promise<HnItem | null> {
  let pending = inflight.get(id);
  if (!pending) {
    pending = limited(() => fetchItem(id)).then(
      (item) => {
        inflight.delete(id);
        remember(id, { item, fresh: true });
        return item;
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

/**
 * A fresh item from memory, else fetched. A failure gives null (a failed item is skipped,
 * never an error for the whole page), or the stale copy from storage when there is one.
 */
export function loadItem(id: number): Promise<HnItem | null> {
  const entry = known.get(id);
  if (entry?.fresh) return Promise.resolve(entry.item);
  return requestItem(id).catch(() => known.get(id)?.item ?? null);
}

export function seedItems(items: readonly HnItem[], fresh: boolean): void {
  for (const item of items) if (fresh || !known.has(item.id)) remember(item.id, { item, fresh });
}

export function forgetItems(): void {
  known.clear();
}
