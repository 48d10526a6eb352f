// The Hacker News reader against the built site and the local stand-in: story lists, users and
// cached revisits (read-only: the tests that switch faults on live in news-faults.spec.ts, on a
// stand-in of their own; story pages and threads in news-threads.spec.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { API, comment, getItem, getJson, notableIds, threadsSettled } from './news-helpers.ts';
import { scrollLikeAUser } from './scroll.ts';

const rows = (page: Page) => page.getByTestId('story-row');
const placeholders = (page: Page) => page.getByTestId('story-placeholder');

test.describe('news: story lists', () => {
  test('Top Stories fills in batches of 5, with a progress bar and placeholders', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const log: { t: number; rows: number; placeholders: number; progress: string | null }[] = [];
      (window as unknown as { __batches: typeof log }).__batches = log;
      const record = () => {
        const entry = {
          t: performance.now(),
          rows: document.querySelectorAll('[data-testid=story-row]').length,
          placeholders: document.querySelectorAll('[data-testid=story-placeholder]').length,
          progress:
            document
              .querySelector('[role=progressbar][aria-label="Loading stories"]')
              ?.getAttribute('aria-valuenow') ?? null,
        };
        const last = log[log.length - 1];
        if (
          !last ||
          last.rows !== entry.rows ||
          last.placeholders !== entry.placeholders ||
          last.progress !== entry.progress
        )
          log.push(entry);
      };
      new MutationObserver(record).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Top Stories' })).toBeVisible();
    await expect(rows(page)).toHaveCount(30);
    await expect(placeholders(page)).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    const log = await page.evaluate(
      () =>
        (
          window as unknown as {
            __batches: { t: number; rows: number; placeholders: number; progress: string | null }[];
          }
        ).__batches,
    );
    // The rows grow by whole batches, from none to 30. Batches are timed by the network, 300 ms
    // apart: on a loaded machine one long task (or a late hydration) can outlast that pause and
    // show two batches in one paint, so most, not all, of the in-between counts must be seen.
    const counts = [...new Set(log.map((e) => e.rows))];
    expect(counts[0]).toBe(0);
    expect(counts.at(-1)).toBe(30);
    expect(counts.every((n, i) => n % 5 === 0 && (i === 0 || n > counts[i - 1]!))).toBe(true);
    const between = counts.slice(1, -1);
    if (between.length < 5) console.log(`batches shown together: counts seen ${counts.join(', ')}`);
    expect(between.length).toBeGreaterThanOrEqual(3);
    // While loading: the bar reports the batches done, and up to 5 placeholders stand in.
    for (const done of between) {
      const during = log.filter((e) => e.rows === done);
      expect(during.some((e) => e.progress === String(done) && e.placeholders === 5)).toBe(true);
    }
    // The list's first render shows 5 placeholders and no rows, unless the first batch (asked
    // for by the page's inline script) is already there by then.
    const firstRender = log.find((e) => e.placeholders > 0 || e.rows > 0);
    expect([0, 5]).toContain(firstRender?.rows);
    expect(firstRender?.placeholders).toBe(5);
    // 30 requests, in batches of 5 that start at least 300 ms apart.
    const requests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/item/'))
        .map((e) => ({ start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
    );
    expect(requests).toHaveLength(30);
    for (let batch = 5; batch < 30; batch += 5) {
      const previous = requests.slice(batch - 5, batch);
      const next = requests.slice(batch, batch + 5);
      const pause = Math.min(...next.map((r) => r.start)) - Math.max(...previous.map((r) => r.end));
      expect(pause).toBeGreaterThanOrEqual(295);
    }
  });

  test('a row shows rank, title with its link and domain, score, author, age and comments', async ({
    page,
    request,
  }) => {
    const [firstId] = await getJson<number[]>(request, '/topstories.json');
    const story = (await getItem(request, firstId!))!;
    await page.goto('/');
    const row = rows(page).first();
    await expect(row).toHaveAttribute('data-id', String(firstId));
    await expect(row).toContainText('1.');
    const title = row.getByRole('link', { name: story.title! });
    await expect(title).toHaveAttribute('href', story.url!);
    await expect(row).toContainText(`(${new URL(story.url!).hostname.replace(/^www\./, '')})`);
    await expect(row).toContainText(/\d+ points by /);
    await expect(row.getByRole('link', { name: story.by! })).toHaveAttribute(
      'href',
      `/user/${story.by}`,
    );
    await expect(row).toContainText(/\d+ (minutes?|hours?|days?) ago/);
    const comments = row.getByRole('link', { name: `${story.descendants} comments` });
    await expect(comments).toHaveAttribute('href', `/item/${firstId}`);
    await comments.click();
    await expect(page).toHaveURL(new RegExp(`/item/${firstId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(story.title!);
  });

  test('Refresh clears the cache and reloads in batches', async ({ page }) => {
    await page.goto('/');
    await expect(rows(page)).toHaveCount(30);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('hn-cache-top-stories')))
      .not.toBeNull();
    await page.evaluate(() =>
      localStorage.setItem('hn-cache-user-someone', '{"savedAt":1,"data":{"id":"someone"}}'),
    );

    const listRequest = page.waitForRequest(`${API}/topstories.json`);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await listRequest;
    expect(
      await page.evaluate(() => [
        localStorage.getItem('hn-cache-top-stories'),
        localStorage.getItem('hn-cache-user-someone'),
      ]),
    ).toEqual([null, null]);
    await expect(placeholders(page).first()).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading stories' })).toBeVisible();
    await expect(rows(page)).toHaveCount(30);
    await expect(placeholders(page)).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('hn-cache-top-stories')))
      .not.toBeNull();
  });

  test('Back to the list restores its scroll position', async ({ page }) => {
    await page.goto('/');
    await expect(rows(page)).toHaveCount(30);
    await scrollLikeAUser(page, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await page.evaluate(() => {
      const link = document.querySelectorAll<HTMLAnchorElement>(
        '[data-testid=story-row] a[href^="/item/"]',
      )[20]!;
      link.click(); // without scrolling it into view first
    });
    await expect(page).toHaveURL(/\/item\/\d+$/);
    await expect(page.getByTestId('item-page')).toBeVisible();
    await page.goBack();
    await expect(rows(page)).toHaveCount(30);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  });

  test('new, ask, show and jobs are feeds in the same view; past, comments and submit go to HN', async ({
    page,
    request,
  }) => {
    const jobIds = (await getJson<number[]>(request, '/jobstories.json')).slice(0, 30);
    const jobs = await Promise.all(jobIds.map((id) => getItem(request, id)));
    const shownJobs = jobs.filter((j) => j !== null && !j.deleted && !j.dead).length;
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, heading, path] of [
      ['new', 'New Stories', '/new'],
      ['ask', 'Ask HN', '/ask'],
      ['show', 'Show HN', '/show'],
      ['jobs', 'Jobs', '/jobs'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(rows(page).first()).toBeVisible();
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expect(rows(page)).toHaveCount(shownJobs); // the whole (short) job list
    for (const [label, href] of [
      ['past', 'https://news.ycombinator.com/front'] as const,
      ['comments', 'https://news.ycombinator.com/newcomments'],
      ['submit', 'https://news.ycombinator.com/submit'],
    ]) {
      const link = nav.getByRole('link', { name: label, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await nav.getByRole('link', { name: 'top', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top Stories');
  });
});

test.describe('news: users', () => {
  test('a user page shows id, karma, created and about', async ({ page, request }) => {
    const ids = await notableIds(request);
    const user = await getJson<{ id: string; karma: number; created: number; about?: string }>(
      request,
      `/user/${ids.prolificUser}.json`,
    );
    await page.goto(`/user/${user.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(user.id);
    await expect(page.getByTestId('user-id')).toHaveText(user.id);
    await expect(page.getByTestId('user-karma')).toHaveText(user.karma.toLocaleString('en'));
    await expect(page.getByTestId('user-created')).toHaveText(
      new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(user.created * 1000)),
    );
    if (user.about)
      await expect(page.getByTestId('user-about').getByTestId('hn-html')).toBeVisible();
  });

  test('an author link in the list opens the user page', async ({ page }) => {
    await page.goto('/');
    const author = rows(page).first().locator('a[href^="/user/"]');
    const name = (await author.textContent())!;
    await author.click();
    await expect(page).toHaveURL(new RegExp(`/user/${name}$`));
    await expect(page.getByTestId('user-id')).toHaveText(name);
  });

  test('unknown users say "User not found", with Back to Home', async ({ page }) => {
    await page.goto('/user/no_such_user_anywhere');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('User not found');
    await expect(page.getByTestId('error-message')).toHaveText(
      'There is no user with id no_such_user_anywhere.',
    );
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

// These tests answer or hold API requests. They route at the context level, which also sees
// the requests the site's service worker makes on the page's behalf.
test.describe('news: cached revisits and routed answers', () => {
  test('a revisit paints the list from the cache at once, then refreshes it', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(rows(page)).toHaveCount(30);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('hn-cache-top-stories')))
      .not.toBeNull();

    // Hold the list request: whatever shows now can only come from the cache.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await context.route(`${API}/topstories.json`, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(rows(page)).toHaveCount(30);
    const refreshing = page.getByRole('progressbar', { name: 'Refreshing stories' });
    await expect(refreshing).toBeVisible();
    await expect.poll(() => asked).toBe(true);
    // Still waiting for the ids (no total yet), with every row on screen.
    await expect(refreshing).not.toHaveAttribute('aria-valuemax');
    await expect(rows(page)).toHaveCount(30);
    release();
    await expect(page.getByRole('progressbar', { name: 'Refreshing stories' })).toBeHidden();
    await expect(rows(page)).toHaveCount(30);
  });

  test('deleted and dead stories never show', async ({ page, context, request }) => {
    const ids = await notableIds(request);
    const top = await getJson<number[]>(request, '/topstories.json');
    const list = [
      ids.deletedStoryInTop,
      ...top.slice(0, 4),
      ids.deadStoryInTop,
      ...top.slice(4, 8),
    ];
    await context.route(`${API}/topstories.json`, (route) => route.fulfill({ json: list }));
    await page.goto('/');
    await expect(rows(page)).toHaveCount(8);
    await expect(page.locator(`[data-id="${ids.deletedStoryInTop}"]`)).toHaveCount(0);
    await expect(page.locator(`[data-id="${ids.deadStoryInTop}"]`)).toHaveCount(0);
    await expect(rows(page).nth(4)).toContainText('5.');
  });

  test('a revisit paints the story and its comments from the cache', async ({
    page,
    context,
    request,
  }) => {
    const ids = await notableIds(request);
    const id = ids.mediumStories[0]!;
    await page.goto(`/item/${id}`);
    await threadsSettled(page);
    const first = await page.getByTestId('comment').first().getAttribute('data-id');
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), `hn-cache-story-${id}`))
      .not.toBeNull();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const waiting = new Set<string>();
    await context.route(`${API}/**`, async (route) => {
      waiting.add(route.request().url());
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByTestId('item-page')).toBeVisible();
    await expect(comment(page, Number(first))).toBeVisible();
    // Painted while the story's own request is still held.
    await expect.poll(() => waiting.has(`${API}/item/${id}.json`)).toBe(true);
    release();
    await threadsSettled(page);
  });
});
