// Story pages against the built site and the local stand-in: nested comments, "N replies",
// collapse, load more, polls, Ask HN, comment pages, deleted and dead comments, unknown items.
// The 1,500-comment story's responsiveness: news-big-thread.spec.ts.
import { expect, test } from './fixtures.ts';
import {
  autoThread,
  comment,
  getItem,
  notableIds,
  shown,
  threadsSettled,
  withShownReply,
  type RawItem,
} from './news-helpers.ts';

test.describe('news: story pages', () => {
  test('nested comments: three levels at once, "N replies" deeper, collapse, load more', async ({
    page,
    request,
  }) => {
    const ids = await notableIds(request);
    // Find a story whose third level has a comment with replies of its own.
    let storyId = 0;
    let levels: RawItem[][] = [];
    let deep: RawItem | undefined;
    for (const candidate of [ids.bigStory, ...ids.mediumStories]) {
      levels = await autoThread(request, candidate);
      deep = levels[2]?.find((c) => shown(c) && (c.kids ?? []).some((k) => k !== null));
      if (deep) {
        storyId = candidate;
        break;
      }
    }
    expect(deep, 'a level-2 comment with replies').toBeDefined();
    const story = (await getItem(request, storyId))!;

    await page.goto(`/item/${storyId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(story.title!);
    await threadsSettled(page);
    for (const [level, items] of levels.entries())
      for (const item of items.filter(shown))
        await expect(comment(page, item.id)).toHaveAttribute('data-level', String(level));
    await expect(page.locator('[data-testid=comment][data-level="3"]')).toHaveCount(0);

    // "N replies" opens the next level.
    const deepComment = comment(page, deep!.id);
    const kids = (deep!.kids ?? []).filter((k): k is number => k !== null);
    const replies = deepComment.getByRole('button', {
      name: kids.length === 1 ? '1 reply' : `${kids.length} replies`,
    });
    await replies.click();
    await expect(replies).toHaveCount(0);
    const firstKids = await Promise.all(kids.slice(0, 10).map((id) => getItem(request, id)));
    const visibleKid = firstKids.find((k): k is RawItem => k !== null && shown(k));
    if (visibleKid) await expect(comment(page, visibleKid.id)).toHaveAttribute('data-level', '3');

    // Collapse hides a comment's text and its replies; expand brings them back.
    const { parent, child } = withShownReply(levels);
    const parentComment = comment(page, parent.id);
    await expect(comment(page, child.id)).toBeVisible();
    await parentComment.getByRole('button', { name: 'collapse' }).first().click();
    await expect(comment(page, child.id)).toHaveCount(0);
    await expect(parentComment.getByTestId('hn-html')).toHaveCount(0);
    await parentComment.getByRole('button', { name: 'expand' }).click();
    await expect(comment(page, child.id)).toBeVisible();

    // Load more: 5 more top-level comments per click, after a short wait.
    const topKids = (story.kids ?? []).filter((k): k is number => k !== null);
    const topLevel = page.locator('[data-testid=comment][data-level="0"]');
    const before = await topLevel.count();
    const more = page.getByRole('button', { name: `Load more (${topKids.length - 10} more)` });
    await more.click();
    await expect(
      page.getByRole('button', { name: `Load more (${topKids.length - 15} more)` }),
    ).toBeVisible();
    await threadsSettled(page);
    const added = (await Promise.all(topKids.slice(10, 15).map((id) => getItem(request, id))))
      .filter((c): c is RawItem => c !== null)
      .filter(shown).length;
    await expect(topLevel).toHaveCount(before + added);
  });

  test('a poll shows its options; Ask HN shows its text', async ({ page, request }) => {
    const ids = await notableIds(request);
    await page.goto(`/item/${ids.poll}`);
    await expect(page.getByTestId('poll-option')).toHaveCount(ids.pollopts.length);
    await expect(page.getByTestId('poll-option').first()).toContainText(/\d+ points/);

    const ask = (await getItem(request, ids.askPost))!;
    await page.goto(`/item/${ids.askPost}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(ask.title!);
    await expect(heading.getByRole('link')).toHaveCount(0); // no url: the title is not a link
    await expect(page.locator('header [data-testid=hn-html]')).toContainText("I've been working");
  });

  test('a comment page shows the comment, a parent link and its replies', async ({
    page,
    request,
  }) => {
    const ids = await notableIds(request);
    const { parent: target, child } = withShownReply(
      await autoThread(request, ids.mediumStories[0]!),
    );
    await page.goto(`/item/${target.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Comment by ${target.by}`);
    await expect(page.getByRole('link', { name: 'parent' })).toHaveAttribute(
      'href',
      `/item/${target.parent}`,
    );
    await threadsSettled(page);
    await expect(comment(page, child.id)).toHaveAttribute('data-level', '0');
  });

  test('deleted and dead comments never show; replies under a deleted one do', async ({
    page,
    request,
  }) => {
    const ids = await notableIds(request);
    // A story with a deleted (having replies) or dead comment among its first ten.
    const find = async (pool: number[], wantKids: boolean) => {
      for (const id of pool.slice(0, 150)) {
        const item = await getItem(request, id);
        if (item?.type !== 'comment' || item.parent === undefined) continue;
        if (wantKids && !(item.kids ?? []).length) continue;
        const parent = await getItem(request, item.parent);
        if (parent?.type === 'story' && shown(parent) && parent.kids?.slice(0, 10).includes(id))
          return { item, parent };
      }
      throw new Error('no such comment in the data set');
    };
    const deleted = await find(ids.deletedIds, true);
    const dead = await find(ids.deadIds, false);
    for (const { item, parent } of [deleted, dead]) {
      await page.goto(`/item/${parent.id}`);
      await threadsSettled(page);
      await expect(page.getByTestId('comment').first()).toBeVisible();
      await expect(page.locator(`[data-id="${item.id}"]`)).toHaveCount(0);
    }
    const reply = (await Promise.all((deleted.item.kids ?? []).map((k) => getItem(request, k!))))
      .filter((k): k is RawItem => k !== null)
      .find(shown);
    if (reply) {
      await page.goto(`/item/${deleted.parent.id}`);
      await expect(comment(page, reply.id)).toHaveAttribute('data-level', '1');
    }
    // Asked for directly, they are "not found".
    await page.goto(`/item/${deleted.item.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Item not found');
    await page.goto(`/item/${dead.item.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Item not found');
  });

  test('unknown items say "Item not found", with Back to Home', async ({ page }) => {
    await page.goto('/item/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Item not found');
    await expect(page.getByTestId('error-message')).toHaveText('There is no item with id 1.');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top Stories');
  });
});
