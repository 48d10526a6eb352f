import type { Page } from '@playwright/test';
import {
  findNatsServer,
  natsServerMissing,
  startNatsServer,
  type NatsServer,
} from '../scripts/nats-server.mjs';
import { expectAxeClean } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { untilAppStarted } from './hydration.ts';

const received = (page: Page) => page.getByTestId('received-events').getByTestId('event-name');
const all = (page: Page) => page.getByTestId('all-events').getByTestId('event-name');

async function publish(page: Page, name: string, data = '{"ok":true}') {
  await page.getByLabel('Event name').fill(name);
  await page.getByLabel('Data (JSON)').fill(data);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
}

async function subscribe(page: Page, pattern: string) {
  await page.getByLabel('Pattern').fill(pattern);
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
}

test.describe('router event bus demo', () => {
  test.use({ allowedConsoleErrors: /not valid JSON/ });

  test('matches * and > the NATS way; the button toggles', async ({ page }) => {
    await page.goto('/demo/router-event-bus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Router event bus');
    await subscribe(page, 'user.*');
    await publish(page, 'user.created');
    await publish(page, 'user.a.b');
    await expect(all(page)).toHaveText(['user.a.b', 'user.created']);
    await expect(received(page)).toHaveText(['user.created']);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible();
    await subscribe(page, 'user.>');
    await publish(page, 'user.created');
    await publish(page, 'user.a.b');
    await publish(page, 'order.created');
    await expect(received(page)).toHaveText(['user.a.b', 'user.created']);
    await expect(page.getByTestId('stat-published')).toHaveText('5');
    await expectAxeClean(page);
  });

  test('invalid JSON logs a console error, publishes nothing and marks the field until edited', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/demo/router-event-bus');
    const field = page.getByLabel('Data (JSON)');
    await publish(page, 'user.created');
    await expect(all(page)).toHaveCount(1);
    await expect(field).not.toHaveAttribute('aria-invalid');
    await publish(page, 'user.created', '{not json');
    await expect.poll(() => errors.some((e) => e.includes('not valid JSON'))).toBe(true);
    await expect(all(page)).toHaveCount(1);
    await expect(page.getByTestId('stat-published')).toHaveText('1');
    // The field says so, and keeps the focus, so a screen reader reads the hint with it.
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Not valid JSON: nothing was published.');
    await expect(field).toBeFocused();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expectAxeClean(page);

    await field.pressSequentially('}');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText('Not valid JSON: nothing was published.')).toHaveCount(0);
    await publish(page, 'user.created', '{"fixed": true}');
    await expect(all(page)).toHaveCount(2);
    await expect(field).not.toHaveAttribute('aria-invalid');
  });

  test('quick publish sends a spaced burst; the list keeps the last 10', async ({ page }) => {
    await page.goto('/demo/router-event-bus');
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'User events' }).click();
    await expect(page.getByTestId('stat-published')).toHaveText('12');
    await expect(all(page)).toHaveCount(10);
  });

  test('Connect to NATS takes ws:// or wss:// only; the client loads only on Connect', async ({
    page,
  }) => {
    const natsRequests: string[] = [];
    page.on('request', (r) => /nats-bridge/.test(r.url()) && natsRequests.push(r.url()));
    await page.goto('/demo/router-event-bus');
    await page.getByLabel('NATS WebSocket URL').fill('http://127.0.0.1:4222');
    await page.getByRole('button', { name: 'Connect to NATS' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'ws://' })).toHaveText(
      'Enter a WebSocket URL starting with ws:// or wss://',
    );
    await expect(page.getByTestId('nats-status')).toHaveText('NATS: Not connected');
    expect(natsRequests).toEqual([]);
  });
});

test.describe('router event bus over a real NATS server', () => {
  const binary = findNatsServer();
  let server: NatsServer | undefined;
  test.skip(!binary && !process.env.CI, natsServerMissing);
  test.beforeAll(async () => {
    if (!binary) throw new Error(natsServerMissing);
    server = await startNatsServer(binary);
  });
  test.afterAll(async () => server?.close());

  test('two pages bridged through NATS see each other’s events', async ({ browser }) => {
    const pages = await Promise.all([browser.newPage(), browser.newPage()]);
    const [a, b] = pages as [Page, Page];
    for (const page of pages) {
      await page.goto('/demo/router-event-bus');
      // Pages of their own contexts, outside the fixture's: wait for the app as it does.
      await page.waitForFunction(untilAppStarted);
      await page.getByLabel('NATS WebSocket URL').fill(server!.url);
      await page.getByRole('button', { name: 'Connect to NATS' }).click();
      await expect(page.getByTestId('nats-status')).toHaveText('NATS: Connected');
    }
    await subscribe(b, 'user.*');
    await publish(a, 'user.created', '{"from":"a"}');
    await expect(received(b)).toHaveText(['user.created']);
    await expect(b.getByTestId('stat-received')).toHaveText('1');
    await publish(b, 'order.7.paid');
    await expect(all(a)).toHaveText(['order.7.paid', 'user.created']);
    await b.getByRole('button', { name: 'Disconnect' }).click();
    await expect(b.getByTestId('nats-status')).toHaveText('NATS: Not connected');
    await Promise.all(pages.map((p) => p.close()));
  });
});
