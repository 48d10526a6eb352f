/*
 * What the page and its service worker say to each other: the routes kept offline
 * (UPDATE_OFFLINE_ROUTES, announced only when they changed) and the `mutation-sync`
 * background sync requested on return online.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { goOffline, goOnline, OUTAGE_CONSOLE_ERRORS, waitForWorker } from './offline-helpers.ts';

test.use({ serviceWorkers: 'allow' });
test.use({ allowedConsoleErrors: OUTAGE_CONSOLE_ERRORS });

const routesToast = (page: Page) =>
  page.getByTestId('toast').filter({ hasText: 'Offline routes updated!' });

test('the offline routes are announced when the worker first stores them, not on a reload', async ({
  page,
}) => {
  await page.goto('/demo/offline-router');
  await waitForWorker(page);
  // First visit: the worker had no routes, so it stored them and said so.
  await expect(page.getByTestId('status-offline-routes')).toHaveText('Updated');
  await expect(routesToast(page)).toBeVisible();

  await page.reload();
  await waitForWorker(page);
  // The worker has answered this load's UPDATE_OFFLINE_ROUTES: same routes, nothing to say.
  await expect(page.getByTestId('status-offline-routes')).toHaveText('Up to date');
  await expect(routesToast(page)).toHaveCount(0);

  // Another page of the site, loaded in full: still nothing.
  await page.goto('/demo/basic-signals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basic signals');
  await page.goto('/demo/offline-router');
  await expect(page.getByTestId('status-offline-routes')).toHaveText('Up to date');
  await expect(routesToast(page)).toHaveCount(0);
});

test('returning online registers the mutation-sync background sync', async ({ page, context }) => {
  // Chromium fires a sync as soon as it is registered while online, so by the time the page
  // could ask `registration.sync.getTags()` the tag is gone: DevTools' Background Services
  // recording sees the registration itself.
  const cdp = await context.newCDPSession(page);
  const syncs: { eventName: string; instanceId: string }[] = [];
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent }) =>
    syncs.push(backgroundServiceEvent),
  );
  await cdp.send('BackgroundService.startObserving', { service: 'backgroundSync' });
  await cdp.send('BackgroundService.setRecording', {
    shouldRecord: true,
    service: 'backgroundSync',
  });

  await page.goto('/demo/offline-router');
  await waitForWorker(page);
  await goOffline(context);
  await expect(page.getByTestId('status-connection')).toHaveText('Offline');
  expect(syncs).toEqual([]);

  await goOnline(context);
  await expect(page.getByText('Back online! Syncing data...')).toBeVisible();
  await expect
    .poll(() => syncs.map((s) => `${s.eventName}: ${s.instanceId}`))
    .toEqual(
      expect.arrayContaining(['Registered sync: mutation-sync', 'Sync completed: mutation-sync']),
    );
  // The worker handled it: nothing is left pending.
  const tags = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> };
    };
    return registration.sync.getTags();
  });
  expect(tags).toEqual([]);
});
