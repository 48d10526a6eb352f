import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The router playground's report loader (on the router's own registry) takes 400 ms an
// attempt and retries 3 times, after 1000, 2000 and 4000 ms.
const panel = (page: Page) => page.getByRole('dialog', { name: 'Tendril devtools' });
const reportRow = (page: Page) =>
  panel(page)
    .getByRole('row')
    .filter({ has: page.getByText('playgroundReport', { exact: true }) });

test('a loader that fails then retries shows its retry count in the Loaders tab', async ({
  page,
}) => {
  await page.goto('/demo/router');
  const retries = page.getByRole('region', { name: 'Loader retries' });
  await retries.getByLabel('Simulated failures').selectOption({ label: 'The first two attempts' });
  await expect(retries.getByRole('button', { name: 'Load the report' })).toBeEnabled();

  await page.locator('body').press('Alt+Shift+KeyD');
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('tab', { name: 'Loaders' }).click();
  await expect(reportRow(page)).toContainText('idle');
  await expect(reportRow(page)).toContainText('none');

  // The overlay may cover the button: press it from the keyboard.
  await retries.getByRole('button', { name: 'Load the report' }).press('Enter');
  await expect(reportRow(page)).toContainText('loading');
  await expect(reportRow(page)).toContainText('attempt 1 of 4');
  await expect(reportRow(page)).toContainText('attempt 2 of 4');
  await expect(reportRow(page)).toContainText('attempt 3 of 4');
  await expect(reportRow(page)).toContainText('success', { timeout: 10_000 });
  await expect(reportRow(page)).toContainText('attempt 3 of 4');
  await expect(retries.getByTestId('report-status')).toContainText('Loaded on attempt 3 of 4');
  // The event log has a line for each retry.
  await panel(page).getByRole('tab', { name: 'Performance' }).click();
  const log = panel(page).getByRole('list', { name: 'Event log' });
  await expect(log).toContainText('playgroundReport loading (attempt 2 of 4)');
  await expect(log).toContainText('playgroundReport success (attempt 3 of 4)');
});
