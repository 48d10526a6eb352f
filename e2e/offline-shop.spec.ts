import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { untilHydrated } from './hydration.ts';
import { goOffline, goOnline, OUTAGE_CONSOLE_ERRORS, waitForWorker } from './offline-helpers.ts';

test.use({ serviceWorkers: 'allow' });
// Requests cut by the simulated outage show up as console errors: expected here.
test.use({ allowedConsoleErrors: OUTAGE_CONSOLE_ERRORS });

const DETAIL = { timeout: 10_000 };
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const card = (page: Page, name: string) =>
  page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** How many cart changes the offline queue has saved in this browser. */
const queuedChanges = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('tendril-mutation-queue') ?? '[]').length);

/** The cart lines as "name: price x quantity", in order. */
async function cartLines(page: Page) {
  const lines = page.getByTestId('cart-item');
  const out: string[] = [];
  for (const line of await lines.all()) {
    const name = (await line.getByRole('link').first().textContent())?.trim();
    out.push(`${name}: ${(await line.getByTestId('cart-item-price').textContent())?.trim()}`);
  }
  return out;
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('tendril-demo-app', 'shop'));
});

test.describe('shop offline', () => {
  test('three cart changes made offline survive a reload, show as pending and sync exactly once with two tabs open', async ({
    page,
    context,
  }) => {
    await page.goto('/products');
    await waitForWorker(page);
    const other = await context.newPage();
    await other.goto('/cart');
    await expect(heading(other)).toHaveText('Shopping Cart');
    await expect(other.getByText('Your cart is empty')).toBeVisible();

    await goOffline(context);
    await expect(page.getByTestId('connection')).toContainText('Offline');
    const add = (name: string) =>
      card(page, name).getByRole('button', { name: 'Add to Cart' }).click();
    await add('Mechanical Keyboard');
    await expect(toast(page, 'Request saved. Will sync when online.').first()).toBeVisible();
    await add('Mechanical Keyboard');
    await add('Wireless Mouse');
    // All three are saved before the page is left (a click's change is queued a moment after it).
    await expect.poll(() => queuedChanges(page)).toBe(3);

    // Still offline: a reload keeps the queued changes, shown as pending on the cart page.
    await page.goto('/cart');
    await page.reload();
    const pending = page.getByTestId('pending-changes');
    await expect(pending).toContainText('Waiting to sync (3)');
    // The offline engine's answer to a change queued while offline.
    await expect(pending.getByTestId('pending-note')).toHaveText('Request queued for later sync');
    await expect(pending.getByTestId('pending-change')).toHaveText([
      'Add Mechanical Keyboard (pending)',
      'Add Mechanical Keyboard (pending)',
      'Add Wireless Mouse (pending)',
    ]);
    await expect(pending).toContainText('Once synced: 3 items, $377.00');
    // The other tab sees them too.
    await expect(other.getByTestId('pending-changes')).toContainText('Waiting to sync (3)');

    await goOnline(context);
    await expect(toast(page, 'Synced with server!').first()).toBeVisible();
    for (const tab of [page, other]) {
      await expect(tab.getByTestId('pending-changes')).toBeHidden();
      await expect(tab.getByTestId('cart-item')).toHaveCount(2);
      expect(await cartLines(tab)).toEqual([
        'Mechanical Keyboard: $149.00 x 2',
        'Wireless Mouse: $79.00 x 1',
      ]);
      await expect(tab.getByTestId('cart-total')).toHaveText('$377.00');
    }
    expect(await page.evaluate(() => localStorage.getItem('tendril-mutation-queue'))).toBe('[]');
  });

  test('an offline add past the stock is refused at once, not queued', async ({
    page,
    context,
  }) => {
    await page.goto('/products');
    await waitForWorker(page);
    await goOffline(context);
    const camera = card(page, 'Mirrorless Camera').getByRole('button', { name: 'Add to Cart' });
    await camera.click();
    await camera.click();
    await expect(toast(page, 'Request saved. Will sync when online.')).toHaveCount(2);
    await camera.click(); // stock is 2
    await expect(page.getByTestId('toast').filter({ hasText: /stock|only/i })).toBeVisible();
    expect(await queuedChanges(page)).toBe(2);
  });

  test('a product first opened by its URL (rendered ahead of time) opens offline by a click later', async ({
    page,
    context,
  }) => {
    await page.goto('/product/2');
    await expect(heading(page)).toHaveText('Noise-Cancelling Headphones', DETAIL);
    await waitForWorker(page);
    await goOffline(context);
    // Another document: nothing of the first one's memory is left, only what it stored.
    await page.goto('/products');
    await expect(heading(page)).toHaveText('Products');
    const details = card(page, 'Noise-Cancelling Headphones').getByRole('link', {
      name: 'View Details',
    });
    await untilHydrated(details);
    await details.click();
    await expect(page).toHaveURL(/\/product\/2$/);
    await expect(heading(page)).toHaveText('Noise-Cancelling Headphones', DETAIL);
    await expect(page.getByText("You're offline. Showing cached data")).toBeVisible();
    await expect(page.getByText("You're offline and no cached data is available")).toHaveCount(0);
  });

  test('a product page visited online opens offline from cache; one never visited says nothing is cached', async ({
    page,
    context,
  }) => {
    await page.goto('/product/3');
    await expect(heading(page)).toHaveText('Smartphone X', DETAIL);
    await waitForWorker(page);
    await goOffline(context);
    await page.reload();
    await expect(heading(page)).toHaveText('Smartphone X', DETAIL);
    await expect(page.getByText("You're offline. Showing cached data")).toBeVisible();
    await expect(page.getByText('Data may be outdated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeDisabled();

    // A page rendered ahead of time is precached with the data it shows: it opens offline.
    await page.goto('/product/4');
    await expect(heading(page)).toHaveText('Mechanical Keyboard', DETAIL);

    // Reached in the app, a product never visited needs its loader, which has nothing cached.
    await page.goto('/products');
    const mouse = card(page, 'Wireless Mouse').getByRole('link', { name: 'View Details' });
    await untilHydrated(mouse);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await mouse.click();
    const failure = page
      .getByRole('alert')
      .filter({ hasText: "You're offline and no cached data is available" });
    await expect(failure).toBeVisible(DETAIL);
    await expect(failure.getByTestId('error-message')).toHaveText('No offline fallback available');
    // Logged once for the navigation, in one line naming the loader and the page.
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Loader "productDetailCustom" failed on \/product\/\d+: OfflineNoCacheError: No offline fallback available$/,
      ),
    ]);
  });
});
