// Story lists: topstories (fixtures at fixed ranks, the rest by HN's gravity formula),
// newstories, beststories, askstories, showstories and jobstories.
import { HOUR, type Draft } from './drafts.ts';
import type { HostilePayload } from './hostile.ts';
import type { ListName } from './types.ts';

export const TOP_COUNT = 500;

/** 1-based ranks in topstories of the fixed fixtures; the other hostile stories go from 60 on. */
export const RANK = {
  bigStory: 1,
  medium: [3, 5, 11],
  askPost: 4,
  poll: 6,
  hostileFront: 7,
  hostileFrontKey: 'imgerror',
  job: 8,
  hostileGallery: 31,
  deletedStoryInTop: 45,
  deadStoryInTop: 46,
  hostileFrom: 60,
  hostileStep: 4,
} as const;

/** HN's ranking: (points - 1) / (hours + 2)^1.8. */
function gravity(d: Draft): number {
  return ((d.score ?? 1) - 1) / (d.age / HOUR + 2) ** 1.8;
}

/** One hostile story on the front page (the onerror one), the rest spread out from rank 60. */
export function hostileRanks(
  hostile: { payload: HostilePayload; story: Draft }[],
): [number, Draft][] {
  const front = hostile.find((h) => h.payload.key === RANK.hostileFrontKey);
  const rest = hostile.filter((h) => h !== front);
  return [
    ...(front ? [[RANK.hostileFront, front.story] as [number, Draft]] : []),
    ...rest.map((h, i): [number, Draft] => [RANK.hostileFrom + RANK.hostileStep * i, h.story]),
  ];
}

export function buildLists(
  drafts: readonly Draft[],
  id: (d: Draft) => number,
  fixedRanks: Map<number, Draft>,
  regularTop: Draft[],
): Record<ListName, number[]> {
  const ranked = [...regularTop].sort((x, y) => gravity(y) - gravity(x));
  const top: number[] = [];
  for (let rank = 1, next = 0; rank <= TOP_COUNT; rank++) {
    const fixed = fixedRanks.get(rank);
    const d = fixed ?? ranked[next++];
    if (d) top.push(id(d));
  }
  const listed = (d: Draft): boolean => !d.deleted && !d.dead && d.type !== 'comment';
  const stories = drafts.filter((d) => listed(d) && (d.type === 'story' || d.type === 'poll'));
  const byGravity = (ds: Draft[]): number[] =>
    [...ds].sort((x, y) => gravity(y) - gravity(x)).map(id);
  const newest = (ds: Draft[]): number[] => ds.map(id).sort((x, y) => y - x);
  return {
    topstories: top,
    newstories: newest(stories).slice(0, 500),
    beststories: [...stories]
      .sort((x, y) => (y.score ?? 0) - (x.score ?? 0))
      .slice(0, 200)
      .map(id),
    askstories: byGravity(stories.filter((d) => d.content === 'ask')).slice(0, 200),
    showstories: byGravity(stories.filter((d) => d.content === 'show')).slice(0, 200),
    jobstories: newest(drafts.filter((d) => listed(d) && d.type === 'job')).slice(0, 200),
  };
}
