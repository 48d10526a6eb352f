// What a client that runs no JavaScript (a link-preview bot, a crawler, a reader who turned it
// off) gets: a prerendered product page's head (title, description, Open Graph, Twitter card,
// canonical URL and the JSON-LD Product) and the product itself in the body; every prerendered
// page's content, with none of the status only a script can know; the news lists' pointer to
// Hacker News; and, on the pages only a script can make, a message saying so.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { prerenderedPages } from './site-routes.ts';

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
  expect(await page.getByRole('main').innerText()).not.toContain('Shopping Cart');
});

const NEEDS_JS = 'This page needs JavaScript';

/** The news lists as prerendered, with the list each points to on Hacker News itself. */
const NEWS_LISTS: Record<string, [title: string, link: string, href: string]> = {
  '/': ['Top Stories', 'the Hacker News front page', 'https://news.ycombinator.com/'],
  '/new': ['New Stories', 'new stories on Hacker News', 'https://news.ycombinator.com/newest'],
  '/ask': ['Ask HN', 'Ask HN on Hacker News', 'https://news.ycombinator.com/ask'],
  '/show': ['Show HN', 'Show HN on Hacker News', 'https://news.ycombinator.com/show'],
  '/jobs': ['Jobs', 'jobs on Hacker News', 'https://news.ycombinator.com/jobs'],
};

/** The header's connection status: only the running page knows it, so the HTML says nothing. */
async function expectNoStatus(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByTestId('connection')).toHaveText('');
  await expect(header).not.toContainText(/\bOnline\b|\bOffline\b|SW\.\.\./);
}

test.describe('every page rendered ahead of time shows its content', () => {
  const pages = prerenderedPages();

  test('the build rendered pages ahead of time', () => {
    expect(pages.length, 'build the site first').toBeGreaterThan(90);
    for (const path of Object.keys(NEWS_LISTS)) expect(pages).toContain(path);
  });

  for (const path of pages) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      const title = main.getByRole('heading', { level: 1 }).first();
      await expect(title).toBeVisible();
      await expectNoStatus(page);
      await expect(page.getByText(NEEDS_JS)).toHaveCount(0);
      // Nothing says it is loading: without a script it never would be done.
      await expect(main.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      const news = NEWS_LISTS[path];
      if (news) {
        // The list is live: the page says where to read it instead, and shows no placeholders.
        const [heading, link, href] = news;
        await expect(title).toHaveText(heading);
        await expect(main.getByRole('link', { name: link })).toHaveAttribute('href', href);
        // (Playwright's text matchers skip <noscript>; what the reader sees is its inner text.)
        expect(await main.innerText()).toContain(
          'The news reader fetches its stories with JavaScript, which is turned off',
        );
        await expect(page.getByTestId('story-placeholder').first()).toBeHidden();
        await expect(main.getByRole('button', { name: 'Refresh' })).toBeHidden();
      } else {
        // More than a title: the page's own text, a screenful of it at least.
        const text = (await main.innerText()).replace(/\s+/g, ' ');
        expect(text.length, `${path} shows little beyond its title`).toBeGreaterThan(200);
      }
    });
  }
});

test.describe('a page only a script can make says it needs JavaScript', () => {
  for (const path of ['/cart', '/item/1', '/user/pg', '/no-such-page']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(NEEDS_JS);
      // (Playwright's text matchers skip <noscript>; what the reader sees is its inner text.)
      expect(await main.innerText()).toContain('Turn it on and reload to see this page.');
      // And where to go instead: pages that work without it.
      await main.getByRole('link', { name: "the shop's products" }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        'Products',
      );
    });
  }
});
