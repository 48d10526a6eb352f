// Programmatic entry for tests: start a stand-in server, and read the default data set directly
// (items, users, lists, notable and hostile ids) without going over HTTP.
import { FIXED_EPOCH, getDataset } from './dataset.ts';
import type { HostileEntry, NotableIds } from './generate.ts';
import type { HNItem, HNUser, ListName } from './types.ts';

export { startStandIn, HOST } from './server.ts';
export type { AnchorOption, StandIn, StandInState, StandInStats, StartOptions } from './server.ts';
export { buildDataset, getDataset, DEFAULT_SEED, FIXED_EPOCH } from './dataset.ts';
export type { Dataset } from './dataset.ts';
export type { HostileEntry, NotableIds } from './generate.ts';
export {
  DEFAULT_RUNTIME_OPTIONS,
  FAULT_MODES,
  FAULT_PATHS,
  LATENCY_PROFILES,
  OptionError,
  parseRuntimePatch,
} from './options.ts';
export type { FaultMode, FaultPaths, Latency, LatencyProfile, RuntimeOptions } from './options.ts';
export { HOSTILE_DETECTION, HOSTILE_PAYLOADS } from './hostile.ts';
export type { HostileDetect, HostilePayload, HostileTrigger } from './hostile.ts';
export type { HNItem, HNUser, ItemType, ListName } from './types.ts';
export { LIST_NAMES } from './types.ts';

const dataset = getDataset();

/** Notable ids of the default data set (the same ones the CLI prints). */
export const ids: Readonly<NotableIds> = dataset.ids;
/** Every item with a hostile payload in its title, text or url. */
export const hostileIds: readonly number[] = dataset.ids.hostileIds;
/** Every user with a hostile payload in `about`. */
export const hostileUsers: readonly string[] = dataset.ids.hostileUsers;
/** Per payload: its story, its gallery comment, its user, and how to detect it firing. */
export const hostileCatalog: readonly HostileEntry[] = dataset.hostile;
export const lists: Readonly<Record<ListName, readonly number[]>> = dataset.lists;

/**
 * An item of the default data set as the API serves it. Times count back from `anchor`
 * (default FIXED_EPOCH); use `standIn.getItem` to match a running server's times exactly.
 */
export function getItem(id: number, anchor: number = FIXED_EPOCH): HNItem | null {
  return dataset.item(id, anchor);
}

export function getUser(id: string, anchor: number = FIXED_EPOCH): HNUser | null {
  return dataset.user(id, anchor);
}
