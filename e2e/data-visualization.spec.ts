// The data-visualization live demo against the built site: the stream chart moves, the
// overview's brush sets the x range the detail charts draw (read from their own captions,
// which come from each chart's setScale hook), axe finds nothing, and uPlot's styles (set
// through CSSOM) cause no CSP violation.
import type { Locator } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { watchCsp } from './csp-watch.ts';
import { expect, test } from './fixtures.ts';

/** The two numbers of "… samples 1,234 to 5,678", or undefined. */
async function samples(locator: Locator): Promise<[number, number] | undefined> {
  const text = (await locator.textContent()) ?? '';
  const match = /samples ([\d,]+) to ([\d,]+)/.exec(text);
  if (!match) return undefined;
  return [Number(match[1]!.replace(/,/g, '')), Number(match[2]!.replace(/,/g, ''))];
}

test.describe('data visualization demo', () => {
  test('the stream chart advances at 60 points a second, pauses and resumes', async ({ page }) => {
    await page.goto('/data-visualization/demo');
    const windowText = page.getByTestId('stream-window');
    await expect(
      page.getByRole('img', { name: /Live stream of the latest 10,000 samples/ }).locator('canvas'),
    ).toBeVisible();
    await expect(windowText).toContainText('Showing samples');
    const first = (await samples(windowText))!;
    // A full window of 10,000 points: the x scale spans it.
    expect(first[1] - first[0]).toBe(9_999);
    await expect
      .poll(async () => (await samples(windowText))?.[1] ?? 0)
      .toBeGreaterThan(first[1] + 30);
    await expect(page.getByTestId('frame-times')).toContainText(
      /Frame time: median [\d.]+ ms, p95/,
    );

    await page.getByRole('button', { name: 'Pause stream' }).click();
    await expect(windowText).toContainText('(paused)');
    const frames = page.getByTestId('frame-times');
    // The readouts refresh four times a second, so the window text is up to 250 ms old when
    // "(paused)" shows: read it after the next refresh, then two refreshes later it has not moved.
    const refresh = async () => {
      const before = await frames.textContent();
      await expect(frames).not.toHaveText(before ?? '');
    };
    await refresh();
    const paused = await samples(windowText);
    for (let i = 0; i < 2; i++) await refresh();
    expect(await samples(windowText)).toEqual(paused);

    await page.getByRole('button', { name: 'Resume stream' }).click();
    await expect
      .poll(async () => (await samples(windowText))?.[1] ?? 0)
      .toBeGreaterThan(paused![1]);
  });

  test('brushing the overview sets the range both detail charts draw', async ({ page }) => {
    await page.goto('/data-visualization/demo');
    const loadDetail = page.getByRole('figure').filter({ hasText: 'Load, showing' });
    const latencyDetail = page.getByRole('figure').filter({ hasText: 'Latency (ms), showing' });
    await expect(loadDetail.locator('figcaption')).toContainText('samples 0 to 9,999');
    await expect(latencyDetail.locator('figcaption')).toContainText('samples 0 to 9,999');

    const over = page.getByRole('img', { name: 'Load overview chart' }).locator('.u-over');
    await over.scrollIntoViewIfNeeded();
    const box = (await over.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.25, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.4, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.up();

    const readout = page.getByTestId('brush-range');
    await expect(readout).toContainText(/Range: samples/);
    const brushed = (await samples(readout))!;
    // A quarter of the plot's width, from a quarter in: about samples 2,500 to 5,000.
    expect(brushed[0]).toBeGreaterThan(2_000);
    expect(brushed[0]).toBeLessThan(3_000);
    expect(brushed[1]).toBeGreaterThan(4_500);
    expect(brushed[1]).toBeLessThan(5_500);
    for (const detail of [loadDetail, latencyDetail])
      await expect.poll(() => samples(detail.locator('figcaption'))).toEqual(brushed);

    // The same from the keyboard.
    await page.getByRole('button', { name: 'Show all' }).focus();
    await page.keyboard.press('Enter');
    await expect(readout).toHaveText('Range: all 10,000 samples');
    await expect(loadDetail.locator('figcaption')).toContainText('samples 0 to 9,999');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(readout).toHaveText('Range: samples 2,500 to 7,499');
    await expect(latencyDetail.locator('figcaption')).toContainText('samples 2,500 to 7,499');
  });

  test('the guide and the live demo are axe clean', async ({ page }) => {
    await page.goto('/data-visualization/docs');
    await expect(page.getByRole('heading', { name: /What it is for/ })).toBeVisible();
    await expectAxeClean(page);
    await page.goto('/data-visualization/demo');
    await expect(page.getByTestId('brush-range')).toBeVisible();
    await expect(page.getByTestId('stream-window')).toContainText('Showing samples');
    await expectAxeClean(page);
  });

  test('uPlot causes no CSP violation on the demo and the analytics page', async ({ page }) => {
    const seen = await watchCsp(page);
    for (const path of ['/data-visualization/demo', '/data-visualization/docs', '/analytics']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await expect(page.getByTestId('sessions-chart').locator('canvas')).toBeVisible();
    expect(seen, 'CSP violations').toEqual([]);
  });
});
