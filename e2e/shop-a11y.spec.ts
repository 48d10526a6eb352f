import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAxeClean as axe } from './axe.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('shop accessibility (axe)', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('tendril-demo-app', 'shop'));
  });

  test('/ (shop home)', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText('Home');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await axe(page);
  });

  test('/products', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByTestId('product-card')).toHaveCount(16);
    await axe(page);
  });

  test('/product/1', async ({ page }) => {
    await page.goto('/product/1');
    await expect(heading(page)).toHaveText('Ultrabook Pro 14', { timeout: 10_000 });
    await axe(page);
  });

  test('/product/1/shipping', async ({ page }) => {
    await page.goto('/product/1/shipping');
    await expect(page.getByTestId('return-policy')).toBeVisible({ timeout: 10_000 });
    await axe(page);
  });

  test('/cart, empty and with items', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await axe(page);
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await page
      .getByTestId('product-card')
      .first()
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await expect(
      page.getByTestId('toast').filter({ hasText: /^✓Added .+ to cart!/ }),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Shop' })
      .getByRole('link', { name: 'Cart' })
      .click();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await axe(page);
  });

  test('an open preview modal', async ({ page }) => {
    await page.goto('/products');
    await page.getByTestId('product-card').first().getByRole('link', { name: 'Preview' }).click();
    await expect(page.getByRole('dialog', { name: 'Product preview' })).toBeVisible();
    await axe(page);
  });
});

test.describe('Demos switcher', () => {
  // The news reader is the default app; its API answers with an empty front page here, so
  // these tests depend neither on the network nor on which HN base the site was built with.
  test.beforeEach(async ({ context }) => {
    // On the context, so requests a service worker makes are answered too.
    await context.route(/\/v0\/.+\.json$/, (route) => route.fulfill({ json: [] }));
  });

  test('opens, closes on an outside click and on Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Demos' });
    const shop = page.getByRole('button', { name: /Demo shop/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(shop).toBeVisible();
    await page.mouse.click(10, 300);
    await expect(shop).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(shop).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shop).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('works by keyboard alone, and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Demos' });
    // It is disabled until the page has hydrated, as a user sees by its wait cursor.
    await expect(toggle).toBeEnabled();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Arrow keys move between the apps; Enter chooses.
    const options = page.getByRole('button', { name: /Hacker News reader|Demo shop/ });
    await expect(options).toHaveCount(2);
    await expect(options.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: /Demo shop/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(heading(page)).toHaveText('Home');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByTestId('cart-count'),
    ).toBeVisible();

    await page.reload();
    await expect(heading(page)).toHaveText('Home');
    await toggle.press('Enter');
    await expect(page.getByRole('button', { name: /Demo shop/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Escape');
  });
});

test.describe("the shop header's menu on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const menu = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });

  test('works by keyboard alone: Enter opens, Tab walks its links, Escape closes', async ({
    page,
  }) => {
    await page.goto('/products');
    const toggle = menu(page);
    const products = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Products',
      exact: true,
    });
    // Closed: its links are not shown, the cart is.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Cart/ }),
    ).toBeVisible();

    await expect(toggle).toBeEnabled();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(products).toBeVisible();
    await axe(page);
    await page.keyboard.press('Tab');
    await expect(products).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Demo Center', exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeHidden();
    await expect(toggle).toBeFocused();

    // Tabbing out of its last link closes it too.
    await page.keyboard.press('Enter');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a link in it goes to its page and closes it; a click outside closes it', async ({
    page,
  }) => {
    await page.goto('/products');
    const toggle = menu(page);
    await toggle.click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Demo Center' })
      .click();
    await expect(heading(page)).toHaveText('Demo Center');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await heading(page).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
