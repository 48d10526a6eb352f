import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAxeClean as axe } from './axe.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const root = (page: Page) => page.locator('html');

test.describe('effects demo', () => {
  // The missing file is a real 404, which the browser logs.
  test.use({ allowedConsoleErrors: /404/ });

  test('shows success, error and cancelled', async ({ page }) => {
    await page.goto('/demo/effects');
    const status = page.getByTestId('effect-status');

    await page.getByRole('button', { name: 'Load the manifest' }).click();
    await expect(status).toHaveText('success');
    await expect(page.getByTestId('effect-value')).toContainText('"name"');

    await page.getByRole('button', { name: 'Load a missing file' }).click();
    await expect(status).toHaveText('error');
    // A static host answers 404; a server with an SPA fallback sends its HTML page instead.
    await expect(page.getByTestId('effect-error')).toHaveText(/404 Not Found|not valid JSON/);

    await page.getByRole('button', { name: 'Start a slow effect' }).click();
    await expect(status).toHaveText('suspended');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(status).toHaveText('cancelled');

    await page.getByRole('button', { name: 'Retry with backoff' }).click();
    await expect(page.getByTestId('effect-value')).toHaveText('Succeeded on attempt 3');

    await page.getByRole('button', { name: 'Time out' }).click();
    await expect(status).toHaveText('error');
  });
});

test.describe('state machine demo', () => {
  test('follows the transitions and ignores invalid events', async ({ page }) => {
    await page.goto('/demo/state-machine');
    const state = page.getByTestId('machine-state');
    await expect(state).toHaveText('idle');
    await page.getByRole('button', { name: 'success' }).click();
    await expect(state).toHaveText('idle');
    await expect(page.getByTestId('machine-history')).toContainText('ignored in idle');
    // Keyboard only: focus "start" and press Enter.
    await page.getByRole('button', { name: 'start' }).focus();
    await page.keyboard.press('Enter');
    await expect(state).toHaveText('loading');
    await page.getByRole('button', { name: 'reset' }).click();
    await expect(state).toHaveText('loading');
    await expect(page.getByTestId('machine-history')).toContainText('ignored in loading');
    await page.getByRole('button', { name: 'error' }).click();
    await expect(state).toHaveText('error');
    await page.getByRole('button', { name: 'reset' }).click();
    await expect(state).toHaveText('idle');
  });
});

test.describe('time signals demo', () => {
  test('the counter ticks and the countdown pauses', async ({ page }) => {
    await page.goto('/demo/time-signals');
    await expect(page.getByTestId('ticks')).not.toHaveText('0');
    await page.getByRole('button', { name: 'Pause countdown' }).click();
    const paused = await page.getByTestId('countdown').textContent();
    await expect(page.getByRole('button', { name: 'Resume countdown' })).toBeVisible();
    await expect(page.getByTestId('countdown')).toHaveText(paused ?? '');
    await page.getByLabel('Type quickly').pressSequentially('abc');
    await expect(page.getByTestId('time-debounced')).toHaveText('abc');
    await expect(page.getByTestId('time-throttled')).toHaveText('abc');
  });
});

