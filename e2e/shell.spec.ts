import { expect, test } from './fixtures.ts';
import { workerReadyShown } from './offline-helpers.ts';

test.describe('shell', () => {
  test('the news reader is the default app; a deep link to a shop route opens the shop, and / follows', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top Stories');
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
    await page.getByRole('link', { name: 'Tendril' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
    // A news-only route switches back.
    await page.goto('/item/46211000');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top Stories');
  });

  test('skip links lead to the content and the navigation', async ({ page }) => {
    await page.goto('/demo/basic-signals');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('toasts can be dismissed', async ({ page }) => {
    await page.goto('/demo/basic-signals');
    // Offline support (and its notices) starts once the page has loaded and made no request for
    // a second; the worker installs after another such second, precaching every file.
    await workerReadyShown(page);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    const toast = page
      .getByTestId('toast')
      .filter({ hasText: "You're offline. App will continue to work!" });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toBeHidden();
  });
});

test.describe('a part of the page that cannot load', () => {
  // The blocked download, React's report of the error it caught and, on a page rendered ahead
  // of time, its report that the part's hydration gave way to rendering in the browser (#422).
  test.use({
    allowedConsoleErrors: /Failed to load resource|dynamically imported module|React error #422/,
  });

  test('a download that fails once is asked for again, and the page opens', async ({ page }) => {
    // Chromium answers a second import() of the URL with the first failure, so the second
    // request comes from the reload the page makes for it.
    const pageChunk = /\/assets\/SignalsDemoPages-[\w-]+\.js$/;
    let attempts = 0;
    await page.route(pageChunk, (route) => (attempts++ === 0 ? route.abort() : route.continue()));
    await page.goto('/demo/basic-signals');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basic signals');
    expect(attempts).toBe(2);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test('says so with a Reload, and the rest of the site keeps working', async ({ page }) => {
    const pageChunk = /\/assets\/SignalsDemoPages-[\w-]+\.js$/;
    await page.route(pageChunk, (route) => route.abort());
    await page.goto('/demo/basic-signals');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('This page could not load.');
    await expect(alert).toContainText('Check your connection, then reload.');
    // The shell is still there, and another page still opens.
    await page.getByRole('link', { name: 'Tendril' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top Stories');
    await page.goBack();
    await expect(alert).toBeVisible();

    await page.unroute(pageChunk);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basic signals');
  });
});
