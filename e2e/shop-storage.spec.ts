import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/*
 * Corrupt, hand-edited, full or blocked browser storage. Each case must load without an
 * uncaught error (the fixture fails on any), show the "Failed to … in storage" message once,
 * fall back safely and keep every readable cart line.
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const badge = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByTestId('cart-count');
const storageBanner = (page: Page) => page.getByTestId('storage-banner');
const samplesBanner = (page: Page) => page.getByTestId('sample-products-banner');

/** Seeds storage before any page script runs (on every load of this page). */
async function seed(page: Page, entries: Record<string, string>) {
  await page.addInitScript((values) => {
    localStorage.setItem('tendril-demo-app', 'shop');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

test.describe('shop storage', () => {
  for (const [name, raw] of [
    ['invalid JSON', '[{"id":1,'],
    ['a wrong shape', '{"hello":"world"}'],
    ['only invalid entries', '[{"id":-1,"name":"","price":"free"}]'],
  ] as const) {
    test(`products with ${name}: sample products and a warning`, async ({ page }) => {
      await seed(page, { products: raw });
      await page.goto('/products');
      await expect(heading(page)).toHaveText('Products');
      await expect(page.getByTestId('product-card')).toHaveCount(16);
      await expect(samplesBanner(page)).toContainText('Showing sample products');
      await expect(storageBanner(page).getByRole('listitem')).toHaveText([
        'Failed to load products in storage',
      ]);
      // Visiting more pages raises the message no second time.
      await page
        .getByRole('navigation', { name: 'Shop' })
        .getByRole('link', { name: 'Cart' })
        .click();
      await expect(heading(page)).toHaveText('Shopping Cart');
      await expect(storageBanner(page).getByRole('listitem')).toHaveCount(1);
      await storageBanner(page).getByRole('button', { name: 'Dismiss' }).click();
      await expect(storageBanner(page)).toBeHidden();
    });
  }

  test('the warning banner restores the built-in catalogue', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('tendril-demo-app', 'shop');
      // Corrupt only on the first load, so the repair can be seen to last.
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('products', 'not json');
      }
    });
    await page.goto('/products');
    await page.getByRole('button', { name: 'Restore catalogue' }).click();
    await expect(samplesBanner(page)).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('product-card')).toHaveCount(16);
    await expect(samplesBanner(page)).toBeHidden();
    await expect(storageBanner(page)).toBeHidden();
  });

  for (const [name, raw] of [
    ['invalid JSON', '{"items":[{"id":1'],
    ['a wrong shape', '"my cart"'],
    ['items that are not a list', '{"items":{"id":1,"quantity":1}}'],
  ] as const) {
    test(`a cart with ${name} loads as empty with the message`, async ({ page }) => {
      await seed(page, { cart: raw });
      await page.goto('/cart');
      await expect(heading(page)).toHaveText('Shopping Cart');
      await expect(page.getByText('Your cart is empty')).toBeVisible();
      await expect(badge(page)).toHaveText('0');
      await expect(storageBanner(page)).toContainText('Failed to load cart in storage');
      // Still usable: adding works and is saved.
      await page.getByRole('link', { name: 'Continue Shopping' }).click();
      await page
        .getByTestId('product-card')
        .first()
        .getByRole('button', { name: 'Add to Cart' })
        .click();
      await expect(badge(page)).toHaveText('1');
    });
  }

  test('a hand-edited cart keeps its valid lines: negative, huge and unknown entries are fixed', async ({
    page,
  }) => {
    await seed(page, {
      cart: JSON.stringify({
        items: [
          { id: 1, name: 'Ultrabook Pro 14', price: 1, quantity: 2 },
          { id: 2, quantity: -4 },
          { id: 3, quantity: 1e12 },
          { id: 424242, quantity: 1 },
          { id: 'seven', quantity: 1 },
          { id: 10, quantity: 1 },
          null,
        ],
        count: -1,
        total: 'lots',
      }),
    });
    await page.goto('/cart');
    const lines = page.getByTestId('cart-item');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0).getByTestId('cart-item-price')).toHaveText('$1,299.00 x 2');
    await expect(lines.nth(1)).toContainText('Smartphone X');
    await expect(lines.nth(1).getByTestId('cart-item-price')).toHaveText('$999.00 x 7');
    await expect(page.getByTestId('cart-total')).toHaveText('$9,591.00');
    await expect(badge(page)).toHaveText('9');
    await expect(storageBanner(page)).toContainText('Failed to load cart in storage');
  });

  test('full storage: the cart keeps working in memory and says it could not save', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('tendril-demo-app', 'shop');
      localStorage.removeItem('cart');
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'cart')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
    await page.goto('/products');
    const add = page
      .getByTestId('product-card')
      .first()
      .getByRole('button', { name: /Add to Cart|Adding/ });
    await add.click();
    await expect(badge(page)).toHaveText('1');
    await expect(storageBanner(page)).toContainText('Failed to save cart in storage');
    await expect(add).toBeEnabled();
    await add.click();
    await expect(badge(page)).toHaveText('2');
    // The cart page's reloads do not throw the in-memory cart away.
    await page
      .getByRole('navigation', { name: 'Shop' })
      .getByRole('link', { name: 'Cart' })
      .click();
    await expect(page.getByTestId('cart-item-price')).toHaveText('$1,299.00 x 2');
    await expect(storageBanner(page).getByRole('listitem')).toHaveCount(1);
  });

  test('blocked storage (private mode): the shop still loads on sample products', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    // The demo-app choice cannot be stored either, so a shop deep link picks the shop.
    await page.goto('/products');
    await expect(heading(page)).toHaveText('Products');
    await expect(page.getByTestId('product-card')).toHaveCount(16);
    await expect(samplesBanner(page)).toBeVisible();
    await expect(storageBanner(page)).toContainText('Failed to check products in storage');
    await page
      .getByTestId('product-card')
      .first()
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await expect(badge(page)).toHaveText('1');
  });
});
