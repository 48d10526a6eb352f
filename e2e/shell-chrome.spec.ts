// The chrome every page shares: the breadcrumb trail, the way back from the demo section, the
// floating buttons under an open modal, and the saved theme.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('the breadcrumb trail names each level once', async ({ page }) => {
  await page.goto('/test-simple/5/extra');
  await expect(heading(page)).toHaveText('Simple layout: catch-all');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Home', '›Simple layout']);
  await expect(crumbs.last().getByText('Simple layout')).toHaveAttribute('aria-current', 'page');
});

test.describe('every demo page links back to the Demo Center while the news reader is active', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('tendril-demo-app', 'news'));
  });

  for (const [path, title] of [
    ['/demo/basic-signals', 'Basic signals'],
    ['/demo/computed-signals', 'Computed signals'],
    ['/demo/effects', 'Effects'],
    ['/demo/state-machine', 'State machine'],
    ['/demo/time-signals', 'Time signals'],
    ['/demo/forms', 'Forms'],
    ['/demo/plugins', 'Plugins'],
    ['/demo/advanced', 'Advanced signals'],
    ['/demo/router', 'Router playground'],
    ['/demo/offline-router', 'Offline router'],
    ['/demo/action-loader', 'Action loader'],
    ['/demo/channels', 'Channels'],
    ['/demo/fetch', 'Fetch'],
    ['/demo/router-event-bus', 'Router event bus'],
    ['/analytics', 'Analytics'],
  ] as const) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(heading(page)).toContainText(title);
      // The news reader's header is showing: its "top" link is there.
      await expect(
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'top', exact: true }),
      ).toBeVisible();
      const back = page.getByRole('link', { name: 'Back to Demo Center' });
      await expect(back).toHaveCount(1);
      await expect(back).toBeVisible();
      await back.click();
      await expect(heading(page)).toHaveText('Demo Center');
    });
  }
});

test.describe('floating buttons and modals', () => {
  const devtools = (page: Page) => page.getByRole('button', { name: 'Devtools' });
  const demos = (page: Page) => page.getByRole('button', { name: 'Demos' });
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error('not on screen');
    return found;
  };
  type Box = Awaited<ReturnType<typeof box>>;
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  test('a backdrop click over the Devtools or Demos button closes the modal and opens nothing', async ({
    page,
  }) => {
    await page.goto('/demo/basic-signals');
    await expect(heading(page)).toHaveText('Basic signals');
    for (const button of [devtools(page), demos(page)]) {
      // The devtools launcher mounts once the page's first screen is done with the network.
      await expect(button).toBeVisible();
      const { x, y, width, height } = await box(button);
      await page.getByRole('link', { name: /notifications/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // A real click at that spot: whatever is on top there gets it.
      await page.mouse.click(x + width / 2, y + height / 2);
      await expect(dialog).toBeHidden();
      await expect(devtools(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(demos(page)).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('the devtools panel opens clear of the Demos button, and the two buttons do not overlap', async ({
    page,
  }) => {
    await page.goto('/demo/basic-signals');
    await expect(devtools(page)).toBeVisible();
    expect(overlap(await box(devtools(page)), await box(demos(page)))).toBe(false);
    await devtools(page).click();
    const panel = page.getByRole('dialog', { name: 'Tendril devtools' });
    await expect(panel).toBeVisible();
    expect(overlap(await box(panel), await box(demos(page)))).toBe(false);
    // With the panel open, the Demos button still answers a click.
    await demos(page).click();
    await expect(demos(page)).toHaveAttribute('aria-expanded', 'true');
  });
});

test('a theme saved as plain text (dark, not "dark") is applied', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/demo/basic-signals');
  await expect(heading(page)).toHaveText('Basic signals');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});
