import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { untilHydrated } from './hydration.ts';

// The product detail loader really waits 2000 ms.
const DETAIL = { timeout: 10_000 };

const head = (page: Page, selector: string) => page.locator(`head ${selector}`);
const metaContent = (page: Page, name: string) =>
  head(page, `meta[name="${name}"], meta[property="${name}"]`);

/** Renames product 1 in the stored catalogue (localStorage), as an edit would. */
function renameFirstProduct() {
  const products = JSON.parse(localStorage.getItem('products') ?? '[]') as {
    id: number;
    name: string;
  }[];
  const first = products.find((p) => p.id === 1);
  if (first) first.name = 'Renamed Ultrabook';
  localStorage.setItem('products', JSON.stringify(products));
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('tendril-demo-app', 'shop'));
});

test('a product page carries its product meta in the head, and the tags leave with it', async ({
  page,
}) => {
  // Opened from the catalogue, so the product loader runs in the page (a product page loaded
  // directly arrives rendered ahead of time): the skeleton shows while it waits.
  await page.goto('/products');
  const link = page.locator('main a[href="/product/1"]').first();
  await untilHydrated(link); // clicked before, it would load the page rendered ahead of time
  await link.click();
  await expect(page.getByRole('status').getByText('Loading product…')).toBeAttached();
  const name = (await page.getByRole('heading', { level: 1 }).textContent(DETAIL)) ?? '';
  expect(name).not.toBe('');
  await expect(page).toHaveTitle(`${name} · Tendril`);
  await expect(metaContent(page, 'product:price:amount')).toHaveCount(1);
  await expect(metaContent(page, 'product:availability')).toHaveAttribute(
    'content',
    /^(in_stock|out_of_stock)$/,
  );
  await expect(metaContent(page, 'description')).toHaveAttribute('content', new RegExp(name));
  await expect(metaContent(page, 'description')).toHaveCount(1);
  await expect(head(page, 'link[rel="canonical"]')).toHaveAttribute('href', /\/product\/1$/);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@type'?: string; name?: string };
  expect(jsonLd).toMatchObject({ '@type': 'Product', name });

  await page.getByRole('main').getByRole('link', { name: 'Back to Products' }).click();
  await expect(page).toHaveTitle('Products · Tendril');
  await expect(metaContent(page, 'product:price:amount')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(head(page, 'link[rel="canonical"]')).toHaveAttribute('href', /\/products$/);
  await expect(metaContent(page, 'description')).toHaveCount(1);
  await expect(head(page, 'title')).toHaveCount(1);
});

test('a product page carries the Twitter card and Open Graph picture tags', async ({ page }) => {
  await page.goto('/product/2');
  const name = (await page.getByRole('heading', { level: 1 }).textContent(DETAIL)) ?? '';
  await expect(page).toHaveTitle(`${name} · Tendril`);
  await expect(metaContent(page, 'twitter:card')).toHaveAttribute('content', 'summary');
  await expect(metaContent(page, 'twitter:title')).toHaveAttribute('content', `${name} · Tendril`);
  await expect(metaContent(page, 'twitter:description')).toHaveAttribute(
    'content',
    new RegExp(name),
  );
  await expect(metaContent(page, 'twitter:image')).toHaveAttribute('content', /^http.*\.png$/);
  await expect(metaContent(page, 'og:image')).toHaveAttribute('content', /^http.*\.png$/);
  await expect(metaContent(page, 'og:image')).toHaveCount(1);
});

test('a renamed product gets its new title at once, not after the meta cache expires', async ({
  page,
}) => {
  await page.goto('/product/1');
  const before = (await page.getByRole('heading', { level: 1 }).textContent(DETAIL)) ?? '';
  await expect(page).toHaveTitle(`${before} · Tendril`);
  // The catalogue lives in localStorage: rename product 1 there, as an edit would.
  await page.evaluate(renameFirstProduct);
  const back = page.getByRole('main').getByRole('link', { name: 'Back to Products' });
  // In the app: clicked before the page has hydrated, the link would load the next page anew.
  await untilHydrated(back);
  await back.click();
  await expect(page).toHaveTitle('Products · Tendril');
  const card = page.getByRole('listitem').filter({ hasText: 'Renamed Ultrabook' });
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/product\/1$/);
  await expect(page).toHaveTitle('Renamed Ultrabook · Tendril', { timeout: 1000 });
  // The product loader's cached copy has the old name: the heading must not show it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renamed Ultrabook', {
    timeout: 1000,
  });
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'Renamed Ultrabook',
  );
  await expect(metaContent(page, 'og:title')).toHaveAttribute('content', /^Renamed Ultrabook/);
});

test('a renamed product’s title updates at once', async ({ page, context }) => {
  await page.goto('/product/1');
  const heading = page.getByRole('heading', { level: 1 });
  const before = (await heading.textContent(DETAIL)) ?? '';
  await expect(page).toHaveTitle(`${before} · Tendril`);
  // An edit in another tab: this one hears of it through a storage event.
  const other = await context.newPage();
  await other.goto('/nowhere');
  await other.evaluate(renameFirstProduct);
  // At once: no reload and no navigation, so no loader runs; heading and title both follow.
  await expect(heading).toHaveText('Renamed Ultrabook', { timeout: 1000 });
  await expect(page).toHaveTitle('Renamed Ultrabook · Tendril', { timeout: 1000 });
  // The rest of the head follows once the page has loaded the product again (the shop's
  // simulated latency applies).
  for (const name of ['description', 'og:description', 'twitter:description'])
    await expect(metaContent(page, name)).toHaveAttribute('content', /^Renamed Ultrabook for /, {
      timeout: 5000,
    });
  const jsonLd = page.locator('script[type="application/ld+json"]');
  await expect
    .poll(() => jsonLd.evaluateAll((scripts) => scripts.map((s) => s.textContent).join()))
    .toMatch(/"name": ?"Renamed Ultrabook"/);
});

