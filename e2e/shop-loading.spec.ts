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

declare global {
  interface Window {
    __loading?: { shown?: number; fadeMs?: number[]; done?: number };
  }
}

test('a product that loads slowly: its skeleton fades in over 200 ms and stays at least 300 ms', async ({
  page,
}) => {
  await page.goto('/products');
  const details = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: 'Ultrabook Pro 14', exact: true }) })
    .getByRole('link', { name: 'View Details' });
  await untilHydrated(details);
  // In the page: when the skeleton first shows, the animations running on it (the fade);
  // when the product's heading replaces it, the time.
  await page.evaluate(() => {
    const record: NonNullable<Window['__loading']> = {};
    window.__loading = record;
    const observer = new MutationObserver(() => {
      const skeleton = document.querySelector('[data-testid="product-detail-skeleton"]');
      if (skeleton && record.shown === undefined) {
        record.shown = performance.now();
        const around = document.getAnimations().filter((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          return !!target && target.contains(skeleton);
        });
        const targetOf = (a: Animation) => (a.effect as KeyframeEffect).target!;
        // The loading view's own, the innermost: the page's fade (300 ms) may still run around
        // it on a busy machine.
        record.fadeMs = around
          .filter((a) => !around.some((b) => b !== a && targetOf(a).contains(targetOf(b))))
          .map((a) => Number(a.effect?.getTiming().duration));
      }
      if (record.shown !== undefined && !skeleton && document.querySelector('main h1')) {
        record.done = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await details.click();
  // The first visit waits for the product (about 2 s).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ultrabook Pro 14', {
    timeout: 10_000,
  });
  const { shown, fadeMs, done } = (await page.evaluate(() => window.__loading))!;
  expect(shown).toBeDefined();
  // The loading view's fade, in the browser's own animation timing.
  expect(fadeMs).toEqual([200]);
  // From the skeleton's first frame to the product's: never under the 300 ms minimum (the
  // minimum against a load that ends sooner: features/shop/pages/loading.test.tsx).
  expect(done! - shown!).toBeGreaterThanOrEqual(300);
});
