import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { untilHydrated } from './hydration.ts';
import { waitForWorker } from './offline-helpers.ts';
import { DEMO_MENU, DEMO_MENU_ITEMS, demoCategoryOf } from '../apps/site/src/shell/demo-menu.ts';
import { expectAxeClean as axe } from './axe.ts';

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Demos' });
const OFFLINE = "You're offline. The app will continue to work with cached data.";

test.describe('Demo Center', () => {
  test('/admin lists every demo under Core, Data Management and Advanced', async ({ page }) => {
    await page.goto('/admin');
    await expect(heading(page)).toHaveText('Demo Center');
    await expect(page).toHaveTitle('Demo Center · Tendril');
    await expect(sidebar(page).getByRole('heading', { level: 2 })).toHaveText(
      DEMO_MENU.map((c) => c.name),
    );
    for (const category of DEMO_MENU) {
      const links = sidebar(page).getByRole('region', { name: category.name }).getByRole('link');
      await expect(links).toHaveCount(category.items.length);
      for (const [n, item] of category.items.entries()) {
        const link = links.nth(n);
        await expect(link).toHaveAttribute('href', item.path);
        for (const part of [item.title, item.description, item.status, ...item.tags]) {
          await expect(link).toContainText(part);
        }
        await expect(link.getByTestId('demo-status')).toHaveText(item.status);
      }
    }
    await expect(page.getByRole('heading', { name: 'Welcome to the Demo Center' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick tips' })).toBeVisible();
  });

  for (const item of DEMO_MENU_ITEMS) {
    test(`the link to ${item.path} opens its page, never not-found`, async ({ page }) => {
      await page.goto('/admin');
      await sidebar(page).locator(`a[href="${item.path}"]`).click();
      await expect(page).toHaveURL(item.path);
      // The page's code (and a shop page's data) loads on first visit, slowly on a busy
      // machine: wait for the new page's heading, then check it is not the not-found page.
      await expect(heading(page)).toHaveText(/^(?!Demo Center$).+/, { timeout: 20_000 });
      await expect(heading(page)).not.toHaveText('Page not found');
    });
  }

  // "Every demo page links back here": a demo page from its header, the apps' own pages (the
  // shop's, and the home page, whichever app it shows) from the app's header.
  const APP_PAGES = new Set(['/', '/products', '/product/1', '/cart']);
  for (const item of DEMO_MENU_ITEMS.filter((i) => !APP_PAGES.has(i.path as string))) {
    test(`${item.path} starts with "Back to Demo Center", then the ${demoCategoryOf(item.path as string)!.name} demos`, async ({
      page,
    }) => {
      const category = demoCategoryOf(item.path as string)!;
      await page.goto(item.path as string);
      await expect(heading(page)).toBeVisible({ timeout: 20_000 });
      const nav = page.getByRole('navigation', { name: 'Demo pages' });
      const links = nav.getByRole('link');
      await expect(links.first()).toHaveText('Back to Demo Center');
      await expect(links.first()).toHaveAttribute('href', '/admin');
      // Its category's demos, the page itself marked as the current one.
      await expect(nav.getByText(`${category.name} demos`, { exact: true })).toBeVisible();
      const related = nav.getByTestId('related-demos').getByRole('link');
      await expect(related).toHaveText(category.pages.map((p) => p.title));
      expect(await related.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
        category.pages.map((p) => p.path),
      );
      await expect(nav.getByRole('link', { name: item.title, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // The header comes first in the page, before any other link but the breadcrumb's.
      const pageLinks = page.getByRole('main').locator('a:not(nav[aria-label="Breadcrumb"] a)');
      await expect(pageLinks.first()).toHaveText('Back to Demo Center');
      // By keyboard: the way back opens the Demo Center.
      await links.first().focus();
      await page.keyboard.press('Enter');
      await expect(heading(page)).toHaveText('Demo Center');
    });
  }

  for (const path of APP_PAGES) {
    test(`${path}, an app's own page, links back from the app's header`, async ({ page }) => {
      await page.goto(path);
      await expect(heading(page)).toBeVisible({ timeout: 20_000 });
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Demo Center' })
        .click();
      await expect(heading(page)).toHaveText('Demo Center');
    });
  }

  test('an unlisted path is still the not-found page', async ({ page }) => {
    await page.goto('/demo/no-such-demo');
    await expect(heading(page)).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found · Tendril');
  });

  test('the sidebar works by keyboard: Tab reaches it, arrows move, Enter opens', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(heading(page)).toHaveText('Demo Center');
    const links = sidebar(page).getByRole('link');
    const first = DEMO_MENU_ITEMS[0]!;
    const last = DEMO_MENU_ITEMS.at(-1)!;
    // Tab from the page's heading area into the sidebar: its first link.
    await page.getByRole('main').focus();
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await expect(links.first()).toHaveAttribute('href', first.path);
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(last.path);
    // The page it opens (the last items are feature catalogue pages, titled by their record).
    await expect(heading(page)).toBeVisible();
    await expect(heading(page)).not.toHaveText('Page not found');
  });

  test('at 1280 × 800 the page is about two screens tall, whatever sidebar the shell shows', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The page's own height: the row kept free at its end for the floating Demos and Devtools
    // buttons (so they never cover it) is not the Demo Center's content.
    const height = () =>
      page.evaluate(
        () =>
          document.documentElement.scrollHeight -
          (document.querySelector<HTMLElement>('[data-testid="dock"]')?.offsetHeight ?? 0),
      );
    await page.goto('/admin');
    await expect(sidebar(page).getByRole('link')).toHaveCount(DEMO_MENU_ITEMS.length);
    // The categories are laid out side by side, not as one long column.
    const [first, second] = await sidebar(page)
      .getByRole('link')
      .evaluateAll((links) => links.slice(0, 2).map((a) => a.getBoundingClientRect().top));
    expect(second).toBe(first);
    expect(await height()).toBeLessThanOrEqual(2 * 800);

    // With the shop's sidebar beside it (the shop as the active app), it still fits.
    await context.addInitScript(() => localStorage.setItem('tendril-demo-app', 'shop'));
    await page.reload();
    const shell = page.getByRole('complementary');
    await expect(shell.getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(sidebar(page).getByRole('link')).toHaveCount(DEMO_MENU_ITEMS.length);
    expect(await height()).toBeLessThanOrEqual(2 * 800);
    // A sidebar never offers the page you are on: no "Back to Demo Center" here.
    await expect(shell.getByRole('link', { name: /Back to Demo Center/ })).toHaveCount(0);
    await page.goto('/products');
    await expect(shell.getByRole('link', { name: /Back to Demo Center/ })).toBeVisible();
  });

  test('shows its own offline banner while offline', async ({ page, context }) => {
    await page.goto('/admin');
    await expect(heading(page)).toHaveText('Demo Center');
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
    // The page is on screen before its code: offline before that code has arrived, it stays
    // as it was rendered (a first visit has no service worker to serve the code yet).
    await untilHydrated(heading(page));
    // The service worker registers after the page loads: going offline while it fetches its
    // script makes the browser log an error. A visitor reading the page has it installed.
    await waitForWorker(page);
    await context.setOffline(true);
    await expect(page.getByTestId('demo-center-offline')).toHaveText(OFFLINE);
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
  });

  test('the shop header links to the Demo Center', async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem('tendril-demo-app', 'shop'));
    await page.goto('/products');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Demo Center' })
      .click();
    await expect(page).toHaveURL('/admin');
    await expect(heading(page)).toHaveText('Demo Center');
  });

  test('the signals and offline demos link back and show their own code, highlighted', async ({
    page,
  }) => {
    for (const [path, code] of [
      ['/demo/basic-signals', 'const count = useSignal(0);'],
      ['/demo/computed-signals', 'const sum = useComputed(() => a.value + b.value);'],
      ['/demo/offline-router', 'offline.simulateOffline(on)'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText('The code behind it')).toBeVisible();
      await expect(page.locator('pre code')).toContainText(code);
      // Highlighted as the docs are (by the build): the tokens show in several colours.
      const colours = await page
        .locator('pre code span span')
        .evaluateAll((spans) => new Set(spans.map((s) => getComputedStyle(s).color)).size);
      expect(colours).toBeGreaterThan(2);
      await page.getByRole('link', { name: 'Back to Demo Center' }).click();
      await expect(heading(page)).toHaveText('Demo Center');
    }
  });
});

test.describe('/users/{id}', () => {
  test('/users/1 shows the demo user', async ({ page }) => {
    await page.goto('/users/1');
    await expect(heading(page)).toHaveText('Grace Hopper');
    await expect(page.getByTestId('user-id')).toHaveText('1');
    await expect(page.getByTestId('user-email')).toHaveText('grace@example.com');
    await expect(page.getByTestId('user-status')).toHaveText('active');
    await expect(page.getByTestId('user-last-updated')).not.toBeEmpty();
  });

  test('/users/abc says the user is not found, with a way back', async ({ page }) => {
    await page.goto('/users/abc');
    await expect(heading(page)).toHaveText('User not found');
    await page.getByRole('link', { name: 'Back to Demo Center' }).click();
    await expect(heading(page)).toHaveText('Demo Center');
  });
});

test.describe('Demo Center accessibility (axe)', () => {
  test('/admin', async ({ page }) => {
    await page.goto('/admin');
    await expect(heading(page)).toHaveText('Demo Center');
    await axe(page);
  });

  test('/users/1', async ({ page }) => {
    await page.goto('/users/1');
    await expect(heading(page)).toHaveText('Grace Hopper');
    await axe(page);
  });

  test('a feature page it links to', async ({ page }) => {
    await page.goto('/features/signals');
    await expect(heading(page)).toHaveText(/Signals/);
    await axe(page);
  });
});
