import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OUTAGE_CONSOLE_ERRORS, waitForWorker } from './offline-helpers.ts';

test.use({ serviceWorkers: 'allow' });
// The simulated outage fails requests on purpose; the worker reports them as failed fetches.
test.use({ allowedConsoleErrors: new RegExp(`${OUTAGE_CONSOLE_ERRORS.source}|FetchEvent`) });

const rows = (page: Page) => page.getByTestId('story-row');
const simulate = (page: Page) => page.getByRole('switch', { name: 'Simulate offline' });
const notice = (page: Page) => page.getByTestId('offline-data-notice');

test('simulated offline: the news reader shows cached stories in both tabs, and ENABLE_NETWORK restores it', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(rows(page)).toHaveCount(30, { timeout: 15_000 });
  await waitForWorker(page);
  const other = await context.newPage();
  await other.goto('/');
  await expect(rows(other)).toHaveCount(30, { timeout: 15_000 });

  await page.goto('/demo/offline-router');
  await simulate(page).check();
  await expect(page.getByTestId('status-connection')).toHaveText('Offline (simulated)');

  // The other tab hears it from the worker: cached stories stay, marked as such.
  await expect(notice(other)).toContainText("You're offline. Showing cached data");
  await expect(notice(other)).toContainText('Data may be outdated');
  await expect(other.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  await other.reload();
  await expect(rows(other)).toHaveCount(30);
  await expect(notice(other)).toBeVisible();

  // This tab too, after navigating back to the list.
  await page.goto('/');
  await expect(rows(page)).toHaveCount(30);
  await expect(notice(page)).toBeVisible();

  // ENABLE_NETWORK from the other tab restores both.
  await other.goto('/demo/offline-router');
  // The page shows what a server sees until this tab's status has arrived from the worker.
  await expect(other.getByTestId('status-connection')).toHaveText('Offline (simulated)');
  await simulate(other).uncheck();
  await expect(notice(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(rows(page)).toHaveCount(30, { timeout: 15_000 });
  await expect(page.getByText('Error loading stories')).toBeHidden();
});
