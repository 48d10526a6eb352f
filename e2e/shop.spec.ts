import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { untilHydrated } from './hydration.ts';

// The product detail loader really waits 2000 ms, so its first render gets room.
const DETAIL = { timeout: 10_000 };

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const badge = (page: Page) => header(page).getByTestId('cart-count');
const card = (page: Page, name: string) =>
  page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Makes the shop the active demo app (the news reader is the default). */
async function chooseShop(context: BrowserContext) {
  await context.addInitScript(() => localStorage.setItem('tendril-demo-app', 'shop'));
}

test.beforeEach(async ({ context }) => {
  await chooseShop(context);
});

declare global {
  interface Window {
    __sawAdding?: boolean;
  }
}

/** From now on, the page notes when a button in `main` reads "Adding..." and is disabled. */
async function recordAdding(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__sawAdding = false;
    const observer = new MutationObserver(() => {
      for (const button of document.querySelectorAll('main button'))
        if (button.textContent === 'Adding...' && (button as HTMLButtonElement).disabled) {
          window.__sawAdding = true;
          observer.disconnect();
        }
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

test.describe('shop', () => {
  test('browse → detail → every tab → add → cart → remove → add again → clear', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText('Home');
    await expect(
      page.getByRole('list', { name: 'Featured products' }).getByTestId('product-card'),
    ).toHaveCount(2);
    await header(page).getByRole('link', { name: 'Products', exact: true }).click();

    await expect(page).toHaveURL(/\/products$/);
    await expect(heading(page)).toHaveText('Products');
    await expect(page.getByTestId('product-card')).toHaveCount(16);
    const stats = page.getByTestId('catalogue-stats');
    await expect(stats).toContainText('Total products16');
    await expect(stats).toContainText('In stock14');
    await expect(stats).toContainText('Starting From$79.00');
    await expect(stats).toContainText('Premium Range$2,499.00');
    await expect(badge(page)).toHaveText('0');

    await card(page, 'Smartphone X').getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/product\/3$/);
    await expect(heading(page)).toHaveText('Smartphone X', DETAIL);
    await expect(page.getByTestId('product-price')).toHaveText('$999.00');
    await expect(page.getByTestId('stock-badge').first()).toHaveText('7 in stock');
    await expect(page).toHaveTitle('Smartphone X · Tendril');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', '›Products', '›Smartphone X']);
    await expect(page.getByTestId('related-products').getByRole('link')).toHaveCount(4);

    const tabs = page.getByRole('navigation', { name: 'Product sections' });
    await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await tabs.getByRole('link', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/\/product\/3\/reviews$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Reviews' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(crumbs).toHaveText(['Home', '›Products', '›Smartphone X', '›Reviews']);

    await tabs.getByRole('link', { name: 'Comments' }).click();
    await expect(page).toHaveURL(/\/product\/3\/comments$/);
    await page.getByLabel('Add a comment').fill('Nice phone');
    await page.getByRole('button', { name: 'Post Comment' }).click(); // does nothing (a demo form)
    await expect(page).toHaveURL(/\/product\/3\/comments$/);
    await expect(page.getByLabel('Add a comment')).toHaveValue('Nice phone');
    await expect(page.getByTestId('toast').filter({ hasText: /comment/i })).toHaveCount(0);

    await tabs.getByRole('link', { name: 'Shipping' }).click();
    await expect(page).toHaveURL(/\/product\/3\/shipping$/);
    const shipping = page.getByTestId('tab-shipping');
    await expect(shipping.getByRole('row')).toHaveText([
      'OptionPriceDelivery',
      'StandardFree5-7 business days',
      'Express$9.992-3 days',
      'Next Day$19.991 day',
    ]);
    await expect(page.getByTestId('return-policy')).toHaveText(
      '30-day return, free return shipping.',
    );
    await tabs.getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/product\/3$/);
    // Tabs reuse the cached product: no second 2-second wait.
    await expect(heading(page)).toHaveText('Smartphone X');

    const add = page.getByRole('main').getByRole('button', { name: /Add to Cart|Adding/ });
    // The add lasts 250 ms, shorter than a loaded machine's gap between two polls: the page
    // itself records whether the button showed "Adding..." disabled.
    await recordAdding(page);
    await add.click();
    await expect.poll(() => page.evaluate(() => window.__sawAdding)).toBe(true);
    await expect(toast(page, 'Added Smartphone X to cart!')).toBeVisible();
    await expect(badge(page)).toHaveText('1');
    await expect(add).toHaveText('Add to Cart');
    await expect(page.getByTestId('in-cart')).toHaveText('1 in your cart');

    await page.getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(heading(page)).toHaveText('Shopping Cart');
    const line = page.getByTestId('cart-item');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Smartphone X');
    await expect(line.getByTestId('cart-item-price')).toHaveText('$999.00 x 1');
    await expect(line.getByTestId('cart-item-total')).toHaveText('$999.00');
    await expect(page.getByTestId('cart-total')).toHaveText('$999.00');

    await line.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Removed Smartphone X from cart!')).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(badge(page)).toHaveText('0');

    await page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/products$/);
    const mouse = card(page, 'Wireless Mouse').getByRole('button', { name: /Add to Cart|Adding/ });
    await mouse.click();
    await expect(badge(page)).toHaveText('1');
    await expect(mouse).toBeEnabled();
    await mouse.click();
    await expect(badge(page)).toHaveText('2');
    await card(page, 'Studio Microphone').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(badge(page)).toHaveText('3');

    await header(page).getByRole('link', { name: /Cart/ }).click();
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    await expect(page.getByTestId('cart-item').first().getByTestId('cart-item-price')).toHaveText(
      '$79.00 x 2',
    );
    await expect(page.getByTestId('cart-total')).toHaveText('$387.00');
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(toast(page, 'Cart cleared!')).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(badge(page)).toHaveText('0');
  });

  test('the cart survives a reload and stays in step with a second tab', async ({
    page,
    context,
  }) => {
    await page.goto('/products');
    await card(page, 'Tablet Air').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(badge(page)).toHaveText('1');

    await page.reload();
    await expect(badge(page)).toHaveText('1');
    await header(page).getByRole('link', { name: /Cart/ }).click();
    await expect(page.getByTestId('cart-item')).toContainText('Tablet Air');

    const second = await context.newPage();
    await second.goto('/cart');
    await expect(second.getByTestId('cart-item')).toContainText('Tablet Air');
    await expect(badge(second)).toHaveText('1');

    // A change in the second tab reaches the first through the `storage` event.
    await second.getByRole('link', { name: 'Continue Shopping' }).click();
    await card(second, 'E-Reader Paper').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(badge(second)).toHaveText('2');
    await expect(badge(page)).toHaveText('2');
    await expect(page.getByTestId('cart-item')).toHaveCount(2);

    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(badge(second)).toHaveText('0');
    await second.close();
  });

  test('the preview modal opens from a card and closes with Escape, the backdrop and Close', async ({
    page,
  }) => {
    await page.goto('/products');
    const opener = card(page, 'Ultrabook Pro 14').getByRole('link', { name: 'Preview' });
    const dialog = page.getByRole('dialog', { name: 'Product preview' });
    // The catalogue arrives rendered ahead of time: the link opens the modal once it has hydrated.
    await untilHydrated(opener);

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/product\/1\/preview$/);
    await expect(dialog.getByRole('heading', { name: 'Ultrabook Pro 14' })).toBeVisible();
    await expect(heading(page)).toHaveText('Products'); // the grid stays underneath
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(600);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/products$/);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.locator('..').click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/products$/);

    await opener.click();
    await dialog.getByRole('button', { name: 'Close preview' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/products$/);

    // Add to Cart works from the modal; View Details leaves it for the product page.
    await opener.click();
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Added Ultrabook Pro 14 to cart!')).toBeVisible();
    await expect(badge(page)).toHaveText('1');
    await dialog.getByRole('link', { name: 'View Details' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/product\/1$/);
    await expect(heading(page)).toHaveText('Ultrabook Pro 14', DETAIL);
  });

  test('an out-of-stock product cannot be added, and a cart never passes the stock', async ({
    page,
  }) => {
    await page.goto('/products');
    const monitor = card(page, '4K Monitor 27"');
    await expect(monitor.getByTestId('stock-badge')).toHaveText('Out of stock');
    await expect(monitor.getByTestId('stock-badge')).toHaveAttribute('data-tone', 'red');
    const soldOut = monitor.getByRole('button', { name: 'Out of Stock' });
    await expect(soldOut).toBeDisabled();
    await soldOut.dispatchEvent('click'); // even a forced click adds nothing
    await expect(card(page, 'Wireless Mouse').getByTestId('stock-badge')).toHaveAttribute(
      'data-tone',
      'green',
    );
    await expect(card(page, 'Studio Microphone').getByTestId('stock-badge')).toHaveText(
      '10 in stock',
    );
    await expect(card(page, 'Studio Microphone').getByTestId('stock-badge')).toHaveAttribute(
      'data-tone',
      'yellow',
    );

    // Stock 1: the second add is refused with a toast.
    const drone = card(page, 'Explorer Drone').getByRole('button', { name: /Add to Cart|Adding/ });
    await drone.click();
    await expect(badge(page)).toHaveText('1');
    await expect(drone).toBeEnabled();
    await drone.click();
    await expect(
      toast(page, 'Only 1 Explorer Drone in stock, and all of them are already in your cart.'),
    ).toBeVisible();
    await expect(badge(page)).toHaveText('1');

    await page.goto('/product/5');
    await expect(heading(page)).toHaveText('4K Monitor 27"', DETAIL);
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Out of Stock' }),
    ).toBeDisabled();
    await expect(badge(page)).toHaveText('1');
    // The "Products" crumb between Home and the product leads to the catalogue.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Products' })
      .click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(heading(page)).toHaveText('Products');
  });

  test('a search or filter that leaves nothing says "No products found"', async ({ page }) => {
    await page.goto('/products');
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await expect(search).toBeEnabled(); // once the page is interactive
    await search.fill('wireless');
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    await expect(card(page, 'Wireless Mouse')).toBeVisible();
    await expect(page.getByTestId('product-count')).toHaveText('1 of 16 products');
    await search.fill('zeppelin');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(0);
    await expect(page.getByTestId('product-count')).toHaveText('0 of 16 products');
    await search.fill('');
    await expect(page.getByTestId('product-card')).toHaveCount(16);

    // By keyboard: the filter is the next stop after the search box.
    await search.focus();
    await page.keyboard.press('Tab');
    const inStock = page.getByRole('checkbox', { name: 'In stock only' });
    await expect(inStock).toBeFocused();
    await page.keyboard.press('Space');
    await expect(inStock).toBeChecked();
    await expect(card(page, '4K Monitor 27"')).toHaveCount(0);
    await search.fill('monitor');
    await expect(page.getByText('No products found')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(inStock).toBeFocused();
    await page.keyboard.press('Space');
    await expect(card(page, '4K Monitor 27"')).toBeVisible();
    await expect(page.getByText('No products found')).toHaveCount(0);
  });

  test('a cart of 100 products says "Cart limit of 100 items reached" and refuses one more', async ({
    page,
  }) => {
    await page.goto('/products');
    await expect(page.getByTestId('product-card')).toHaveCount(16);
    // A catalogue of 101 products, and a cart already holding the first 100 of them.
    await page.evaluate(() => {
      const products = Array.from({ length: 101 }, (_, i) => ({
        id: i + 1,
        name: `Gadget ${i + 1}`,
        price: 10,
        stock: 5,
        image: '📦',
      }));
      localStorage.setItem('products', JSON.stringify(products));
      const items = products.slice(0, 100).map(({ id }) => ({ id, quantity: 1 }));
      localStorage.setItem('cart', JSON.stringify({ items }));
    });
    await page.goto('/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(100);
    await expect(page.getByTestId('cart-limit')).toHaveText('Cart limit of 100 items reached');

    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    const add = card(page, 'Gadget 101').getByRole('button', { name: 'Add to Cart' });
    await add.click();
    await expect(toast(page, 'Cart limit of 100 items reached')).toBeVisible();
    await expect(badge(page)).toHaveText('100');

    // One product fewer, and the notice goes.
    await header(page).getByRole('link', { name: /Cart/ }).click();
    await page.getByRole('button', { name: 'Remove Gadget 1', exact: true }).click();
    await expect(page.getByTestId('cart-item')).toHaveCount(99);
    await expect(page.getByTestId('cart-limit')).toHaveCount(0);
  });

  test('a double click while an add is in flight adds once', async ({ page }) => {
    await page.goto('/products');
    const add = card(page, 'VR Headset').getByRole('button', { name: 'Add to Cart' });
    await untilHydrated(add); // until then it is disabled, and a click does nothing
    await add.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(toast(page, 'Added VR Headset to cart!')).toBeVisible();
    await expect(badge(page)).toHaveText('1');
    await expect(toast(page, 'Added VR Headset to cart!')).toHaveCount(1);
  });

  test('a first visit to a product shows the page skeleton while it loads, then the product', async ({
    page,
  }) => {
    // Opened from the catalogue: a product page loaded directly arrives rendered ahead of time.
    await page.goto('/products');
    const details = card(page, 'Ultrabook Pro 14').getByRole('link', { name: 'View Details' });
    await untilHydrated(details);
    await details.click();
    // The first visit waits for the product (about 2 s): the page's shape shows meanwhile
    // (image, name, price, tabs: as tall as the image and the tab bar under it, not a line of
    // text), with one status line for screen readers. Checked in one go, at a frame where it
    // shows, since a busy machine can shorten the time it is up.
    await page.waitForFunction(
      () => {
        const skeleton = document.querySelector('[data-testid="product-detail-skeleton"]');
        const status = skeleton?.querySelector('[role="status"]')?.textContent;
        return (
          !!skeleton &&
          skeleton.getBoundingClientRect().height > 360 &&
          status === 'Loading product…' &&
          !document.querySelector('h1')
        );
      },
      undefined,
      { polling: 'raf', timeout: 10_000 },
    );

    await expect(heading(page)).toHaveText('Ultrabook Pro 14', DETAIL);
    await expect(page.getByTestId('product-detail-skeleton')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Product sections' })).toBeVisible();
  });

  test('a product page loaded directly shows its product at once, rendered ahead of time', async ({
    page,
  }) => {
    const html = await (await page.request.get('/product/1')).text();
    expect(html).toContain('>Ultrabook Pro 14</h1>');
    expect(html).not.toContain('data-testid="product-detail-skeleton"');
    await page.goto('/product/1');
    await expect(heading(page)).toHaveText('Ultrabook Pro 14');
    await expect(page.getByTestId('product-detail-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('product-price')).toHaveText('$1,299.00');
  });

  test('an unknown product id shows "Product not found" with Retry; a non-digit id is a 404', async ({
    page,
  }) => {
    await page.goto('/product/999');
    await expect(heading(page)).toHaveText('Product not found', DETAIL);
    await expect(page.getByTestId('tried-id')).toHaveText('999');
    await expect(page).toHaveTitle('Product Not Found · Tendril');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('status').getByText('Loading product…')).toBeAttached();
    await expect(heading(page)).toHaveText('Product not found', DETAIL);
    await page.getByRole('main').getByRole('link', { name: 'Back to Products' }).click();
    await expect(heading(page)).toHaveText('Products');

    await page.goto('/product/abc');
    await expect(heading(page)).toHaveText('Page not found');
  });

  test('the named-outlet and simple test routes', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('link', { name: 'Test Product' }).click();
    await expect(page).toHaveURL(/\/test-product\/123$/);
    await expect(page.getByTestId('outlet-main')).toContainText('Main: product 123');
    await expect(page.getByTestId('outlet-sidebar')).toContainText(
      'Rendered by the sidebar outlet for id 123',
    );
    await expect(page.getByTestId('outlet-reviews')).toContainText(
      'Rendered by the reviews outlet',
    );
    await page.getByRole('link', { name: 'Main outlet only' }).click();
    await expect(page.getByTestId('outlet-main')).toContainText('Main: product 123');
    await expect(page.getByTestId('outlet-sidebar')).toHaveText('No sidebar content');
    await expect(page.getByTestId('outlet-reviews')).toHaveText('No reviews available');

    await header(page).getByRole('link', { name: 'Test Simple' }).click();
    await expect(heading(page)).toHaveText('Simple layout');
    await expect(page.getByTestId('simple-id')).toHaveText('123');
    await expect(page.getByText('Only the first match renders')).toBeVisible();
  });

  test('the header opens the demo modals; the sidebar highlights the section', async ({ page }) => {
    await page.goto('/products');
    const sidebar = page.getByRole('navigation', { name: 'Shop' });
    await expect(sidebar.getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: /Back to Demo Center/ })).toHaveAttribute(
      'href',
      '/admin',
    );

    await header(page).getByRole('link', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('profile-user-id')).toHaveText('demo-user-42');
    await page.keyboard.press('Escape');
    await header(page).getByRole('link', { name: 'Settings' }).click();
    await expect(dialog.getByLabel('Theme')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await header(page).getByRole('link', { name: 'Notifications' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await sidebar.getByRole('link', { name: 'Cart' }).click();
    await expect(heading(page)).toHaveText('Shopping Cart');
    await expect(sidebar.getByRole('link', { name: 'Cart' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('region', { name: 'Your cart' })).toContainText('0 items');
  });
});
