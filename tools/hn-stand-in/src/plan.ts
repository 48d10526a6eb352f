// Decides what exists: the notable stories, the hostile fixtures, ~450 ordinary front-page
// stories, fresh stories that only reach newstories, and older jobs, each with its comment tree.
// Everything is a draft here (drafts.ts); ids are handed out later in generate.ts.
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
import { RANK, TOP_COUNT, hostileRanks } from './lists.ts';
import type { Rng } from './prng.ts';
import type { ItemType } from './types.ts';
import { generateUserNames, skewedPick } from './users.ts';

const REGULAR_USERS = 200 - HOSTILE_PAYLOADS.length;
const POLL_OPTIONS = ['Vim / Neovim', 'Emacs', 'VS Code', 'JetBrains', 'Something else (comment!)'];

export interface HostileDraft {
  payload: HostilePayload;
  user: string;
  story: Draft;
  comment: Draft;
}

export interface Plan {
  builder: DraftBuilder;
  regularNames: string[];
  big: Draft;
  bigComments: Draft[];
  medium: Draft[];
  askPost: Draft;
  poll: Draft;
  job: Draft;
  deletedStoryInTop: Draft;
  deadStoryInTop: Draft;
  gallery: Draft;
  hostile: HostileDraft[];
  /** 1-based topstories rank of each fixed fixture. */
  fixedRanks: Map<number, Draft>;
  /** The ordinary stories that fill the other topstories ranks. */
  regularTop: Draft[];
}

/** What the planning steps share: the builder, the random source and two shorthands. */
interface Ctx {
  b: DraftBuilder;
  rng: Rng;
  story(
    content: ContentKind,
    age: number,
    score: number,
    fixed?: FixedContent,
    type?: ItemType,
  ): Draft;
  comments(root: Draft, count: number, chainDepth?: number): Draft[];
}

type Notable = Pick<
  Plan,
  | 'big'
  | 'bigComments'
  | 'medium'
  | 'askPost'
  | 'poll'
  | 'job'
  | 'deletedStoryInTop'
  | 'deadStoryInTop'
>;

function planNotable({ b, rng, story, comments }: Ctx): Notable {
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
  return { big, bigComments, medium, askPost, poll, job, deletedStoryInTop, deadStoryInTop };
}

/**
 * A gallery story with one payload per comment, plus per payload a story (payload in title and
 * text, or a hostile url) by a user with the payload in about.
 */
function planHostile({ b, rng, story, comments }: Ctx): Pick<Plan, 'gallery' | 'hostile'> {
  const gallery = story('fixed', 20 * HOUR, 66, {
    title: 'Hostile fixtures: every payload as a comment',
    text: hnParagraphs([
      hnEscape('Each comment below carries one hostile payload. None of them must ever run.'),
      hnEscape('If one does, window.__xss becomes true, an alert opens, or --xss gets set.'),
    ]),
  });
  const hostile = HOSTILE_PAYLOADS.map((p): HostileDraft => {
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
  return { gallery, hostile };
}

/** Ordinary front-page stories for the ranks the fixtures leave free. */
function planRegularTop({ rng, story, comments }: Ctx, count: number): Draft[] {
  const kinds: ContentKind[] = [];
  for (let i = 0; i < count; i++) {
    kinds.push(i < 25 ? 'ask' : i < 65 ? 'show' : i < 71 ? 'job' : 'link');
  }
  rng.shuffle(kinds);
  return kinds.map((kind) => {
    const isJob = kind === 'job';
    const age = rng.int(15 * 60, 36 * HOUR);
    const score = isJob ? 1 : Math.floor(2 + 900 * rng.next() ** 2.5);
    const s = story(kind, age, score, undefined, isJob ? 'job' : 'story');
    if (!isJob) comments(s, Math.min(200, Math.floor(score * rng.next() * 0.35)));
    return s;
  });
}

/** Fresh stories that only reach newstories (a few dead or deleted), then older jobs. */
function planFreshAndJobs({ rng, story, comments }: Ctx): void {
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
}

export function planDrafts(rng: Rng): Plan {
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
  const ctx: Ctx = {
    b,
    rng,
    story: (content, age, score, fixed, type = 'story') =>
      b.add({ type, author: pickAuthor(), age, score, content, ...(fixed ? { fixed } : {}) }),
    comments: (root, count, chainDepth = rng.int(1, 6)) =>
      growComments(b, rng, root, count, commentOptions(chainDepth)),
  };

  const notable = planNotable(ctx);
  const { gallery, hostile } = planHostile(ctx);
  const fixedRanks = new Map<number, Draft>([
    [RANK.bigStory, notable.big],
    ...RANK.medium.map((rank, i): [number, Draft] => [rank, notable.medium[i] as Draft]),
    [RANK.askPost, notable.askPost],
    [RANK.poll, notable.poll],
    [RANK.job, notable.job],
    [RANK.hostileGallery, gallery],
    [RANK.deletedStoryInTop, notable.deletedStoryInTop],
    [RANK.deadStoryInTop, notable.deadStoryInTop],
    ...hostileRanks(hostile),
  ]);
  const regularTop = planRegularTop(ctx, TOP_COUNT - fixedRanks.size);
  planFreshAndJobs(ctx);
  return { builder: b, regularNames, ...notable, gallery, hostile, fixedRanks, regularTop };
}
