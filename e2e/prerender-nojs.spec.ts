// What a client that runs no JavaScript (a link-preview bot, a crawler) reads of a prerendered
// product page: its head (title, description, Open Graph, Twitter card, canonical URL and the
// JSON-LD Product) and the product itself in the body.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ javaScriptEnabled: false });

const TITLE = 'Ultrabook Pro 14 · Tendril';
const DESCRIPTION = 'Ultrabook Pro 14 for $1,299.00 at the Tendril demo shop.';

const meta = (page: Page, name: string) =>
  page.locator(`head meta[name="${name}"], head meta[property="${name}"]`);

test('/product/1 carries its head and its product in the HTML', async ({ page }) => {
  await page.goto('/product/1');

  await expect(page).toHaveTitle(TITLE);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(meta(page, 'description')).toHaveCount(1);
  await expect(meta(page, 'description')).toHaveAttribute('content', DESCRIPTION);
  await expect(meta(page, 'og:title')).toHaveAttribute('content', TITLE);
  await expect(meta(page, 'og:description')).toHaveAttribute('content', DESCRIPTION);
  await expect(meta(page, 'og:image')).toHaveAttribute('content', /^https?:\/\/[^/]+\/.+\.png$/);
  await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary');
  await expect(meta(page, 'twitter:title')).toHaveAttribute('content', TITLE);
  await expect(meta(page, 'twitter:description')).toHaveAttribute('content', DESCRIPTION);
  await expect(meta(page, 'twitter:image')).toHaveAttribute(
    'content',
    /^https?:\/\/[^/]+\/.+\.png$/,
  );
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/product\/1$/,
  );

  const jsonLd = page.locator('script[type="application/ld+json"]');
  await expect(jsonLd).toHaveCount(1);
  const product = JSON.parse((await jsonLd.textContent()) ?? '') as {
    '@type': string;
    name: string;
    offers: { price: string; priceCurrency: string; availability: string };
  };
  expect(product['@type']).toBe('Product');
  expect(product.name).toBe('Ultrabook Pro 14');
  expect(product.offers).toMatchObject({ price: '1299.00', priceCurrency: 'USD' });

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ultrabook Pro 14');
  await expect(main.getByTestId('product-price')).toHaveText('$1,299.00');
  await expect(main.getByRole('navigation', { name: 'Product sections' })).toBeVisible();
});

test("a product's other tabs are pages of their own, the cart is not rendered ahead", async ({
  page,
}) => {
  await page.goto('/product/1/shipping');
  await expect(page).toHaveTitle('Shipping · Tendril');
  await expect(meta(page, 'description')).toHaveAttribute('content', DESCRIPTION);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/product\/1\/shipping$/,
  );
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Ultrabook Pro 14',
  );
  await expect(page.getByRole('main')).toContainText('Express');

  // The cart is this browser's own: without JavaScript there is nothing to show of it.
  await page.goto('/cart');
  await expect(page.getByRole('main')).toHaveCount(0);
});
