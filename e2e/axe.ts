import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { untilHydrated } from './hydration.ts';

/**
 * Waits for the page itself (its h1: a code-split page renders after a saved theme or the URL
 * already show) and until no finite animation (route fade) is running, then expects no axe
 * violation. A page without an h1 fails here as axe would fail it.
 */
export async function expectAxeClean(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  // A page rendered ahead of time is checked as the app leaves it, not mid-hydration.
  await untilHydrated(page.locator('h1').first());
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (a) =>
                a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
  // The site has no frames, so axe runs in the page itself (legacy mode), not in a blank page
  // opened to merge per-frame results. Only violations are gathered node by node. Together
  // these take 40-60 % off each pass, and four passes per route run in the walk.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(results.passes.length).toBeGreaterThan(10); // axe really looked at a page
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
