import type { Page } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { watchCsp } from './csp-watch.ts';
import { expect, test } from './fixtures.ts';

/** Every CSP violation and every request to another origin than the site's. */
async function watch(page: Page, origin: string) {
  const violations = await watchCsp(page);
  const foreign: string[] = [];
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(request.url());
  });
  return { violations, foreign };
}

test.describe('AI integration live demo', () => {
  test('streams a reply from the local generator; Stop freezes it; a fresh run completes', async ({
    page,
    baseURL,
  }) => {
    const seen = await watch(page, new URL(baseURL ?? '').origin);
    // The page's clock is driven by the test: time moves on only when it says so.
    await page.clock.install();
    await page.goto('/ai-integration/demo');
    const chat = page.locator('#example-LocalChat');
    await expect(
      chat.getByText('The replies come from a local generator in this page, not a model.'),
    ).toBeVisible();
    const reply = chat.getByRole('region', { name: 'Reply' });
    const status = chat.getByText(/^Status: /);
    const tokens = chat.getByText(/^Tokens: /);
    await expect(status).toHaveText('Status: idle');

    await chat.getByRole('button', { name: 'Send' }).click();
    await page.clock.runFor(1000);
    await expect(status).toHaveText('Status: streaming');
    await expect(reply).toHaveText(/^You asked: “How do signals stream a reply\?”/);
    const early = (await reply.textContent()) ?? '';
    await page.clock.runFor(1000);
    await expect
      .poll(async () => ((await reply.textContent()) ?? '').length)
      .toBeGreaterThan(early.length);

    await chat.getByRole('button', { name: 'Stop' }).click();
    await expect(status).toHaveText('Status: cancelled');
    const frozen = (await reply.textContent()) ?? '';
    const count = (await tokens.textContent()) ?? '';
    await page.clock.runFor(10_000);
    await expect(reply).toHaveText(frozen);
    await expect(tokens).toHaveText(count);

    await chat.getByRole('button', { name: 'Retry' }).click();
    await page.clock.runFor(60_000);
    await expect(status).toHaveText('Status: done');
    await expect(reply).toHaveText(/which holds the key\.$/);
    await expect(tokens).not.toHaveText(count);

    const sse = page.locator('#example-SseResponse');
    await sse.getByRole('button', { name: 'Read the response' }).click();
    await page.clock.runFor(60_000);
    await expect(sse.getByText(/^Status: /)).toHaveText('Status: done');
    await expect(sse).toContainText(
      'Parsed from a Response built in this page — its bytes arrive in 7-byte chunks, so “characters” are split between them.',
    );

    await expectAxeClean(page);
    expect(seen.violations, 'CSP violations').toEqual([]);
    expect(seen.foreign, 'requests to other origins').toEqual([]);
  });

  // Its axe check is with the other guides' in catalogue.spec.ts.
  test('the guide shows the server relay, with no request elsewhere', async ({ page, baseURL }) => {
    const seen = await watch(page, new URL(baseURL ?? '').origin);
    await page.goto('/ai-integration/docs');
    await expect(page.locator('#api article').first()).toBeVisible();
    await expect(page.getByLabel('model-relay.ts (on your server)')).toContainText(
      'authorization: `Bearer ${config.apiKey}`',
    );
    expect(seen.violations, 'CSP violations').toEqual([]);
    expect(seen.foreign, 'requests to other origins').toEqual([]);
  });
});