test('an unknown product is "Product Not Found" and asks not to be indexed', async ({ page }) => {
  await page.goto('/product/9999');
  await expect(page).toHaveTitle('Product Not Found · Tendril', DETAIL);
  await expect(metaContent(page, 'robots')).toHaveAttribute('content', 'noindex');
  await page.getByRole('main').getByRole('link', { name: 'Back to Products' }).click();
  await expect(page).toHaveTitle('Products · Tendril');
  await expect(metaContent(page, 'robots')).toHaveCount(0);
});

test('every page has a description, a canonical URL, a Twitter card and a picture', async ({
  page,
}) => {
  for (const path of ['/', '/products', '/cart', '/admin', '/demo/basic-signals', '/nowhere']) {
    await page.goto(path);
    await expect(head(page, 'link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(path, page.url()).href,
    );
    await expect(metaContent(page, 'description')).toHaveCount(1);
    await expect(metaContent(page, 'description')).toHaveAttribute('content', /\S/);
    await expect(metaContent(page, 'twitter:card')).toHaveAttribute('content', 'summary');
    await expect(metaContent(page, 'og:image')).toHaveAttribute('content', /^http.*\.png$/);
  }
});

/** The head's page tags, by kind: a head that follows the page holds one of each. */
async function headTags(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string) => [...document.head.querySelectorAll(selector)];
    return {
      titles: all('title').map((tag) => tag.textContent),
      descriptions: all('meta[name="description"]').length,
      canonicals: all('link[rel="canonical"]').map((tag) => tag.getAttribute('href')),
      ogTitles: all('meta[property="og:title"]').map((tag) => tag.getAttribute('content')),
      ogUrls: all('meta[property="og:url"]').length,
      twitterTitles: all('meta[name="twitter:title"]').length,
      jsonLd: all('script[type="application/ld+json"]').length,
    };
  });
}

test('a prerendered product page keeps one head, the current page’s, through three navigations', async ({
  page,
}) => {
  const expectOneHead = async (jsonLd: number) => {
    // Each kind once, naming the page on screen (its title, its own address).
    await expect
      .poll(async () => {
        const tags = await headTags(page);
        const title = await page.title();
        return {
          ...tags,
          titles: tags.titles.length,
          canonicals: tags.canonicals.length,
          canonicalIsPage: tags.canonicals[0] === page.url().split(/[?#]/)[0],
          ogTitleIsTitle: tags.ogTitles[0] === title,
          ogTitles: tags.ogTitles.length,
        };
      }, DETAIL)
      .toEqual({
        titles: 1,
        descriptions: 1,
        canonicals: 1,
        canonicalIsPage: true,
        ogTitles: 1,
        ogTitleIsTitle: true,
        ogUrls: 1,
        twitterTitles: 1,
        jsonLd,
      });
  };
  await page.goto('/product/1');
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const back = page.getByRole('main').getByRole('link', { name: 'Back to Products' });
  await untilHydrated(back);
  await expect(page).toHaveTitle(`${name} · Tendril`);
  await expectOneHead(1);

  await back.click();
  await expect(page).toHaveTitle('Products · Tendril');
  await expectOneHead(0);

  await page.locator('main a[href="/product/2"]').first().click();
  await expect(page).toHaveURL(/\/product\/2$/);
  const second = (await page.getByRole('heading', { level: 1 }).textContent(DETAIL)) ?? '';
  await expect(page).toHaveTitle(`${second} · Tendril`);
  await expectOneHead(1);

  await page.getByRole('main').getByRole('link', { name: 'Back to Products' }).click();
  await expect(page).toHaveTitle('Products · Tendril');
  await expectOneHead(0);
});

test('the raw HTML of a product page and a docs page names only absolute URLs', async ({
  request,
}) => {
  for (const path of ['/product/1', '/signals/docs']) {
    const html = await (await request.get(path)).text();
    const urls = [
      ...html.matchAll(/<link rel="canonical" href="([^"]*)"/g),
      ...html.matchAll(
        /<meta (?:property|name)="(?:og:url|og:image|twitter:image)" content="([^"]*)"/g,
      ),
    ].map((match) => match[1]);
    const jsonLd = html.match(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/);
    if (path.startsWith('/product/')) {
      // The product's JSON-LD names its page as the head does: the canonical URL.
      const product = JSON.parse(jsonLd?.[1] ?? '{}') as { url?: string; image?: string };
      expect(product.url, path).toBe(urls[0]);
      urls.push(product.image ?? 'no image', product.url ?? 'no url');
    }
    // canonical, og:url, og:image, twitter:image, and a product's JSON-LD image and url
    expect(urls.length, path).toBeGreaterThanOrEqual(4);
    for (const url of urls) expect(url, path).toMatch(/^https?:\/\/[^/]+\//);
  }
});
