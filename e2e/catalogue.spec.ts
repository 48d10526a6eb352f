import { CATEGORY_LABELS, FEATURES } from '../apps/site/src/features/docs/catalogue.ts';
import { expectAxeClean } from './axe.ts';
import { expect, test } from './fixtures.ts';

const title = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('heading', { level: 1 });

test.describe('the feature catalogue', () => {
  // 16 features × Documentation and Live Demo: 32 pages.
  for (const feature of FEATURES) {
    for (const tab of ['docs', 'demo'] as const) {
      test(`${feature.routes[tab]} renders its title and tabs`, async ({ page }) => {
        await page.goto(feature.routes[tab]);
        await expect(title(page)).toHaveText(feature.name);
        const tabs = page.getByRole('tablist').getByRole('tab');
        await expect(tabs).toHaveText(['Documentation', 'Live Demo']);
        const selected = tab === 'docs' ? 'Documentation' : 'Live Demo';
        await expect(page.getByRole('tab', { selected: true })).toHaveText(selected);
        await expect(page.getByRole('tabpanel')).toBeVisible();
        const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(crumbs.getByRole('listitem')).toHaveText([
          'Home',
          new RegExp(`${CATEGORY_LABELS[feature.category]}$`),
          new RegExp(`${feature.name}$`),
          tab === 'docs' ? /Documentation$/ : /Demo$/,
        ]);
      });
    }
  }

  test('/features/{id} opens the same feature on its Documentation tab', async ({ page }) => {
    await page.goto('/features/router-offline');
    await expect(title(page)).toHaveText('Offline Router');
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Documentation');
  });

  test('an unknown feature shows Feature Not Found with a link home', async ({ page }) => {
    await page.goto('/no-such-feature/docs');
    await expect(title(page)).toHaveText('Feature Not Found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows at most 3 related features, each of the same category or sharing a tag', async ({
    page,
  }) => {
    for (const feature of FEATURES) {
      await page.goto(feature.routes.docs);
      await expect(title(page)).toHaveText(feature.name);
      const names = await page.getByTestId('related-features').getByRole('link').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(names.length).toBeLessThanOrEqual(3);
      for (const name of names) {
        const other = FEATURES.find((f) => f.name === name)!;
        const shared = other.tags.some((t) => feature.tags.includes(t));
        expect(other.category === feature.category || shared, `${feature.id} → ${name}`).toBe(true);
      }
    }
  });

  test('the Live Demo tab runs the example: a click changes the state', async ({ page }) => {
    await page.goto('/signals/docs');
    await page.getByRole('link', { name: 'Try Live Demo' }).click();
    await expect(page).toHaveURL(/\/signals\/demo$/);
    const counter = page.locator('#example-Counter');
    await expect(counter.getByText('Count: 0 · doubled: 0')).toBeVisible();
    await counter.getByRole('button', { name: 'Increment' }).click();
    await counter.getByRole('button', { name: 'Increment' }).click();
    await expect(counter.getByText('Count: 2 · doubled: 4')).toBeVisible();
  });

  test('the docs show an example highlighted, and its API reference', async ({ page }) => {
    await page.goto('/signals/docs');
    const source = page
      .getByRole('region', { name: 'Counter.tsx' })
      .or(page.getByLabel('Counter.tsx'));
    await expect(source.first()).toContainText("from '@tendril/signals/react'");
    // Tokens are coloured spans, not one block of text.
    expect(await source.first().locator('span[style]').count()).toBeGreaterThan(10);
    await expect(page.locator('#api-signal')).toContainText('signal<T>(value: T');
  });

  test('tabs are kept in the URL and operable with the arrow keys', async ({ page }) => {
    await page.goto('/effects/docs');
    await page.getByRole('tab', { name: 'Documentation' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/effects\/demo$/);
    await expect(page.getByRole('tab', { name: 'Live Demo' })).toBeFocused();
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Live Demo');
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/\/effects\/docs$/);
    await expect(page.getByRole('tab', { name: 'Documentation' })).toBeFocused();
    await page.goBack();
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Live Demo');
  });

  test('the print stylesheet prints the docs without the shell', async ({ page }) => {
    await page.goto('/signals/demo');
    await expect(title(page)).toHaveText('Signals');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print Docs' })).toBeHidden();
    // The documentation prints even from the Live Demo tab; the demo does not.
    await expect(page.locator('[data-docs-panel]')).toBeVisible();
    await expect(page.locator('#api-signal')).toBeVisible();
    await expect(page.locator('[data-demo-panel]')).toBeHidden();
    await expect(title(page)).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('header').first()).toBeVisible();
  });

  test('a docs page is axe clean, in-page anchors included', async ({ page }) => {
    await page.goto('/signals/docs');
    await expect(page.locator('#api-signal')).toBeVisible();
    await expectAxeClean(page);
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Pitfalls' })
      .click();
    await expect(page).toHaveURL(/#pitfalls$/);
    await expect(page.getByRole('heading', { name: /Pitfalls/ })).toBeInViewport();
  });

  test('a feature without content says so and links to what exists', async ({ page }) => {
    await page.goto('/data-visualization/demo');
    await expect(
      page.getByText('The live demo for Data Visualization is not built yet.'),
    ).toBeVisible();
    await page.getByRole('tabpanel').getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/analytics$/);
  });
});
