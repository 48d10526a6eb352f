// The public face of the generated data: look up items and users as the API would serve them,
// read the story lists and the notable ids. One data set per seed is generated on first use and
// kept (a handful at most), so the server and the test helpers share the same instance.
import {
  generateData,
  type GeneratedData,
  type HostileEntry,
  type NotableIds,
} from './generate.ts';
import { materializeItem, materializeUser } from './materialize.ts';
import type { HNItem, HNUser, ListName } from './types.ts';

export const DEFAULT_SEED = 20_251_121;

/**
 * 2026-01-01T00:00:00Z. Times are `anchor - age`; the server's anchor defaults to its start time,
 * the accessors below default to this fixed epoch so their output never changes.
 */
export const FIXED_EPOCH = 1_767_225_600;

export interface Dataset {
  readonly seed: number;
  readonly ids: Readonly<NotableIds>;
  readonly hostile: readonly HostileEntry[];
  readonly lists: Readonly<Record<ListName, readonly number[]>>;
  /** Every item id that exists, ascending. */
  readonly itemIds: readonly number[];
  readonly userIds: readonly string[];
  readonly maxItem: number;
  /** The item as the API serves it, or null if there is no such item. */
  item(id: number, anchor?: number): HNItem | null;
  user(id: string, anchor?: number): HNUser | null;
}

export function buildDataset(seed: number = DEFAULT_SEED): Dataset {
  const data: GeneratedData = generateData(seed);
  const itemIds = [...data.items.keys()].sort((a, b) => a - b);
  return {
    seed,
    ids: data.ids,
    hostile: data.hostile,
    lists: data.lists,
    itemIds,
    userIds: [...data.users.keys()],
    maxItem: itemIds[itemIds.length - 1] ?? 0,
    item(id, anchor = FIXED_EPOCH) {
      const stored = data.items.get(id);
      return stored ? materializeItem(seed, stored, anchor) : null;
    },
    user(id, anchor = FIXED_EPOCH) {
      const stored = data.users.get(id);
      return stored ? materializeUser(seed, stored, anchor) : null;
    },
  };
}

const CACHE_LIMIT = 4;
const cache = new Map<number, Dataset>();

/** The data set for `seed`, generated once and then shared. */
export function getDataset(seed: number = DEFAULT_SEED): Dataset {
  const hit = cache.get(seed);
  if (hit) return hit;
  const dataset = buildDataset(seed);
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(seed, dataset);
  return dataset;
}
