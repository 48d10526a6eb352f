import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { goOffline, goOnline, OUTAGE_CONSOLE_ERRORS, waitForWorker } from './offline-helpers.ts';

// Offline tests need a real service worker; each test gets a fresh context (and worker).
test.use({ serviceWorkers: 'allow' });
// Requests that fail because we cut the network show up as console errors: that is the point here.
test.use({ allowedConsoleErrors: OUTAGE_CONSOLE_ERRORS });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('offline', () => {
  test('the worker registers at /sw.js and the site is installable', async ({ page }) => {
    await page.goto('/demo/offline-router');
    await waitForWorker(page);
    const scriptURL = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active!.scriptURL,
    );
    expect(new URL(scriptURL).pathname).toBe('/sw.js');
    await expect(page.getByTestId('status-service-worker')).toHaveText('Ready');
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
      return (await fetch(href)).json();
    });
    expect(manifest).toMatchObject({
      name: expect.any(String),
      display: 'standalone',
      start_url: '/',
    });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });

  test('after one online visit, a reload and a deep link work offline', async ({
    page,
    context,
  }) => {
    await page.goto('/demo/basic-signals');
    await waitForWorker(page);
    await goOffline(context);
    await page.reload();
    await expect(heading(page)).toHaveText('Basic signals');
    await expect(
      page.getByText("You're offline - App continues to work with cached data"),
    ).toBeVisible();
    await page.goto('/demo/router');
    await expect(heading(page)).toHaveText('Router playground');
    await page.goto('/demo/router/modal');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('going offline and back raises the toasts and the banner', async ({ page, context }) => {
    await page.goto('/demo/offline-router');
    await waitForWorker(page);
    await goOffline(context);
    await expect(page.getByText("You're offline. App will continue to work!")).toBeVisible();
    await expect(
      page.getByText("You're offline - App continues to work with cached data"),
    ).toBeVisible();
    await expect(page.getByTestId('status-connection')).toHaveText('Offline');
    await goOnline(context);
    await expect(page.getByText('Back online! Syncing data...')).toBeVisible();
    await expect(page.getByTestId('status-connection')).toHaveText('Online');
  });

  test('the users list loads from cache offline, and says so when nothing was cached ("No offline fallback available")', async ({
    page,
    context,
  }) => {
    await page.goto('/demo/basic-signals');
    await waitForWorker(page);
    // Never fetched online: nothing to show offline.
    await goOffline(context);
    await page.goto('/demo/offline-router');
    const failure = page
      .getByRole('alert')
      .filter({ hasText: "You're offline and no cached data is available" });
    // The offline engine's error for a read that nothing cached can answer.
    await expect(failure.getByTestId('error-message')).toHaveText('No offline fallback available');
    // Fetched once online, then available offline.
    await goOnline(context);
    await page.reload();
    await expect(page.getByTestId('users').getByRole('listitem')).toHaveCount(6);
    await goOffline(context);
    await page.reload();
    await expect(page.getByText("You're offline. Showing cached data")).toBeVisible();
    await expect(page.getByTestId('users').getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  });

  test('simulate offline fails the network in every tab until ENABLE_NETWORK', async ({
    page,
    context,
  }) => {
    await page.goto('/demo/offline-router');
    await waitForWorker(page);
    const other = await context.newPage();
    await other.goto('/demo/offline-router');
    await waitForWorker(other);

    await page.getByRole('switch', { name: 'Simulate offline' }).check();
    await expect(page.getByTestId('status-connection')).toHaveText('Offline (simulated)');
    await expect(other.getByTestId('status-connection')).toHaveText('Offline (simulated)');
    await expect(other.getByRole('switch', { name: 'Simulate offline' })).toBeChecked();
    // The worker now fails requests it has no cache for, in both tabs.
    const status = await other.evaluate(() =>
      fetch('/demo-data/missing.json').then(
        (r) => r.status,
        () => 'failed',
      ),
    );
    expect(status).toBe('failed');

    await other.getByRole('switch', { name: 'Simulate offline' }).uncheck();
    await expect(page.getByTestId('status-connection')).toHaveText('Online');
    await expect(other.getByTestId('status-connection')).toHaveText('Online');
    const back = await page.evaluate(() => fetch('/demo-data/users.json').then((r) => r.status));
    expect(back).toBe(200);
  });
});
