// The JSON shapes of the Hacker News Firebase API (v0), as the stand-in serves them.
// Every field is optional except `id` because the real API omits whatever does not apply.

export type ItemType = 'story' | 'comment' | 'job' | 'poll' | 'pollopt';

export interface HNItem {
  id: number;
  deleted?: boolean;
  type?: ItemType;
  by?: string;
  /** Unix time in seconds. */
  time?: number;
  /** HTML, as HN emits it. */
  text?: string;
  dead?: boolean;
  parent?: number;
  poll?: number;
  /** Child comment ids in ranked order. The stand-in deliberately puts `null` in a few. */
  kids?: (number | null)[];
  url?: string;
  score?: number;
  /** Plain text, not HTML (HN does not escape titles). */
  title?: string;
  parts?: number[];
  descendants?: number;
}

export interface HNUser {
  id: string;
  /** Unix time in seconds. */
  created: number;
  karma: number;
  /** HTML, as HN emits it. */
  about?: string;
  /** Item ids, newest first. */
  submitted?: number[];
}

export const LIST_NAMES = [
  'topstories',
  'newstories',
  'beststories',
  'askstories',
  'showstories',
  'jobstories',
] as const;

export type ListName = (typeof LIST_NAMES)[number];
