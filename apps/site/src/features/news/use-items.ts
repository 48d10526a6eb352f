import { startTransition, useEffect, useRef, useState } from 'react';
import { isFresh, loadItem, peekItem } from './data/items.ts';
import type { HnItem } from './data/parse.ts';

/*
 * Arrivals are applied at most ARRIVALS_PER_SLICE at a time, each slice a transition of its
 * own, a frame apart: however many comments land at once, no single render and commit
 * grows past a dozen or so, so input is never stuck behind a huge one.
 */
const ARRIVALS_PER_SLICE = 10;
const SLICE_GAP_MS = 16;
const arrivals: (() => void)[] = [];
let sliceTimer: ReturnType<typeof setTimeout> | undefined;

function applySlice(): void {
  sliceTimer = undefined;
  const slice = arrivals.splice(0, ARRIVALS_PER_SLICE);
  startTransition(() => slice.forEach((apply) => apply()));
  if (arrivals.length > 0) sliceTimer = setTimeout(applySlice, SLICE_GAP_MS);
}

function whenArrived(apply: () => void): void {
  arrivals.push(apply);
  sliceTimer ??= setTimeout(applySlice, 0);
}

export interface ItemsResult {
  /** In id order: the item, null (missing or failed: skipped), or undefined (on its way). */
  readonly items: readonly (HnItem | null | undefined)[];
  readonly pending: number;
}

/**
 * The items for `ids`, fetched in parallel. Known items show at once; the rest arrive in
 * small slices (see above), so a thread of a thousand comments never blocks input. Stale
 * items (from browser storage) show, then are replaced when fresh.
 */
export function useItems(ids: readonly number[], onSettled?: () => void): ItemsResult {
  const key = ids.join(',');
  const [arrived, setArrived] = useState<ReadonlyMap<number, HnItem | null>>(() => new Map());
  // A notification, not an input: a new callback must not refetch.
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });

  useEffect(() => {
    let live = true;
    const wanted = key === '' ? [] : key.split(',').map(Number);
    const merge = (found: ReadonlyMap<number, HnItem | null>) =>
      setArrived((before) => {
        if ([...found].every(([id, item]) => before.has(id) && before.get(id) === item))
          return before;
        return new Map([...before, ...found]);
      });
    // Items that became known between render and now (a prefetch landed) show at once.
    const known = new Map<number, HnItem | null>();
    let waiting = 0;
    for (const id of wanted) {
      if (isFresh(id)) {
        known.set(id, peekItem(id) ?? null);
        continue;
      }
      waiting++;
      void loadItem(id).then((item) => {
        if (!live) return;
        whenArrived(() => {
          if (live) merge(new Map([[id, item]]));
        });
        if (--waiting === 0) settled.current?.();
      });
    }
    if (known.size > 0) merge(known);
    if (waiting === 0) settled.current?.();
    return () => {
      live = false;
    };
  }, [key]);

  let pending = 0;
  const items = ids.map((id) => {
    const value = arrived.has(id) ? arrived.get(id) : peekItem(id);
    if (value === undefined) pending++;
    return value;
  });
  return { items, pending };
}
