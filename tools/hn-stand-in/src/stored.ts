// The stored (pre-JSON) shapes of items and users, and the catalogue of notable ids.
// Only structure lives here; strings of ordinary items are generated on demand (materialize.ts).
import type { ContentKind, FixedContent } from './drafts.ts';
import type { HostilePayload } from './hostile.ts';
import type { ItemType, ListName } from './types.ts';

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
