import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { untilHydrated } from './hydration.ts';

// The shop's loading views are the routes' pending views: shown only for a slow first load,
// then for a minimum time. A load that answers at once must show none at all.

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('tendril-demo-app', 'shop'));
});

/** Watches every frame for a visible element matching `selector`; resolves whether one showed. */
async function watchFor(page: Page, selector: string): Promise<() => Promise<boolean>> {
  await page.evaluate((wanted) => {
    const w = window as unknown as { seen?: boolean };
    w.seen = false;
    const check = () => {
      if (document.querySelector(wanted)?.checkVisibility()) w.seen = true;
      requestAnimationFrame(check);
    };
    check();
  }, selector);
  return () => page.evaluate(() => (window as unknown as { seen: boolean }).seen);
}

test('a cart that loads at once shows no loading view: nothing flashes', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByTestId('product-card')).toHaveCount(16);
  const cart = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ });
  // In the app: clicked before the page has hydrated, the link would load /cart anew.
  await untilHydrated(cart);
  const seen = await watchFor(page, '[data-testid="cart-skeleton"]');
  await cart.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  expect(await seen()).toBe(false);
});
