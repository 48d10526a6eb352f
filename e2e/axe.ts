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

/** The relative luminance (WCAG) of a computed `rgb(r, g, b)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Every code excerpt on the page (build-time highlighted, `pre.code-tokens`) is in the theme
 * the page shows, a dark panel in the dark theme and a light one in the light theme, and axe
 * finds each of its tokens readable against it. Resolves at once on a page without code.
 */
export async function expectCodeInTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  // Shown ones: an excerpt in a closed part of the page (a collapsed section) has nothing axe
  // can compare, and is checked where it shows.
  const panels = page.locator('pre.code-tokens').filter({ visible: true });
  if ((await panels.count()) === 0) return;
  const backgrounds = await panels.evaluateAll((pres) =>
    pres.map((pre) => getComputedStyle(pre).backgroundColor),
  );
  for (const background of backgrounds)
    if (theme === 'dark') expect(luminance(background), background).toBeLessThan(0.05);
    else expect(luminance(background), background).toBeGreaterThan(0.9);
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .include('pre.code-tokens')
    .withRules(['color-contrast'])
    .analyze();
  const nodes = (list: typeof results.violations) =>
    list.flatMap((rule) => rule.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`));
  expect(nodes(results.violations), 'code tokens below 4.5:1').toEqual([]);
  // axe really compared the tokens with the panel behind them.
  expect(results.passes.flatMap((rule) => rule.nodes).length).toBeGreaterThan(0);
  // axe does not judge text made only of symbols (a lone minus sign, say); the test compares
  // those with their panel itself.
  const symbolsOnly = (n: (typeof results.incomplete)[number]['nodes'][number]) =>
    n.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === 'nonBmp');
  const unjudged = results.incomplete.map((rule) => ({
    ...rule,
    nodes: rule.nodes.filter((n) => !symbolsOnly(n)),
  }));
  expect(nodes(unjudged), 'code tokens axe could not judge').toEqual([]);
  const symbols = results.incomplete.flatMap((rule) =>
    rule.nodes.filter(symbolsOnly).map((n) => String(n.target[0])),
  );
  for (const selector of symbols) {
    const [color, background] = await page
      .locator(selector)
      .evaluate((el) => [
        getComputedStyle(el).color,
        getComputedStyle(el.closest('pre')!).backgroundColor,
      ]);
    const [light, dark] = [luminance(color!), luminance(background!)].sort((a, b) => b - a);
    expect(
      (light! + 0.05) / (dark! + 0.05),
      `${selector}: ${color} on ${background}`,
    ).toBeGreaterThanOrEqual(4.5);
  }
}
