// @tendril/signals/react under React's concurrent rendering, in real Chromium: a signal written
// inside startTransition renders as a transition, and no committed frame ever tears.
import { expect, test } from './fixtures.ts';
import { serveFixture, type Fixture } from './react-transition-fixture/serve.ts';

interface Log {
  frames: number[][];
  clickAt: number;
  pendingAt: number;
  doneAt: number;
}
// Timing figures: one test at a time in this file.
test.describe.configure({ mode: 'default' });

let fixture: Fixture;
test.beforeAll(async () => {
  fixture = await serveFixture();
});
test.afterAll(async () => {
  await fixture?.close();
});

test.beforeEach(async ({ page }) => {
  await page.goto(fixture.url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'yes');
  await expect(page.locator('.cell').first()).toHaveText('0');
});

const log = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { log: Log }).log);

test('a signal written in startTransition renders as a transition: isPending at once, the click not blocked', async ({
  page,
}) => {
  await page.click('#next');
  await expect(page.locator('#pending')).toHaveText('idle', { timeout: 10_000 });
  await expect(page.locator('.cell')).toHaveText(Array(200).fill('1'));
  const { clickAt, pendingAt, doneAt } = await log(page);
  // isPending showed up before the new value, and long before the transition's render (200
  // cells x 2 ms) finished: the click committed the pending state without rendering the cells.
  expect(pendingAt).toBeGreaterThan(clickAt);
  expect(doneAt).toBeGreaterThan(pendingAt);
  expect(pendingAt - clickAt).toBeLessThan((doneAt - clickAt) / 2);
});

test('no committed frame shows two values while the signal changes during a transition render', async ({
  page,
}) => {
  await page.click('#race');
  await expect(page.locator('.cell')).toHaveText(Array(200).fill('2'), { timeout: 10_000 });
  const { frames } = await log(page);
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.filter((values) => values.length > 1)).toEqual([]);
});
