import { DEMO_MENU_ITEMS } from '../apps/site/src/features/demo-center/data/demo-menu.ts';
import { expectAxeClean } from './axe.ts';
import { expect, test } from './fixtures.ts';

// Every page the Demo Center lists, as a visitor lands on it: one axe pass each.
test.describe('every Demo Center page is axe clean', () => {
  for (const { path, title } of DEMO_MENU_ITEMS) {
    test(`${title} (${path})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAxeClean(page);
    });
  }
});