test.describe('plugins demo', () => {
  test('debounces 500 ms and keeps the input across a reload', async ({ page }) => {
    await page.goto('/demo/plugins');
    const input = page.getByLabel(/^Text \(kept/);
    await input.fill('  signals  ');
    await expect(page.getByTestId('plugin-uppercase')).toHaveText('SIGNALS');
    await expect(page.getByTestId('plugin-debounced')).toHaveText('signals');
    await expect(page.getByTestId('plugin-composed')).toHaveText('signals');
    await page.reload();
    await expect(page.getByLabel(/^Text \(kept/)).toHaveValue('  signals  ');
  });
});

test.describe('advanced demo', () => {
  test('theme persists across a reload and applies site-wide; font size clamps', async ({
    page,
  }) => {
    test.slow(); // 16 clicks, three page loads and an axe pass
    await page.goto('/demo/advanced');
    await page.getByLabel('Theme').selectOption('dark');
    await expect(root(page)).toHaveClass(/\bdark\b/);
    const smaller = page.getByRole('button', { name: 'Decrease font size' });
    for (let i = 0; i < 4; i++) await smaller.click();
    await expect(page.getByTestId('font-size')).toHaveText('12');
    await expect(smaller).toBeDisabled();
    const larger = page.getByRole('button', { name: 'Increase font size' });
    for (let i = 0; i < 12; i++) await larger.click();
    await expect(page.getByTestId('font-size')).toHaveText('24');
    await expect(larger).toBeDisabled();
    await expect(root(page)).toHaveCSS('font-size', '24px');

    await page.goto('/demo/basic-signals');
    await expect(root(page)).toHaveClass(/\bdark\b/);
    await expect(root(page)).toHaveCSS('font-size', '24px');
    await page.reload();
    await expect(root(page)).toHaveClass(/\bdark\b/);
    // The saved theme applies before the first render; axe waits for the page itself.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axe(page);
  });

  test('the settings dialog applies the theme on Save and discards it on Cancel', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => localStorage.setItem('tendril-demo-app', 'shop'));
    await page.goto('/products');
    const header = page.getByRole('navigation', { name: 'Main' });
    const dialog = page.getByRole('dialog');
    await header.getByRole('link', { name: 'Settings' }).click();
    await dialog.getByLabel('Theme').selectOption('dark');
    await expect(root(page)).not.toHaveClass(/\bdark\b/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(root(page)).toHaveClass(/\bdark\b/);
    await header.getByRole('link', { name: 'Settings' }).click();
    await expect(dialog.getByLabel('Theme')).toHaveValue('dark');
    await dialog.getByLabel('Theme').selectOption('light');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(root(page)).toHaveClass(/\bdark\b/);
  });

  test('searches fruits and checks the email', async ({ page }) => {
    await page.goto('/demo/advanced');
    await page.getByLabel('Search fruits').fill('an');
    await expect(page.getByTestId('fruit-results').getByRole('listitem')).toHaveText([
      'Banana',
      'Mango',
      'Orange',
    ]);
    await page.getByLabel('Email', { exact: true }).fill('ada@example');
    await expect(page.getByTestId('advanced-email-state')).toHaveText('Invalid');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await expect(page.getByTestId('advanced-email-state')).toHaveText('Valid');
    await expect(page.getByTestId('profile')).toContainText('ada@example.com');
  });
});

test.describe('forms demo', () => {
  test('shows each message and enables Submit only when valid', async ({ page }) => {
    await page.goto('/demo/forms');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    for (const label of ['First name', 'Last name', 'Email', 'Country']) {
      await page.getByLabel(label, { exact: true }).focus();
      await page.keyboard.press('Tab');
    }
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Please select your country',
    ])
      await expect(page.getByText(message, { exact: true })).toBeVisible();

    await page.getByLabel('First name', { exact: true }).fill('Ada');
    await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
    await page.getByLabel('Email', { exact: true }).fill('ada@example');
    await page.getByLabel('Country', { exact: true }).selectOption('uk');
    await expect(
      page.getByText('Please enter a valid email address', { exact: true }),
    ).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await expect(submit).toBeEnabled();
    await expect(page.locator('p[id$="-error"]')).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ada');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('submit-status')).toContainText('Sending');
    await expect(page.getByTestId('submit-status')).toContainText('Thank you');
  });
});

test.describe('signals extras accessibility (axe)', () => {
  for (const [path, title] of [
    ['/demo/effects', 'Effects'],
    ['/demo/state-machine', 'State machine'],
    ['/demo/time-signals', 'Time signals'],
    ['/demo/plugins', 'Plugins'],
    ['/demo/advanced', 'Advanced signals'],
    ['/demo/forms', 'Forms'],
  ] as const) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(heading(page)).toHaveText(title);
      await axe(page);
    });
  }

  test('/demo/advanced in the dark theme', async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem('theme', '"dark"'));
    await page.goto('/demo/advanced');
    await expect(root(page)).toHaveClass(/\bdark\b/);
    await axe(page);
  });
});
