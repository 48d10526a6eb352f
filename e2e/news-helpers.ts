// Shared by the news browser tests: where the stand-in is, its notable ids, and data lookups
// that find a thread of a given shape at run time (so the tests follow the data set).
import type { APIRequestContext, Page } from '@playwright/test';

/** The stand-in the site was built against (see playwright.config.ts). */
export const STAND_IN = `http://127.0.0.1:${process.env.HN_STAND_IN_PORT ?? 8787}`;
export const API = `${STAND_IN}/v0`;

export interface HostileEntry {
  key: string;
  trigger: string;
  detect: string;
  storyId: number;
  commentId: number;
  user: string;
}

export interface NotableIds {
  bigStory: number;
  mediumStories: number[];
  poll: number;
  pollopts: number[];
  askPost: number;
  job: number;
  deletedStoryInTop: number;
  deadStoryInTop: number;
  deletedIds: number[];
  deadIds: number[];
  danglingKidIds: number[];
  hostileGallery: number;
  hostileIds: number[];
  hostileUsers: string[];
  prolificUser: string;
  hostile: HostileEntry[];
}

export interface RawItem {
  id: number;
  type?: string;
  by?: string;
  title?: string;
  text?: string;
  url?: string;
  kids?: (number | null)[];
  parent?: number;
  deleted?: boolean;
  dead?: boolean;
  descendants?: number;
  parts?: number[];
}

export async function notableIds(request: APIRequestContext): Promise<NotableIds> {
  return (await request.get(`${STAND_IN}/__control/ids`)).json() as Promise<NotableIds>;
}

export async function getItem(request: APIRequestContext, id: number): Promise<RawItem | null> {
  return (await request.get(`${API}/item/${id}.json`)).json() as Promise<RawItem | null>;
}

export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  return (await request.get(`${API}${path}`)).json() as Promise<T>;
}

const kidsOf = (item: RawItem | null) =>
  (item?.kids ?? []).filter((k): k is number => typeof k === 'number');

/**
 * The comments the reader shows without clicks: the first 10 per level, three levels deep.
 * Returns them by level, as the API serves them.
 */
export async function autoThread(
  request: APIRequestContext,
  storyId: number,
): Promise<RawItem[][]> {
  const story = await getItem(request, storyId);
  const levels: RawItem[][] = [];
  let ids = kidsOf(story).slice(0, 10);
  for (let level = 0; level < 3 && ids.length > 0; level++) {
    const items = (await Promise.all(ids.map((id) => getItem(request, id)))).filter(
      (i): i is RawItem => i !== null,
    );
    levels.push(items);
    ids = items.filter((i) => !i.dead).flatMap((i) => kidsOf(i).slice(0, 10));
  }
  return levels;
}

/** Waits until no thread on the page is still loading. */
export async function threadsSettled(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Comments' }).waitFor();
  // A thread is busy (aria-busy) while its comments are on their way.
  await page.waitForFunction(
    () => document.querySelector('[data-testid=item-page] [aria-busy=true]') === null,
  );
}

/** Records dialogs and a `window.__xss` flag for a page. */
export function watchForXss(page: Page): { dialogs: string[] } {
  const seen = { dialogs: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

export const shown = (item: RawItem) => !item.deleted && !item.dead;

export const comment = (page: Page, id: number) =>
  page.locator(`[data-testid=comment][data-id="${id}"]`);

/** A shown level-0 comment with a shown reply, from autoThread levels. */
export function withShownReply(levels: RawItem[][]): { parent: RawItem; child: RawItem } {
  for (const child of levels[1] ?? []) {
    const parent = levels[0]!.find((c) => c.id === child.parent);
    if (parent && shown(parent) && shown(child)) return { parent, child };
  }
  throw new Error('no comment with a shown reply');
}
