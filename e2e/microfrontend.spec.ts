// The notes micro app (apps/micro-notes), built on its own and mounted by the built site under
// /micro at run time: navigation into and within it through the site's one router, a host
// signal shared both ways, Back to the host, and a bundle that fails to load (an error with
// Try Again in the mount point while the rest of the site works). Axe clean, 0 CSP violations.
import type { Page } from '@playwright/test';
import { watchCsp } from './csp-watch.ts';
import { expect, test } from './fixtures.ts';
import { expectAxeClean } from './axe.ts';

const BUNDLE = '**/micro-apps/notes.js*';

// The bundle's request must reach page.route: the service worker would answer it from its
// precache otherwise.
test.use({ serviceWorkers: 'block' });

const mountPoint = (page: Page) => page.getByRole('region', { name: 'Mounted notes app' });
const hostCount = (page: Page) => page.getByTestId('host-shared-count');
const microCount = (page: Page) => page.getByTestId('micro-shared-count');

test.describe('micro frontend', () => {
  test('host → micro app → within it → signal both ways → Back to the host', async ({ page }) => {
    const seen = await watchCsp(page);
    await page.goto('/micro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Micro frontend host');
    await expect(mountPoint(page)).toContainText('The notes app is mounted.');

    // Into the micro app with an ordinary link of the host.
    await page
      .getByRole('navigation', { name: 'Micro frontend' })
      .getByRole('link', { name: 'Notes app' })
      .click();
    await expect(page).toHaveURL(/\/micro\/notes$/);
    await expect(mountPoint(page).getByRole('heading', { name: 'Notes' })).toBeVisible();

    // Within it: its own links, its own detail route.
    await mountPoint(page).getByRole('link', { name: 'One router' }).click();
    await expect(page).toHaveURL(/\/micro\/notes\/2$/);
    await expect(mountPoint(page).getByRole('heading', { name: 'One router' })).toBeVisible();

    // One signal, two readers: the micro app writes it, the host shows it, and back.
    await expect(hostCount(page)).toHaveText('Shared count (read in the host): 0');
    await mountPoint(page).getByRole('button', { name: 'Add one from the micro app' }).click();
    await expect(hostCount(page)).toHaveText('Shared count (read in the host): 1');
    await expect(microCount(page)).toHaveText('Shared count (read in the micro app): 1');
    await page.getByRole('button', { name: 'Add one from the host' }).click();
    await expect(microCount(page)).toHaveText('Shared count (read in the micro app): 2');
    await expect(hostCount(page)).toHaveText('Shared count (read in the host): 2');
    await expectAxeClean(page);

    // The browser's Back button walks the one history: the list, then the host page.
    await page.goBack();
    await expect(page).toHaveURL(/\/micro\/notes$/);
    await expect(mountPoint(page).getByRole('heading', { name: 'Notes' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/micro$/);
    await expect(mountPoint(page)).toContainText('The notes app is mounted.');
    await page.goForward();
    await expect(mountPoint(page).getByRole('heading', { name: 'Notes' })).toBeVisible();

    // Out to the site from inside the app.
    await mountPoint(page).getByRole('link', { name: 'One router' }).click();
    await mountPoint(page).getByRole('link', { name: 'Site home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(seen, 'CSP violations').toEqual([]);
  });

  test('a deep link loads the app and shows its page', async ({ page }) => {
    const seen = await watchCsp(page);
    await page.goto('/micro/notes/3');
    await expect(
      mountPoint(page).getByRole('heading', { name: 'One React, one signal graph' }),
    ).toBeVisible();
    await page.goto('/micro/nowhere');
    await expect(mountPoint(page)).toContainText('The notes app has no page at this address.');
    expect(seen, 'CSP violations').toEqual([]);
  });

  test.describe('when the bundle cannot load', () => {
    // The aborted module request is logged by the browser.
    test.use({ allowedConsoleErrors: /Failed to load resource|net::ERR_FAILED/ });

    test('the mount point shows Try Again, the site still works, and Try Again loads it', async ({
      page,
    }) => {
      const seen = await watchCsp(page);
      await page.route(BUNDLE, (route) => route.abort('failed'));
      await page.goto('/micro/notes/1');
      const alert = mountPoint(page).getByRole('alert');
      await expect(alert).toContainText('The notes app could not load.');
      await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
      await expectAxeClean(page);

      // The rest of the site is unaffected: the host part and the header's navigation work.
      await page.getByRole('button', { name: 'Add one from the host' }).click();
      await expect(hostCount(page)).toHaveText('Shared count (read in the host): 1');
      await page.getByRole('banner').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/micro\/notes\/1$/);
      await expect(mountPoint(page).getByRole('alert')).toBeVisible();

      // Reachable again: Try Again loads it, and the URL on screen gets its page.
      await page.unroute(BUNDLE);
      await mountPoint(page).getByRole('button', { name: 'Try Again' }).click();
      await expect(
        mountPoint(page).getByRole('heading', { name: 'Built on its own' }),
      ).toBeVisible();
      await expect(microCount(page)).toHaveText('Shared count (read in the micro app): 1');
      expect(seen, 'CSP violations').toEqual([]);
    });
  });
});
