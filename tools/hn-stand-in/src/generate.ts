// Builds the whole data set from a seed: drafts the items (plan.ts), hands out ids in creation
// order, stores the structure, adds the deliberate oddities, the users and the story lists, and
// collects the notable ids. Strings of ordinary items are generated lazily (materialize.ts).
import { DAY, type Draft } from './drafts.ts';
import { hnEscape, hnParagraphs } from './html-quirks.ts';
import { buildLists } from './lists.ts';
import { countDescendants, insertDanglingKids, insertNullKids } from './oddities.ts';
import { planDrafts } from './plan.ts';
import { Rng } from './prng.ts';
import type { GeneratedData, HostileEntry, NotableIds, StoredItem, StoredUser } from './stored.ts';

export type { GeneratedData, HostileEntry, NotableIds, StoredItem, StoredUser } from './stored.ts';

const FIRST_ID = 46_180_000;

export function generateData(seed: number): GeneratedData {
  const rng = new Rng(seed);
  const plan = planDrafts(rng);
  const drafts = plan.builder.drafts;

  // Ids in creation order (oldest first), with gaps for items this data set does not hold.
  const idOf: number[] = new Array<number>(drafts.length);
  const byAge = [...drafts].sort((x, y) => y.age - x.age || x.index - y.index);
  let nextId = FIRST_ID;
  for (const d of byAge) {
    if (!d.contiguous && rng.chance(0.3)) nextId += rng.int(1, 5);
    idOf[d.index] = nextId++;
  }
  const id = (d: Draft): number => idOf[d.index] as number;

  const items = new Map<number, StoredItem>();
  for (const d of byAge) {
    const item: StoredItem = {
      id: id(d),
      type: d.type,
      by: d.author,
      age: d.age,
      kids: rng.shuffle(d.kids.map(id)),
      deleted: d.deleted,
      dead: d.dead,
      content: d.content,
    };
    if (d.parent) item[d.type === 'pollopt' ? 'poll' : 'parent'] = id(d.parent);
    if (d.parts.length > 0) item.parts = d.parts.map(id);
    if (d.score !== undefined) item.score = d.score;
    if (d.fixed) item.fixed = d.fixed;
    items.set(item.id, item);
  }
  const all = [...items.values()];
  countDescendants(all, items);

  const stored = (d: Draft): StoredItem => items.get(id(d)) as StoredItem;
  const chainComment = plan.bigComments[5];
  const nullKidParents = insertNullKids(rng, items, [
    [stored(plan.big), 2],
    ...(chainComment ? [[stored(chainComment), 99] as [StoredItem, number]] : []),
  ]);
  const danglingKidIds = insertDanglingKids(rng, items, [
    stored(plan.medium[0] as Draft),
    ...all.filter((i) => i.type === 'comment' && i.kids.length >= 3).slice(0, 2),
  ]);

  const users = buildUsers(rng, plan.regularNames, plan.hostile);
  for (let i = all.length - 1; i >= 0; i--) {
    const item = all[i] as StoredItem;
    if (!item.deleted) users.get(item.by)?.submitted.push(item.id);
  }

  const lists = buildLists(drafts, id, plan.fixedRanks, plan.regularTop);
  const deepest = plan.bigComments.reduce((a, c) => (c.depth > a.depth ? c : a));
  const hostile: HostileEntry[] = plan.hostile.map((h) => ({
    key: h.payload.key,
    description: h.payload.description,
    trigger: h.payload.trigger,
    detect: h.payload.detect,
    storyId: id(h.story),
    commentId: id(h.comment),
    user: h.user,
  }));
  const ids: NotableIds = {
    bigStory: id(plan.big),
    bigStoryDeepest: id(deepest),
    bigStoryDepth: deepest.depth,
    mediumStories: plan.medium.map(id),
    poll: id(plan.poll),
    pollopts: plan.poll.parts.map(id),
    askPost: id(plan.askPost),
    job: id(plan.job),
    deletedStoryInTop: id(plan.deletedStoryInTop),
    deadStoryInTop: id(plan.deadStoryInTop),
    deletedIds: all.filter((i) => i.deleted).map((i) => i.id),
    deadIds: all.filter((i) => i.dead).map((i) => i.id),
    nullKidParents,
    danglingKidIds,
    hostileGallery: id(plan.gallery),
    hostileIds: hostile.flatMap((h) => [h.storyId, h.commentId]).sort((x, y) => x - y),
    hostileUsers: hostile.map((h) => h.user),
    prolificUser: mostSubmissions(users, plan.regularNames),
  };
  return { items, users, lists, ids, hostile };
}

/** Regular users (skewed authorship), then one per hostile payload with it in `about`. */
function buildUsers(
  rng: Rng,
  regularNames: readonly string[],
  hostile: readonly { user: string; payload: { html: string } }[],
): Map<string, StoredUser> {
  const users = new Map<string, StoredUser>();
  for (const name of regularNames) {
    users.set(name, {
      id: name,
      createdAge: rng.int(30 * DAY, 17 * 365 * DAY),
      karma: Math.floor(1 + 50_000 * rng.next() ** 4),
      submitted: [],
    });
  }
  for (const h of hostile) {
    users.set(h.user, {
      id: h.user,
      createdAge: rng.int(60 * DAY, 400 * DAY),
      karma: rng.int(1, 200),
      submitted: [],
      fixedAbout: hnParagraphs([hnEscape(`About ${h.user}:`), h.payload.html]),
    });
  }
  return users;
}

function mostSubmissions(users: Map<string, StoredUser>, names: readonly string[]): string {
  let best = names[0] ?? '';
  for (const name of names) {
    if ((users.get(name)?.submitted.length ?? 0) > (users.get(best)?.submitted.length ?? 0)) {
      best = name;
    }
  }
  return best;
}
