// observer components never show a torn frame under React's concurrent rendering, in real
// Chromium: many components read one signal while it changes during a transition's render or a
// deferred mount, and every DOM state between commits shows one value. The first and last
// scenarios are a well-known community suite's ("no tearing temporarily on update / on mount").
import { expect, test } from './fixtures.ts';
import { serveFixture, type Fixture } from './react-transition-fixture/serve.ts';

// Slow renders on purpose: one test at a time in this file, so they do not share the CPU.
test.describe.configure({ mode: 'default' });

let fixture: Fixture;
test.beforeAll(async () => {
  fixture = await serveFixture();
});
test.afterAll(async () => {
  await fixture?.close();
});

type Page = import('@playwright/test').Page;
const counts = '#counters .count';

/** Waits until every counter and the parent show the signal's value, and returns the frames. */
async function settled(page: Page, counters = 50): Promise<number[][]> {
  await expect(page.locator(counts)).toHaveCount(counters, { timeout: 15_000 });
  const value = await page.evaluate(() =>
    String((window as unknown as { count: { peek(): number } }).count.peek()),
  );
  await expect(page.locator(counts)).toHaveText(Array(counters).fill(value), { timeout: 15_000 });
  await expect(page.locator('#mainCount')).toHaveText(value);
  await expect(page.locator('#pending')).toHaveText('idle');
  return page.evaluate(() => (window as unknown as { frames: number[][] }).frames);
}

const torn = (frames: number[][]) => frames.filter((values) => values.length > 1);

test.beforeEach(async ({ page }) => {
  await page.goto(new URL('tearing', fixture.url).href);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'yes');
});

test('useTransition: no frame tears while transition writes land during transition renders', async ({
  page,
}) => {
  await page.click('#showCounter');
  await expect(page.locator(counts)).toHaveText(Array(50).fill('0'), { timeout: 15_000 });
  // Five writes inside startTransition, each while the last one's render (50 x 10 ms) runs.
  for (let i = 0; i < 5; i++) {
    await page.click('#transitionIncrement');
    await page.waitForTimeout(100);
  }
  const frames = await settled(page);
  expect(frames.length).toBeGreaterThan(1);
  expect(torn(frames)).toEqual([]);
});

test('useTransition: no frame tears when a write lands while a transition re-renders the readers for another reason', async ({
  page,
}) => {
  await page.click('#showCounter');
  await expect(page.locator(counts)).toHaveText(Array(50).fill('0'), { timeout: 15_000 });
  for (let i = 0; i < 2; i++) {
    await page.click('#shadeWriting');
    await expect(page.locator(counts).first()).toHaveAttribute('data-shade', String(i + 1));
  }
  const frames = await settled(page);
  expect(torn(frames)).toEqual([]);
});

test('useDeferredValue: no frame tears when a write lands while deferred readers mount', async ({
  page,
}) => {
  await page.click('#showDeferredWriting');
  const frames = await settled(page);
  expect(frames.length).toBeGreaterThan(0);
  expect(torn(frames)).toEqual([]);
});

test('useDeferredValue: no frame tears while the signal keeps changing during a deferred mount', async ({
  page,
}) => {
  await page.click('#startAutoIncrement');
  await page.waitForTimeout(100);
  await page.click('#showDeferred');
  await page.waitForTimeout(1000);
  await page.click('#stopAutoIncrement');
  const frames = await settled(page);
  expect(frames.length).toBeGreaterThan(0);
  expect(torn(frames)).toEqual([]);
});
