// The site's streamed page in Chromium: a product's reviews tab is rendered on request by the
// preview server, its shell and product first, its reviews (2 s behind the simulated reviews
// service) in the same response; the page hydrates from what it carries, under the site's
// policy with a fresh nonce, and the reviews never go back to their loading view.
import { watchCsp } from './csp-watch.ts';
import { readStreamed } from './raw-response.ts';
import { expect, test } from './fixtures.ts';
import { untilHydrated } from './hydration.ts';

test("a product's reviews stream in after its shell, in the same response", async ({ baseURL }) => {
  const raw = await readStreamed(`${baseURL}/product/1/reviews`, 'Loading reviews…');
  expect(raw.status).toBe(200);
  const policy = String(raw.headers['content-security-policy']);
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, policy).toBeTruthy();
  expect(raw.headers['cache-control']).toBe('no-store');
  // The first part: the product and the reviews' loading view, before any review existed.
  expect(raw.shell).toContain('Ultrabook Pro 14</h1>');
  expect(raw.shell).not.toContain('Solid value');
  expect(raw.shell.length).toBeLessThan(raw.whole.length);
  // The rest: the reviews, their data for the browser, and React's scripts with the nonce.
  const rest = raw.whole.slice(raw.shell.length);
  expect(rest).toContain('Solid value');
  expect(rest).toContain('data-tendril-deferred="1"');
  // React's inline scripts, in #root (the head's own are allowed by their hashes).
  const root = raw.whole.slice(raw.whole.indexOf('<div id="root"'));
  const inline = [...root.matchAll(/<script(?![^>]*\b(?:type="application|src=))([^>]*)>/g)];
  expect(inline.length).toBeGreaterThan(0);
  for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
});

test('the streamed reviews page hydrates with its reviews, under the policy, and they stay', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  // From the first byte on: when the loading view and the reviews first showed, and whether the
  // reviews ever left the page once there.
  await page.addInitScript(() => {
    const seen = { loadingAt: 0, reviewsAt: 0, reviewsLeft: false };
    Object.assign(window, { seen });
    new MutationObserver(() => {
      const now = performance.now();
      const reviews = document.querySelector('[data-testid="reviews"]');
      if (!seen.loadingAt && document.querySelector('[data-testid="reviews-loading"]'))
        seen.loadingAt = now;
      if (reviews && !seen.reviewsAt) seen.reviewsAt = now;
      if (!reviews && seen.reviewsAt) seen.reviewsLeft = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/product/1/reviews');
  await expect(page.getByTestId('reviews').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('reviews').getByRole('listitem').first()).toContainText(
    'Solid value',
  );
  await untilHydrated(page.getByTestId('reviews'));
  await untilHydrated(page.getByRole('heading', { level: 1 }));
  const seen = await page.evaluate(
    () => (window as unknown as { seen: Record<string, number | boolean> }).seen,
  );
  expect(seen.loadingAt).toBeGreaterThan(0);
  expect(seen.reviewsAt).toBeGreaterThan(seen.loadingAt as number);
  // Hydrating read the server's reviews: the browser did not wait for them again.
  expect(seen.reviewsLeft).toBe(false);
  await expect(page.getByTestId('reviews-loading')).toHaveCount(0);
  expect(violations).toEqual([]);

  // Hydrated: the tabs navigate in this document, and the reviews come back from the cache.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const tabs = page.getByRole('navigation', { name: 'Product sections' });
  await tabs.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByTestId('tab-overview')).toBeVisible();
  await tabs.getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByTestId('reviews').getByRole('listitem')).toHaveCount(3);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(violations).toEqual([]);
});

test("in the browser, a product's reviews tab shows its loading view, then the reviews", async ({
  page,
}) => {
  await page.goto('/product/2');
  const tabs = page.getByRole('navigation', { name: 'Product sections' });
  await tabs.getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByTestId('reviews-loading')).toHaveText('Loading reviews…');
  await expect(page.getByTestId('reviews').getByRole('listitem')).toHaveCount(3, {
    timeout: 10_000,
  });
  await expect(page.getByTestId('reviews-loading')).toHaveCount(0);
});
