import type { Page } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { expect, test } from './fixtures.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('fetch demo', () => {
  test('loads a user and their posts (seeded run without failures)', async ({ page }) => {
    await page.goto('/demo/fetch?seed=2');
    await expect(heading(page)).toHaveText('Fetch');
    await expect(page.getByText('Loading user…')).toBeVisible();
    const user = page.getByTestId('fetch-user');
    await expect(user).toContainText('Ada Lovelace');
    await expect(user).toContainText('ada@example.com');
    await expect(page.getByTestId('fetch-posts').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('fetch-posts')).toContainText("Ada's post 1");
    await expectAxeClean(page);
  });

  test('shows "Network error" with Try Again when user fetches are forced to fail', async ({
    page,
  }) => {
    await page.goto('/demo/fetch?fail=user');
    const alert = page.getByRole('alert').filter({ hasText: 'Network error' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Loading user…')).toBeVisible();
    await expect(alert).toBeVisible();
    await expectAxeClean(page);
  });

  test('shows "Posts service unavailable" when post fetches are forced to fail', async ({
    page,
  }) => {
    await page.goto('/demo/fetch?fail=posts');
    await expect(page.getByTestId('fetch-user')).toContainText('Ada Lovelace');
    const alert = page.getByRole('alert').filter({ hasText: 'Posts service unavailable' });
    await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  test('keeps the user id within 1–10', async ({ page }) => {
    await page.goto('/demo/fetch?seed=2');
    const id = page.getByLabel('User id (1–10)');
    await expect(id).toHaveAttribute('min', '1');
    await expect(id).toHaveAttribute('max', '10');
    await id.fill('15');
    await expect(id).toHaveValue('10');
    await id.fill('0');
    await expect(id).toHaveValue('1');
  });
});

test.describe('channels demo', () => {
  test('user management, time ranges and a notification center capped at 10', async ({ page }) => {
    await page.goto('/demo/channels');
    await expect(heading(page)).toHaveText('Channels');
    await expect(page.getByText('No notifications yet')).toBeVisible();
    await expectAxeClean(page);

    await page.getByLabel('New user name').fill('Grace Hopper');
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('button', { name: 'Update Grace Hopper' }).click();
    const notifications = page.getByTestId('notifications').getByRole('listitem');
    await expect(notifications).toHaveCount(2);
    await expect(notifications.first()).toContainText('Grace Hopper is now away');

    for (const range of ['7d', '30d', '24h', '7d']) {
      await page.getByRole('button', { name: range, exact: true }).click();
      await expect(page.getByRole('button', { name: range, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    await page.getByRole('button', { name: 'Broadcast to all channels' }).click();
    // 2 user events + 4 ranges × 2 messages + 1 broadcast = 11: the newest 10 are shown.
    await expect(notifications).toHaveCount(10);
    await expect(notifications.first()).toContainText('all channels');
    await expect(page.getByText('Grace Hopper joined')).toHaveCount(0);
    await expect(page.getByTestId('announcements')).toHaveText('1');

    for (const name of ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'])
      await page.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(page.getByText('No users available')).toBeVisible();
  });
});

test.describe('action-loader demo', () => {
  test('cache: valid → invalidated on click → refreshed after 1 s; composition history', async ({
    page,
  }) => {
    await page.goto('/demo/action-loader');
    await expect(heading(page)).toHaveText('Action loader');
    await expect(page.getByTestId('loaded-user')).toContainText('Ada Lovelace');
    await page.getByLabel('User', { exact: true }).selectOption({ label: 'Grace Hopper' });
    await expect(page.getByTestId('loaded-user')).toContainText('Grace Hopper');

    const cache = page.getByTestId('cache-state');
    await expect(cache).toHaveText('Valid');
    await page.getByRole('button', { name: 'Invalidate cache' }).click();
    await expect(cache).toHaveText('Invalidated');
    await expect(cache).toHaveText('Refreshed');

    await page.getByRole('button', { name: 'Refresh user' }).click();
    await expect(page.getByTestId('action-status')).toContainText('Refresh user: success');
    await expect(page.getByLabel('Channel messages')).toContainText('Grace Hopper refreshed');
    await page.getByRole('button', { name: 'Refresh analytics' }).click();
    await expect(page.getByLabel('Channel messages')).toContainText('Analytics (24h) refreshed');

    await page.getByRole('button', { name: 'Run composition' }).click();
    const history = page.getByTestId('composition-history').getByRole('listitem');
    await expect(history.last()).toHaveText(/^Done in \d+ ms$/);
    await expect(history).toHaveText([
      'Waited 300 ms',
      'Waited 400 ms',
      'Waited 200 ms',
      /^Done in \d+ ms$/,
    ]);
    await expectAxeClean(page);
  });
});
