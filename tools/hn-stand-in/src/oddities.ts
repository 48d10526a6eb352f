// Deliberate oddities added after ids exist: `null` entries inside some `kids` arrays and kid ids
// that point at nothing (both answer-able by a robust client), plus the `descendants` counts.
import type { StoredItem } from './stored.ts';
import type { Rng } from './prng.ts';

/**
 * `descendants` = visible (not deleted, not dead) comments below. `items` is in ascending id
 * order and children have larger ids, so walking backwards sees every child before its parent.
 */
export function countDescendants(
  ascending: readonly StoredItem[],
  items: ReadonlyMap<number, StoredItem>,
): void {
  const below = new Map<number, number>();
  for (let i = ascending.length - 1; i >= 0; i--) {
    const item = ascending[i] as StoredItem;
    let n = 0;
    for (const kid of item.kids) {
      const k = kid === null ? undefined : items.get(kid);
      if (k) n += (k.deleted || k.dead ? 0 : 1) + (below.get(k.id) ?? 0);
    }
    below.set(item.id, n);
    if ((item.type === 'story' || item.type === 'poll') && !item.deleted) item.descendants = n;
  }
}

/** Inserts `null` into the given items' kids and into ~0.5% of the others; returns the parents. */
export function insertNullKids(
  rng: Rng,
  items: Map<number, StoredItem>,
  forced: readonly [StoredItem, number][],
): number[] {
  const parents = new Set<number>();
  const insert = (item: StoredItem, at: number): void => {
    item.kids.splice(Math.min(at, item.kids.length), 0, null);
    parents.add(item.id);
  };
  for (const [item, at] of forced) insert(item, at);
  for (const item of items.values()) {
    if (item.kids.length >= 2 && rng.chance(0.005)) insert(item, rng.int(0, item.kids.length));
  }
  return [...parents].sort((x, y) => x - y);
}

/** Adds to each given item one kid id that no item has; returns those ids. */
export function insertDanglingKids(
  rng: Rng,
  items: Map<number, StoredItem>,
  parents: readonly StoredItem[],
): number[] {
  const dangling: number[] = [];
  const taken = (n: number): boolean => items.has(n) || dangling.includes(n);
  for (const item of parents) {
    let candidate = item.id + 1;
    for (let step = 0; step < 1000 && taken(candidate); step++) candidate++;
    if (taken(candidate)) continue;
    item.kids.splice(rng.int(0, item.kids.length), 0, candidate);
    dangling.push(candidate);
  }
  return dangling;
}
