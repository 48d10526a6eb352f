// The pages the build renders ahead of time (apps/site/build/prerender.ts): each is served with
// its first screen in the HTML, and the browser hydrates it cleanly. The console guard in
// fixtures.ts fails a test on any hydration error React reports.
import type { Page } from '@playwright/test';
import { PRODUCT_TABS, tabHref } from '../apps/site/src/features/shop/data/product-tabs.ts';
import { SEED_PRODUCTS } from '../apps/site/src/features/shop/data/seed-products.ts';
import { expect, test } from './fixtures.ts';
import { watchCsp } from './csp-watch.ts';
import { untilHydrated } from './hydration.ts';
import { prerenderedPages, RENDERED } from './site-routes.ts';

/** Text as written in HTML, read back (React escapes `&`, `<`, `>`, `"` and `'`). */
const decodeText = (text: string) =>
  text.replace(/&(quot|amp|lt|gt|#x27);/g, (_, name: string) =>
    name === 'quot' ? '"' : name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );

/** The shop's loading views: a page whose data came with it never shows one. */
const LOADING_VIEWS = ['product-skeleton', 'product-detail-skeleton', 'cart-skeleton'];

const hydrated = () =>
  Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react'));

/**
 * Records every shop loading view that appears in the page, from its first byte on (an
 * observer installed before the page's own scripts): resolves to their test ids.
 */
async function watchLoadingViews(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript((ids: string[]) => {
    const seen = new Set<string>();
    (window as unknown as { __loadingViews: Set<string> }).__loadingViews = seen;
    const selector = ids.map((id) => `[data-testid="${id}"]`).join();
    new MutationObserver(() => {
      for (const element of document.querySelectorAll(selector))
        seen.add(element.getAttribute('data-testid')!);
    }).observe(document, { childList: true, subtree: true });
  }, LOADING_VIEWS);
  return () =>
    page.evaluate(() => [...(window as unknown as { __loadingViews: Set<string> }).__loadingViews]);
}
/** Every dist/<path>/index.html with a rendered #root (index.html itself too), as its path. */
const prerendered = prerenderedPages();

test("the build renders the news reader's lists, the Demo Center and its demos, the feature pages, the analytics frame and the shop ahead of time", () => {
  for (const list of ['/', '/new', '/ask', '/show', '/jobs']) expect(prerendered).toContain(list);
  expect(prerendered).toContain('/admin');
  expect(prerendered).toContain('/demo/router');
  expect(prerendered).toContain('/analytics');
  expect(prerendered).toContain('/signals/docs');
  expect(prerendered).toContain('/router-basic/demo');
  expect(prerendered).toContain('/products');
  for (const product of SEED_PRODUCTS)
    for (const tab of PRODUCT_TABS) {
      const path = tabHref(product.id, tab.id);
      // The reviews tab is streamed on request, its reviews after its shell.
      if (tab.id === 'reviews') expect(prerendered).not.toContain(path);
      else expect(prerendered).toContain(path);
    }
  // The cart is the visitor's own: it keeps its loading view.
  expect(prerendered).not.toContain('/cart');
  // The guarded demo page sends a first load to the playground: it has no screen of its own.
  expect(prerendered).not.toContain('/demo/router/guarded');
  // The news reader's 5 lists, 16 features × docs and demo less the two demos made for each
  // visitor, the Demo Center and its 14 demo pages, the analytics dashboard, the catalogue
  // and 16 products × 3 tabs (not their reviews).
  expect(prerendered).toHaveLength(5 + 16 * 2 - 2 + 1 + 14 + 1 + 1 + 16 * 3);
});

test("another address gets the app shell: an empty #root and the site's own head", async ({
  page,
}) => {
  for (const path of ['/cart', '/item/1']) {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('<div id="root"></div>');
  }
});

test('a visitor whose home is the shop never sees the news list at /', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => localStorage.setItem('tendril-demo-app', 'shop'));
  // The app's code is held back: the news list rendered ahead of time is there, hidden.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#story-list-title')).toBeAttached();
  await expect(page.locator('#story-list-title')).toBeHidden();
  // Once it runs: the shop's home, and no trace of the list.
  release();
  await expect(
    page.getByRole('complementary').getByRole('link', { name: 'Products' }),
  ).toBeVisible();
  await expect(page.locator('#story-list-title')).toHaveCount(0);
});

test("the news list's first screen is its shell, and the stories replace it once hydrated", async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('>Top Stories</h1>');
  expect(html).toContain('data-testid="story-placeholder"');
  await page.goto('/');
  await page.waitForFunction(hydrated);
  await expect(page.getByTestId('story-placeholder')).toHaveCount(0);
  await expect(page.getByTestId('story-row')).toHaveCount(30);
});

