// The news reader's error states, with real faults from the HN stand-in switched on and off
// through its control endpoint. These tests change the stand-in's state, so they get a
// stand-in of their own (started here, on a free port): the page's API requests are routed
// to it, and tests in other files, running in parallel, never see these faults. Within this
// file the tests run one at a time and reset the stand-in after each.
import { expect, test } from './fixtures.ts';
import { API } from './news-helpers.ts';
import { startStandIn, type StandIn } from '../tools/hn-stand-in/src/index.ts';

test.describe.configure({ mode: 'serial' });
// A failed request is the point of these tests; Chromium logs each one (and, when the site's
// service worker relays the failure, the worker's failed fetch too).
test.use({ allowedConsoleErrors: /Failed to load resource|FetchEvent/ });

let standIn: StandIn;

test.beforeAll(async () => {
  standIn = await startStandIn({ port: 0 });
});
test.afterAll(async () => {
  await standIn?.close();
});

// Routed at the context level, which also sees the requests the site's service worker makes.
test.beforeEach(async ({ context }) => {
  const base = new URL(API);
  await context.route(`${API}/**`, (route) => {
    const url = new URL(route.request().url());
    url.host = new URL(standIn.origin).host;
    url.pathname = url.pathname.replace(base.pathname, '/v0');
    return route.continue({ url: url.href });
  });
});
test.afterEach(async ({ request }) => {
  await request.post(`${standIn.origin}/__control/reset`);
});

const fault = (request: import('@playwright/test').APIRequestContext, patch: object) =>
  request.post(`${standIn.origin}/__control`, { data: patch });

test('the list fails with "Error loading stories" and the message; Try Again recovers', async ({
  page,
  request,
}) => {
  await fault(request, { fault: '5xx', paths: 'lists' });
  await page.goto('/');
  const alert = page.getByRole('alert').filter({ hasText: 'Error loading stories' });
  await expect(alert).toBeVisible();
  await expect(alert.getByTestId('error-message')).toHaveText('503 Service Unavailable');
  await expect(page.getByTestId('story-row')).toHaveCount(0);

  await fault(request, { fault: 'none' });
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('story-row')).toHaveCount(30);
  await expect(alert).toBeHidden();
});

test('a dropped connection reads "Network unavailable"', async ({ page, request }) => {
  await fault(request, { fault: 'drop', paths: 'lists' });
  await page.goto('/new');
  await expect(page.getByTestId('error-message')).toHaveText('Network unavailable');
  await fault(request, { fault: 'none' });
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('story-row').first()).toBeVisible();
});

test('a held request gives up with "Request timed out"', async ({ page, request }) => {
  test.setTimeout(45_000);
  await fault(request, { fault: 'timeout', paths: 'lists' });
  await page.goto('/');
  await expect(page.getByTestId('story-placeholder').first()).toBeVisible();
  await expect(page.getByTestId('error-message')).toHaveText('Request timed out', {
    timeout: 15_000,
  });
  await fault(request, { fault: 'none' });
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('story-row')).toHaveCount(30);
});

test('every story failing is an error too, not an empty list', async ({ page, request }) => {
  await fault(request, { fault: '5xx', paths: 'item' });
  await page.goto('/');
  // Known only once all six batches have failed (five 300 ms pauses and 30 requests).
  await expect(page.getByTestId('error-message')).toHaveText('503 Service Unavailable', {
    timeout: 15_000,
  });
  await fault(request, { fault: 'none' });
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('story-row')).toHaveCount(30);
});

test('a story that fails to load: "Item not found" with the message, Back to Home, Try Again', async ({
  page,
  request,
}) => {
  const id = standIn.dataset.ids.askPost;
  await fault(request, { fault: '5xx', paths: 'item' });
  await page.goto(`/item/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Item not found');
  await expect(page.getByTestId('error-message')).toHaveText('503 Service Unavailable');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  await fault(request, { fault: 'none' });
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('item-page')).toHaveAttribute('data-id', String(id));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ask HN');
});

test('a user that fails to load: "User not found" with the message, Back to Home, Try Again', async ({
  page,
  request,
}) => {
  const id = standIn.dataset.ids.prolificUser;
  await fault(request, { fault: '5xx', paths: 'user' });
  await page.goto(`/user/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User not found');
  await expect(page.getByTestId('error-message')).toHaveText('503 Service Unavailable');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top Stories');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User not found');
  await fault(request, { fault: 'none' });
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('user-id')).toHaveText(id);
});

test('with the API down, a revisit still shows the saved list and says why it is not fresh', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('story-row')).toHaveCount(30);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('hn-cache-top-stories')))
    .not.toBeNull();
  await fault(request, { fault: '5xx', paths: 'all' });
  await page.reload();
  await expect(page.getByTestId('story-row')).toHaveCount(30);
  await expect(page.getByText('Showing saved stories: 503 Service Unavailable')).toBeVisible();
});
