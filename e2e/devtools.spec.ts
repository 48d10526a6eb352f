import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const launcher = (page: Page) => page.getByRole('button', { name: 'Devtools' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Tendril devtools' });
const tab = (page: Page, name: string) => panel(page).getByRole('tab', { name });
const activeRoute = (page: Page) => panel(page).locator('tr[aria-current="true"]');
const loaderRow = (page: Page, name: string) =>
  panel(page)
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });

async function open(page: Page) {
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
}

/** axe on the whole page, or on the overlay only (a full run takes seconds). */
async function axe(page: Page, overlayOnly = false) {
  const builder = new AxeBuilder({ page });
  const results = await (overlayOnly ? builder.include('[role="dialog"]') : builder).analyze();
  expect(results.passes.length).toBeGreaterThan(5);
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe('devtools overlay', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('tendril-demo-app', 'shop'));
  });

  test('opens by button and by Alt+Shift+D; Escape closes and focus returns', async ({ page }) => {
    await page.goto('/');
    await open(page);
    await expect(panel(page).getByRole('tab')).toHaveText([
      'Route Tree',
      'Loaders',
      'Performance',
      'Signals',
    ]);
    await expect(tab(page, 'Route Tree')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Loaders')).toBeFocused();
    await expect(tab(page, 'Loaders')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await page.locator('body').press('Alt+Shift+KeyD');
    await expect(panel(page)).toBeVisible();
  });

  test('Alt+Shift+D pressed before the launcher has arrived brings it, open', async ({ page }) => {
    // Its code waits until the first screen is done with the network; hold it back further.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/devtools-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app has started (its code listens for the shortcut from then on).
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react')),
    );
    await page.locator('body').press('Alt+Shift+KeyD');
    await expect(launcher(page)).toHaveCount(0);
    release();
    await expect(panel(page)).toBeVisible();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('the route tree highlight follows navigation and a timing appears', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByTestId('product-card')).toHaveCount(16);
    await open(page);
    await expect(activeRoute(page)).toContainText('/products (active)');
    // The overlay may cover the link: follow it from the keyboard.
    await page.locator('main a[href="/product/1"]').first().press('Enter');
    await expect(activeRoute(page)).toContainText('/product/:id (active)');
    await expect(activeRoute(page)).toContainText('id = 1');
    await tab(page, 'Performance').click();
    await expect(
      panel(page).getByRole('listitem').filter({ hasText: '/product/1' }).first(),
    ).toContainText(/ \d+ ms/);
    await expect(panel(page).getByRole('list', { name: 'Event log' })).toContainText(
      'commit /product/1',
    );
  });

  test('the Loaders tab shows the products loader, and the slow product loader loading then done', async ({
    page,
  }) => {
    await page.goto('/products');
    await expect(page.getByTestId('product-card')).toHaveCount(16);
    await open(page);
    await tab(page, 'Loaders').click();
    await expect(loaderRow(page, 'products')).toContainText('success');
    // The product detail loader takes 2000 ms.
    await page.locator('main a[href="/product/2"]').first().press('Enter');
    await expect(loaderRow(page, 'productDetailCustom')).toContainText('loading');
    await expect(loaderRow(page, 'productDetailCustom')).toContainText('success', {
      timeout: 10_000,
    });
    await expect(panel(page).getByText('product-2', { exact: true })).toBeVisible();
    await panel(page).getByRole('button', { name: 'Invalidate product-2' }).click();
    await expect(panel(page).getByText('product-2', { exact: true })).toBeHidden();
  });

  test('the Signals tab lists named signals with their values', async ({ page }) => {
    await page.goto('/');
    await open(page);
    await tab(page, 'Signals').click();
    const row = panel(page).getByRole('row').filter({ hasText: 'activeApp' });
    await expect(row).toContainText('"shop"');
    await expect(row).toContainText('signal');
    await expect(panel(page).getByRole('row').filter({ hasText: 'isOnline' })).toContainText(
      'true',
    );
  });

  test('moves between the four corners and stays put after a reload', async ({ page }) => {
    await page.goto('/');
    await open(page);
    const viewport = page.viewportSize()!;
    const select = panel(page).getByRole('combobox', { name: 'Position' });
    for (const corner of ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const) {
      await select.selectOption(corner);
      const box = (await panel(page).boundingBox())!;
      const [v, h] = corner.split('-');
      if (v === 'top') expect(box.y).toBeLessThan(20);
      else expect(box.y + box.height).toBeGreaterThan(viewport.height - 20);
      if (h === 'left') expect(box.x).toBeLessThan(20);
      else expect(box.x + box.width).toBeGreaterThan(viewport.width - 20);
    }
    await select.selectOption('top-left');
    await page.reload();
    await open(page);
    await expect(panel(page).getByRole('combobox', { name: 'Position' })).toHaveValue('top-left');
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeLessThan(20);
    expect(box.y).toBeLessThan(20);
  });

  test('is axe clean on each tab', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ultrabook Pro 14', {
      timeout: 10_000,
    });
    await open(page);
    await axe(page);
    for (const name of ['Loaders', 'Performance', 'Signals']) {
      await tab(page, name).click();
      await axe(page, true);
    }
  });
});