test('the news list loads every script it hydrates with alongside its entry, not a round trip later', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  const entry = /import\("([^"]+)"\)/.exec(html)![1]!;
  const alongside = JSON.parse(
    /for\(const u of (\[[^\]]*\])\)import\(u\)/.exec(html)![1]!,
  ) as string[];
  expect(alongside.length).toBeGreaterThan(0);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForFunction(hydrated);
  await expect(page.getByTestId('story-row').first()).toBeVisible();
  // Anything else would be asked for only once the entry runs: a round trip later.
  expect(scripts.filter((path) => path !== entry && !alongside.includes(path))).toEqual([]);
});

for (const path of prerendered) {
  test(`${path} arrives rendered and hydrates without a mismatch or a CSP violation`, async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const loadingViews = await watchLoadingViews(page);
    const html = await (await page.request.get(path)).text();
    expect(html).toMatch(RENDERED);
    const heading = decodeText(/<h1\b[^>]*>([^<]+)</.exec(html)?.[1] ?? '');
    expect(heading, 'the first screen has its heading').toBeTruthy();

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading!);
    // Hydrated: React owns the root, and a link navigates in the page, not by a reload.
    await page.waitForFunction(hydrated);
    // The page's data came with it: no loader ran again to show it.
    expect(await loadingViews()).toEqual([]);
    // One set of head tags, the app's own, with the page's own address as its canonical URL.
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(path, page.url()).href,
    );
    await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
    const link = page.locator('main a[href^="/"]').first();
    const target = await link.getAttribute('href');
    // A part of the page hydrates once its code has arrived: clicked before, a link still works,
    // as a page load.
    await untilHydrated(link);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target!.split(/[?#]/)[0]}$`));
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(
      true,
    );
    expect(violations).toEqual([]);
  });
}

/** When the build loaded the data `/product/3` came with (its hydration script says). */
async function productLoadedAt(page: Page): Promise<number> {
  const html = await (await page.request.get('/product/3')).text();
  const updatedAt = /"product-3":\{.*?"updatedAt":(\d+)/.exec(html)?.[1];
  expect(updatedAt, 'the page carries when its data was loaded').toBeTruthy();
  return Number(updatedAt);
}

/** The devtools' row for the product loader, the panel opened on its Loaders tab. */
async function productLoaderRow(page: Page) {
  await page.getByRole('button', { name: 'Devtools' }).click();
  const panel = page.getByRole('dialog', { name: 'Tendril devtools' });
  await panel.getByRole('tab', { name: 'Loaders' }).click();
  return panel.getByRole('row').filter({ has: page.getByText('productDetailCustom') });
}

test('a product page hydrates from the data it came with: its loader does not run again', async ({
  page,
}) => {
  // A minute after the build: the data is within the 5-minute cache time.
  await page.clock.setSystemTime((await productLoadedAt(page)) + 60_000);
  await page.goto('/product/3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smartphone X');
  await page.waitForFunction(hydrated);
  // The product loader takes 2 s in the browser: had it started again on hydration, it would
  // still read "loading" when the devtools open.
  const row = await productLoaderRow(page);
  await expect(row).toContainText('success');
  await expect(page.getByText('product-3', { exact: true })).toBeVisible();
});

test('after hydration a prerendered product shows what this browser stores', async ({
  page,
  context,
}) => {
  await context.addInitScript((seed) => {
    const products = seed.map((p) => (p.id === 1 ? { ...p, name: 'Renamed Ultrabook' } : p));
    localStorage.setItem('products', JSON.stringify(products));
    localStorage.setItem('cart', JSON.stringify({ items: [{ id: 1, quantity: 2 }] }));
  }, SEED_PRODUCTS);
  const html = await (await page.request.get('/product/1')).text();
  expect(html).toContain('>Ultrabook Pro 14</h1>');

  await page.goto('/product/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renamed Ultrabook');
  await expect(page).toHaveTitle('Renamed Ultrabook · Tendril');
  await expect(page.getByTestId('in-cart')).toHaveText('2 in your cart');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  // The head follows once the page has loaded the stored product (with the shop's latency).
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    'content',
    /^Renamed Ultrabook for /,
    { timeout: 10_000 },
  );
});

test('the cart is not rendered ahead of time: it shows its loading view, then the cart', async ({
  page,
}) => {
  const html = await (await page.request.get('/cart')).text();
  expect(html).toContain('<div id="root"></div>');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});
