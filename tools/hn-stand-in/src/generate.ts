// Builds the whole data set from a seed: which stories exist, their comment trees, the notable
// and hostile fixtures, ids in creation order, the story lists and the users. Only structure is
// stored; the strings of ordinary items are generated lazily per id (materialize.ts).
import {
  DAY,
  DraftBuilder,
  HOUR,
  growComments,
  type CommentOptions,
  type ContentKind,
  type Draft,
  type FixedContent,
} from './drafts.ts';
import { HOSTILE_PAYLOADS, hostileUserName, type HostilePayload } from './hostile.ts';
import { hnEscape, hnParagraphs } from './html-quirks.ts';
import { Rng } from './prng.ts';
import type { ItemType, ListName } from './types.ts';
import { generateUserNames, skewedPick } from './users.ts';

export interface StoredItem {
  id: number;
  type: ItemType;
  by: string;
  age: number;
  parent?: number;
  poll?: number;
  kids: (number | null)[];
  parts?: number[];
  score?: number;
  descendants?: number;
  deleted: boolean;
  dead: boolean;
  content: ContentKind;
  fixed?: FixedContent;
}

export interface StoredUser {
  id: string;
  /** Seconds before the time anchor. */
  createdAge: number;
  karma: number;
  submitted: number[];
  fixedAbout?: string;
}

/** Ids worth knowing in tests and demos. All follow from the seed. */
export interface NotableIds {
  /** ~1,500 comments, a reply chain 18 deep. */
  bigStory: number;
  /** The deepest comment in the big story, and its depth (top-level comments are depth 1). */
  bigStoryDeepest: number;
  bigStoryDepth: number;
  /** Three stories with 320, 450 and 580 comments. */
  mediumStories: number[];
  poll: number;
  pollopts: number[];
  /** "Ask HN" text post: no url, has text. */
  askPost: number;
  /** Job with `url: ""` and a text body. */
  job: number;
  /** Listed in topstories although deleted / dead, as happens briefly on HN. */
  deletedStoryInTop: number;
  deadStoryInTop: number;
  deletedIds: number[];
  deadIds: number[];
  /** Items whose `kids` contain `null`. */
  nullKidParents: number[];
  /** Ids that appear in some `kids` but answer `null` (never created). */
  danglingKidIds: number[];
  /** A story whose comments carry every hostile payload, one per comment. */
  hostileGallery: number;
  /** Every item carrying a hostile payload (in title, text or url). */
  hostileIds: number[];
  /** Every user whose `about` carries a hostile payload. */
  hostileUsers: string[];
  /** The regular user with the most submissions. */
  prolificUser: string;
}

export interface HostileEntry {
  key: string;
  description: string;
  trigger: HostilePayload['trigger'];
  detect: HostilePayload['detect'];
  /** Story with the payload in its title and text (or url). */
  storyId: number;
  /** Comment in the hostile gallery with the payload in its text. */
  commentId: number;
  /** User with the payload in `about`; author of storyId and commentId. */
  user: string;
}

export interface GeneratedData {
  items: Map<number, StoredItem>;
  users: Map<string, StoredUser>;
  lists: Record<ListName, number[]>;
  ids: NotableIds;
  hostile: HostileEntry[];
}

const TOP_COUNT = 500;
const REGULAR_USERS = 200 - HOSTILE_PAYLOADS.length;
const FIRST_ID = 46_180_000;
const POLL_OPTIONS = ['Vim / Neovim', 'Emacs', 'VS Code', 'JetBrains', 'Something else (comment!)'];

