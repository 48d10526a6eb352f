// The first stage of generation: items as "drafts" linked by object references, before ids exist.
// Ids are handed out afterwards in creation-time order (dataset.ts), the way HN's ids grow.
// growComments builds a comment tree of an exact size with a guaranteed deep chain.
import type { Rng } from './prng.ts';
import type { ItemType } from './types.ts';

/** Which lazy generator fills in the item's strings (see materialize.ts). */
export type ContentKind =
  'link' | 'ask' | 'show' | 'job' | 'job-no-url' | 'poll' | 'pollopt' | 'comment' | 'fixed';

/** Strings fixed at generation time (notable and hostile items); they override lazy content. */
export interface FixedContent {
  title?: string;
  text?: string;
  url?: string;
}

export interface Draft {
  index: number;
  type: ItemType;
  author: string;
  /** Seconds before the time anchor; `time = anchor - age`. */
  age: number;
  depth: number;
  /** The parent comment/story, or the poll for a pollopt. */
  parent: Draft | null;
  kids: Draft[];
  parts: Draft[];
  score?: number;
  deleted: boolean;
  dead: boolean;
  content: ContentKind;
  fixed?: FixedContent;
  /** Pollopts take the ids right after their poll, as on HN. */
  contiguous: boolean;
}

export type DraftInit = Partial<Draft> & Pick<Draft, 'type' | 'author' | 'age' | 'content'>;

export class DraftBuilder {
  readonly drafts: Draft[] = [];

  add(init: DraftInit): Draft {
    const draft: Draft = {
      index: this.drafts.length,
      depth: 0,
      parent: null,
      kids: [],
      parts: [],
      deleted: false,
      dead: false,
      contiguous: false,
      ...init,
    };
    this.drafts.push(draft);
    return draft;
  }
}

export const HOUR = 3600;
export const DAY = 24 * HOUR;
/** Replies never nest deeper than this (the forced chain may reach it, random replies stop here). */
export const MAX_DEPTH = 40;

export interface CommentOptions {
  /** Length of a forced reply chain (a flame war) hanging off the first top-level comment. */
  chainDepth: number;
  /** Probability that a comment is deleted / dead. */
  deletedRate: number;
  deadRate: number;
  pickAuthor: () => string;
}

/** A reply arrives after its parent: mostly soon, sometimes hours later; never after the anchor. */
function replyAge(rng: Rng, parentAge: number): number {
  const gap = Math.floor(rng.next() ** 3 * Math.min(parentAge, 6 * HOUR) * 0.8);
  return Math.max(0, parentAge - 1 - gap);
}

function addComment(b: DraftBuilder, rng: Rng, parent: Draft, o: CommentOptions): Draft {
  const roll = rng.next();
  const comment = b.add({
    type: 'comment',
    author: o.pickAuthor(),
    age: replyAge(rng, parent.age),
    depth: parent.depth + 1,
    parent,
    content: 'comment',
    deleted: roll < o.deletedRate,
    dead: roll >= o.deletedRate && roll < o.deletedRate + o.deadRate,
  });
  parent.kids.push(comment);
  return comment;
}

/**
 * Grows exactly `count` comments under `root`. A forced chain gives the tree its depth; the rest
 * attach either to the root (top-level) or to a random earlier comment, like a real thread.
 */
export function growComments(
  b: DraftBuilder,
  rng: Rng,
  root: Draft,
  count: number,
  o: CommentOptions,
): Draft[] {
  const comments: Draft[] = [];
  let parent = root;
  const chain = Math.min(o.chainDepth, count, MAX_DEPTH);
  for (let i = 0; i < chain; i++) {
    parent = addComment(b, rng, parent, o);
    comments.push(parent);
  }
  for (let i = comments.length; i < count; i++) {
    let target = comments.length === 0 || rng.chance(0.3) ? root : rng.pick(comments);
    if (target.depth >= MAX_DEPTH) target = root;
    comments.push(addComment(b, rng, target, o));
  }
  return comments;
}
