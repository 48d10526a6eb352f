import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAxeClean as axe } from './axe.ts';

const status = (page: Page) => page.getByTestId('last-refresh');
const usersValue = (page: Page) => page.getByTestId('metric-users').getByTestId('metric-value');
const rangeButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Time range' }).getByRole('button', { name, exact: true });

async function loaded(page: Page) {
  await expect(status(page)).toHaveText(/ at .* · load \d+$/);
}

test.describe('analytics dashboard', () => {
  test('shows the loading state, then the loaded figures, without moving the layout', async ({
    page,
  }) => {
    // Record, in the page and as soon as it happens, where the table heading sits while the
    // page is loading and how many figures show then.
    await page.addInitScript(() => {
      const w = window as unknown as { loadingSample?: { y: number; figures: number } };
      new MutationObserver(() => {
        if (w.loadingSample) return;
        const state = document.querySelector('[data-testid="last-refresh"]')?.textContent;
        const heading = Array.from(document.querySelectorAll('h2')).find(
          (h) => h.textContent === 'Top pages',
        );
        if (state !== 'Loading analytics…' || !heading) return;
        w.loadingSample = {
          y: heading.getBoundingClientRect().top + window.scrollY,
          figures: document.querySelectorAll('[data-testid="metric-value"]').length,
        };
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/analytics');
    await loaded(page);
    const before = await page.evaluate(
      () => (window as unknown as { loadingSample?: { y: number; figures: number } }).loadingSample,
    );
    if (!before) throw new Error('the loading state was never shown');
    expect(before.figures).toBe(0);
    await expect(status(page)).toHaveText(/^Loaded at /);
    await expect(rangeButton(page, '7d')).toHaveAttribute('aria-pressed', 'true');
    await expect(usersValue(page)).toHaveText(/^\d[\d,]*$/);
    await expect(page.getByTestId('metric-revenue').getByTestId('metric-value')).toHaveText(
      /^\$[\d,]+\.\d\d$/,
    );
    await expect(page.getByTestId('metric-conversion').getByTestId('metric-value')).toHaveText(
      /^\d+\.\d%$/,
    );
    await expect(page.getByTestId('metric-sessions')).toContainText(/[+−-]\d+\.\d% vs previous/);
    await expect(page.getByTestId('top-pages').locator('tbody tr')).toHaveCount(5);
    await expect(page.getByRole('rowheader', { name: '/products' })).toBeVisible();
    const after = await page
      .getByRole('heading', { name: 'Top pages' })
      .evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
    expect(after).toBe(before.y);
  });

  test('range buttons change the figures and the URL, and Back restores them', async ({ page }) => {
    await page.goto('/analytics');
    await loaded(page);
    const week = await usersValue(page).textContent();

    await rangeButton(page, '30d').click();
    await expect(page).toHaveURL(/\/analytics\?range=30d$/);
    await expect(rangeButton(page, '30d')).toHaveAttribute('aria-pressed', 'true');
    await expect(rangeButton(page, '7d')).toHaveAttribute('aria-pressed', 'false');
    await loaded(page);
    await expect(usersValue(page)).not.toHaveText(week ?? '');
    await expect(page.getByRole('img', { name: 'Sessions per day, last 30 days' })).toBeVisible();

    await rangeButton(page, '24h').click();
    await expect(page).toHaveURL(/\?range=24h$/);
    await expect(page.getByRole('img', { name: 'Sessions per hour, last 24 hours' })).toBeVisible();

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(rangeButton(page, '7d')).toHaveAttribute('aria-pressed', 'true');
    // Seeded data: the same range shows the same figures again.
    await expect(usersValue(page)).toHaveText(week ?? '');
  });

  test('a range in the URL is selected on load', async ({ page }) => {
    await page.goto('/analytics?range=90d');
    await expect(rangeButton(page, '90d')).toHaveAttribute('aria-pressed', 'true');
    await loaded(page);
    await expect(
      page.getByTestId('sessions-chart').locator('..').locator('table tbody tr'),
    ).toHaveCount(90);
  });

  test('the uPlot chart draws on a canvas, with a name, a summary and a data table', async ({
    page,
  }) => {
    await page.goto('/analytics');
    await loaded(page);
    const chart = page.getByRole('img', { name: 'Sessions per day, last 7 days' });
    await expect(chart).toHaveAccessibleDescription(
      /sessions in all, from [\d,]+ to [\d,]+ per point/,
    );
    const canvas = chart.locator('canvas');
    await expect(canvas).toBeVisible();
    const size = await canvas.evaluate((c: HTMLCanvasElement) => ({ w: c.width, h: c.height }));
    expect(size.w).toBeGreaterThan(200);
    expect(size.h).toBeGreaterThan(100);
    // Something was drawn: not every pixel is transparent.
    const painted = await canvas.evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) n++;
      return n;
    });
    expect(painted).toBeGreaterThan(100);
    await expect(
      page.getByRole('table', { name: 'Sessions per day, last 7 days' }).locator('tbody tr'),
    ).toHaveCount(7);
  });

  test('a forced error shows Try Again, and Try Again recovers', async ({ page }) => {
    await page.goto('/analytics?fail=1');
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(alert).toContainText('Something went wrong');
    await expect(alert).toContainText('Analytics service unavailable');
    await axe(page);
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(status(page)).toHaveText(/^Reloaded after Try Again at .* · load 1$/);
    await expect(alert).toHaveCount(0);
    await expect(usersValue(page)).toBeVisible();
  });

  test('publishing user.updated on the site bus refreshes the data', async ({ page }) => {
    await page.goto('/analytics');
    await loaded(page);
    await expect(status(page)).toHaveText(/^Loaded at .* · load 1$/);
    const first = await usersValue(page).textContent();

    await page.getByRole('button', { name: 'Simulate user update' }).click();
    await expect(status(page)).toHaveText(/^Refreshed after user\.updated at .* · load 2$/);
    await expect(usersValue(page)).not.toHaveText(first ?? '');

    await page.getByRole('button', { name: 'Simulate user update' }).click();
    await expect(status(page)).toHaveText(/^Refreshed after user\.updated at .* · load 3$/);
  });

  test('works by keyboard: arrows move along the ranges, Enter publishes', async ({ page }) => {
    await page.goto('/analytics');
    await loaded(page);
    await rangeButton(page, '7d').focus();
    await page.keyboard.press('ArrowRight');
    await expect(rangeButton(page, '30d')).toBeFocused();
    await expect(page).toHaveURL(/\?range=30d$/);
    await page.keyboard.press('End');
    await expect(rangeButton(page, '90d')).toBeFocused();
    await expect(page).toHaveURL(/\?range=90d$/);
    await page.keyboard.press('ArrowRight');
    await expect(rangeButton(page, '24h')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await expect(rangeButton(page, '7d')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?range=7d$/);
    await loaded(page);
    // Tab onwards to the demo control and use it.
    for (let i = 0; i < 5; i++) {
      if (
        await page
          .getByRole('button', { name: 'Simulate user update' })
          .evaluate((b) => b === document.activeElement)
      )
        break;
      await page.keyboard.press('Tab');
    }
    await expect(page.getByRole('button', { name: 'Simulate user update' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(/^Refreshed after user\.updated/);
  });

  test('is axe clean when loaded', async ({ page }) => {
    await page.goto('/analytics');
    await loaded(page);
    await axe(page);
  });

  test('uPlot loads only with the analytics page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const early = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    // uPlot and its stylesheet are a chunk of their own, shared with the data-visualization demo.
    expect(early.filter((n) => /AnalyticsPage|uPlot/.test(n))).toEqual([]);
    expect(
      await page.evaluate(() =>
        [...document.styleSheets].some((s) => /AnalyticsPage|uPlot/.test(s.href ?? '')),
      ),
    ).toBe(false);

    await page.goto('/analytics');
    await loaded(page);
    const later = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    expect(later.filter((n) => /AnalyticsPage.*\.js$/.test(n))).toHaveLength(1);
    expect(later.filter((n) => /uPlot.*\.js$/.test(n))).toHaveLength(1);
    expect(later.filter((n) => /uPlot.*\.css$/.test(n))).toHaveLength(1);
  });
});

test.describe('analytics across tabs', () => {
  test('a user updated in the channels demo, in another tab, refreshes the dashboard', async ({
    page,
    context,
  }) => {
    await page.goto('/analytics');
    await loaded(page);
    await expect(status(page)).toHaveText(/^Loaded at .* · load 1$/);

    // The site bus is shared by the site's tabs: the channels demo publishes user.updated.
    const other = await context.newPage();
    await other.goto('/demo/channels');
    await other.getByLabel('New user name').fill('Katherine Johnson');
    await other.getByRole('button', { name: 'Add user' }).click();
    await other.getByRole('button', { name: 'Update Katherine Johnson' }).click();

    await expect(status(page)).toHaveText(/^Refreshed after user\.updated at .* · load 2$/);
  });
});