/** 1-based ranks in topstories of the fixed fixtures; the other hostile stories go from 60 on. */
const RANK = {
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

function gravity(d: Draft): number {
  return ((d.score ?? 1) - 1) / (d.age / HOUR + 2) ** 1.8;
}

export function generateData(seed: number): GeneratedData {
  const rng = new Rng(seed);
  const b = new DraftBuilder();
  const hostileNames = HOSTILE_PAYLOADS.map(hostileUserName);
  const regularNames = generateUserNames(rng, REGULAR_USERS, new Set(hostileNames));
  const pickAuthor = (): string => skewedPick(rng, regularNames);
  const commentOptions = (chainDepth: number): CommentOptions => ({
    chainDepth,
    deletedRate: 0.02,
    deadRate: 0.02,
    pickAuthor,
  });
  const story = (
    content: ContentKind,
    age: number,
    score: number,
    fixed?: FixedContent,
    type: ItemType = 'story',
  ): Draft =>
    b.add({ type, author: pickAuthor(), age, score, content, ...(fixed ? { fixed } : {}) });
  const comments = (root: Draft, count: number, chainDepth = rng.int(1, 6)): Draft[] =>
    growComments(b, rng, root, count, commentOptions(chainDepth));

  // Notable fixtures.
  const big = story('link', 9 * HOUR + 17 * 60, 1873, {
    title: 'Tabs vs. spaces: the 1,500-comment thread, once & for all',
  });
  const bigComments = comments(big, 1500, 18);
  const medium = [320, 450, 580].map((count, i) => {
    const s = story('link', (3 + i * 5) * HOUR, 400 + i * 230);
    comments(s, count, 10 + i);
    return s;
  });
  const askPost = story('ask', 5 * HOUR, 412, {
    title: 'Ask HN: How do you test code that talks to flaky APIs?',
  });
  comments(askPost, 85, 6);
  const poll = story(
    'poll',
    14 * HOUR,
    655,
    {
      title: "Poll: What's your primary editor in 2026?",
      text: hnParagraphs([
        hnEscape("Curious how this has shifted since the last poll. Pick the one you'd use today."),
        hnEscape('(Yes, "ed" counts as something else.)'),
      ]),
    },
    'poll',
  );
  poll.parts = POLL_OPTIONS.map((option, i) =>
    b.add({
      type: 'pollopt',
      author: poll.author,
      age: poll.age,
      parent: poll,
      score: 400 - i * 70 + rng.int(0, 40),
      content: 'fixed',
      fixed: { text: hnEscape(option) },
      contiguous: true,
    }),
  );
  comments(poll, 60, 4);
  const job = story('job-no-url', 6 * HOUR, 1, undefined, 'job');
  const deletedStoryInTop = story('link', 2 * HOUR, 87);
  deletedStoryInTop.deleted = true;
  const deadStoryInTop = story('link', 7 * HOUR, 3);
  deadStoryInTop.dead = true;
  comments(deadStoryInTop, 4, 1);

  // Hostile fixtures: a gallery story with one payload per comment, plus per payload a story
  // (payload in title and text, or a hostile url) and a user (payload in about).
  const gallery = story('fixed', 20 * HOUR, 66, {
    title: 'Hostile fixtures: every payload as a comment',
    text: hnParagraphs([
      hnEscape('Each comment below carries one hostile payload. None of them must ever run.'),
      hnEscape('If one does, window.__xss becomes true, an alert opens, or --xss gets set.'),
    ]),
  });
  const hostileDrafts = HOSTILE_PAYLOADS.map((p) => {
    const user = hostileUserName(p);
    const title = `XSS ${p.key}: ${p.html}`;
    const text = hnParagraphs([hnEscape(`Payload "${p.key}": ${p.description}.`), p.html]);
    const s = b.add({
      type: 'story',
      author: user,
      age: rng.int(HOUR, 30 * HOUR),
      score: rng.int(2, 90),
      content: 'fixed',
      fixed: p.url !== undefined ? { title, url: p.url } : { title, text },
    });
    comments(s, 2, 1);
    const c = b.add({
      type: 'comment',
      author: user,
      age: rng.int(60, gallery.age - 60),
      depth: 1,
      parent: gallery,
      content: 'fixed',
      fixed: { text },
    });
    gallery.kids.push(c);
    return { payload: p, user, story: s, comment: c };
  });

  const fixedRanks = new Map<number, Draft>([
    [RANK.bigStory, big],
    ...RANK.medium.map((rank, i): [number, Draft] => [rank, medium[i] as Draft]),
    [RANK.askPost, askPost],
    [RANK.poll, poll],
    [RANK.job, job],
    [RANK.hostileGallery, gallery],
    [RANK.deletedStoryInTop, deletedStoryInTop],
    [RANK.deadStoryInTop, deadStoryInTop],
    ...hostileRanks(hostileDrafts),
  ]);

  // Regular front-page stories, then fresh ones that only reach newstories, then older jobs.
  const kinds: ContentKind[] = [];
  for (let i = 0; i < TOP_COUNT - fixedRanks.size; i++) {
    kinds.push(i < 25 ? 'ask' : i < 65 ? 'show' : i < 71 ? 'job' : 'link');
  }
  rng.shuffle(kinds);
  const regularTop = kinds.map((kind) => {
    const isJob = kind === 'job';
    const age = rng.int(15 * 60, 36 * HOUR);
    const score = isJob ? 1 : Math.floor(2 + 900 * rng.next() ** 2.5);
    const s = story(kind, age, score, undefined, isJob ? 'job' : 'story');
    if (!isJob) comments(s, Math.min(200, Math.floor(score * rng.next() * 0.35)));
    return s;
  });
  for (let i = 0; i < 200; i++) {
    const s = story(rng.pick(['link', 'link', 'link', 'ask', 'show']), rng.int(60, 3 * HOUR), 1);
    s.score = rng.int(1, 6);
    const roll = rng.next();
    if (roll < 0.01) s.deleted = true;
    else if (roll < 0.04) s.dead = true;
    if (s.age > 600 && !s.deleted) comments(s, rng.int(0, 3), 1);
  }
  for (let i = 0; i < 14; i++) {
    story(i % 3 === 0 ? 'job-no-url' : 'job', rng.int(DAY, 10 * DAY), 1, undefined, 'job');
  }

  // Ids in creation order (oldest first), with gaps for items this data set does not hold.
  const idOf: number[] = new Array<number>(b.drafts.length);
  const byAge = [...b.drafts].sort((x, y) => y.age - x.age || x.index - y.index);
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
  countDescendants(items);

  // Deliberate oddities: nulls inside kids and kids that point at nothing.
  const nullKidParents = new Set<number>();
  const insertNull = (item: StoredItem, at: number): void => {
    item.kids.splice(Math.min(at, item.kids.length), 0, null);
    nullKidParents.add(item.id);
  };
  const bigItem = items.get(id(big)) as StoredItem;
  insertNull(bigItem, 2);
  const chainComment = bigComments[5];
  if (chainComment) insertNull(items.get(id(chainComment)) as StoredItem, 99);
  for (const item of items.values()) {
    if (item.kids.length >= 2 && rng.chance(0.005)) insertNull(item, rng.int(0, item.kids.length));
  }
  const danglingKidIds: number[] = [];
  const dangleFrom = [
    items.get(id(medium[0] as Draft)) as StoredItem,
    ...[...items.values()].filter((i) => i.type === 'comment' && i.kids.length >= 3).slice(0, 2),
  ];
  for (const item of dangleFrom) {
    const taken = (n: number): boolean => items.has(n) || danglingKidIds.includes(n);
    let candidate = item.id + 1;
    for (let step = 0; step < 1000 && taken(candidate); step++) candidate++;
    if (taken(candidate)) continue;
    item.kids.splice(rng.int(0, item.kids.length), 0, candidate);
    danglingKidIds.push(candidate);
  }

  // Users: regular ones first (skewed authorship), then one per hostile payload.
  const users = new Map<string, StoredUser>();
  for (const name of regularNames) {
    users.set(name, {
      id: name,
      createdAge: rng.int(30 * DAY, 17 * 365 * DAY),
      karma: Math.floor(1 + 50_000 * rng.next() ** 4),
      submitted: [],
    });
  }
  for (const h of hostileDrafts) {
    users.set(h.user, {
      id: h.user,
      createdAge: rng.int(60 * DAY, 400 * DAY),
      karma: rng.int(1, 200),
      submitted: [],
      fixedAbout: hnParagraphs([hnEscape(`About ${h.user}:`), h.payload.html]),
    });
  }
  const byIdDesc = [...items.values()].sort((x, y) => y.id - x.id);
  for (const item of byIdDesc) {
    if (!item.deleted) users.get(item.by)?.submitted.push(item.id);
  }

  const lists = buildLists(b, id, fixedRanks, regularTop);

  const deepest = bigComments.reduce((a, c) => (c.depth > a.depth ? c : a));
  const all = [...items.values()];
  const hostile: HostileEntry[] = hostileDrafts.map((h) => ({
    key: h.payload.key,
    description: h.payload.description,
    trigger: h.payload.trigger,
    detect: h.payload.detect,
    storyId: id(h.story),
    commentId: id(h.comment),
    user: h.user,
  }));
  const ids: NotableIds = {
    bigStory: id(big),
    bigStoryDeepest: id(deepest),
    bigStoryDepth: deepest.depth,
    mediumStories: medium.map(id),
    poll: id(poll),
    pollopts: poll.parts.map(id),
    askPost: id(askPost),
    job: id(job),
    deletedStoryInTop: id(deletedStoryInTop),
    deadStoryInTop: id(deadStoryInTop),
    deletedIds: all.filter((i) => i.deleted).map((i) => i.id),
    deadIds: all.filter((i) => i.dead).map((i) => i.id),
    nullKidParents: [...nullKidParents].sort((x, y) => x - y),
    danglingKidIds,
    hostileGallery: id(gallery),
    hostileIds: hostile.flatMap((h) => [h.storyId, h.commentId]).sort((x, y) => x - y),
    hostileUsers: hostile.map((h) => h.user),
    prolificUser: mostSubmissions(users, regularNames),
  };
  return { items, users, lists, ids, hostile };
}

/** One hostile story on the front page (the onerror one), the rest spread out from rank 60. */
function hostileRanks(hostile: { payload: HostilePayload; story: Draft }[]): [number, Draft][] {
  const front = hostile.find((h) => h.payload.key === RANK.hostileFrontKey);
  const rest = hostile.filter((h) => h !== front);
  return [
    ...(front ? [[RANK.hostileFront, front.story] as [number, Draft]] : []),
    ...rest.map((h, i): [number, Draft] => [RANK.hostileFrom + RANK.hostileStep * i, h.story]),
  ];
}

/** `descendants` = visible (not deleted, not dead) comments below; children have larger ids. */
function countDescendants(items: Map<number, StoredItem>): void {
  const below = new Map<number, number>();
  const desc = [...items.values()].sort((x, y) => y.id - x.id);
  for (const item of desc) {
    let n = 0;
    for (const kid of item.kids) {
      const k = kid === null ? undefined : items.get(kid);
      if (k) n += (k.deleted || k.dead ? 0 : 1) + (below.get(k.id) ?? 0);
    }
    below.set(item.id, n);
    if ((item.type === 'story' || item.type === 'poll') && !item.deleted) item.descendants = n;
  }
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

function buildLists(
  b: DraftBuilder,
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
  const stories = b.drafts.filter((d) => listed(d) && (d.type === 'story' || d.type === 'poll'));
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
    jobstories: newest(b.drafts.filter((d) => listed(d) && d.type === 'job')).slice(0, 200),
  };
}
