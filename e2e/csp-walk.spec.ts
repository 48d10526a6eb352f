// The strict Content Security Policy with Trusted Types, checked over every route of the built
// site: each page is loaded (the news reader with the stand-in's hostile payloads, the shop,
// every demo, the Demo Center, the analytics page, every page of the feature catalogue, devtools
// open) while every `securitypolicyviolation` event and every console CSP or Trusted Types
// error is counted.
// The count must be 0. The routes come from the app's route table (read from its source, see
// site-routes.ts), so a new page is walked without touching this file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { watchCsp } from './csp-watch.ts';
import { expect, test } from './fixtures.ts';
import { notableIds, threadsSettled } from './news-helpers.ts';
import {
  SITE,
  cataloguePages,
  concrete,
  routePatterns,
  visit,
  type RouteIds,
} from './site-routes.ts';

/** The site's routes, concrete, plus the micro app's and every page the Demo Center lists. */
function walkRoutes(ids: RouteIds): string[] {
  return [...new Set(routePatterns().map((pattern) => concrete(pattern, ids)))];
}

test.describe('strict CSP walk', () => {
  test('the policy is served as a header and matches dist/csp.txt', async ({ page }) => {
    const response = await page.goto('/');
    const header = response?.headers()['content-security-policy'] ?? '';
    expect(header).toBe(readFileSync(join(SITE, 'dist/csp.txt'), 'utf8').trim());
    expect(header).toContain("require-trusted-types-for 'script'");
    // Inline scripts by hash only: index.html's early fetch and the prerendered pages' loader.
    expect(header).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){2}(;|$)/);
  });

  test('every route of the route table: 0 violations', async ({ page, request }) => {
    test.setTimeout(300_000);
    const seen = await watchCsp(page);
    const ids = await notableIds(request);
    const routes = walkRoutes({ story: ids.hostileGallery, user: ids.prolificUser });
    console.log(`csp-walk: ${routes.length} routes from the route table and the Demo Center`);
    expect(routes.length).toBeGreaterThan(30);
    for (const path of routes) await visit(page, path);
    expect(seen, 'CSP violations').toEqual([]);
  });

  test('every page of the feature catalogue (documentation and live demo): 0 violations', async ({
    page,
  }) => {
    // One pattern route serves them all, so the route table above cannot list them.
    test.setTimeout(300_000);
    const seen = await watchCsp(page);
    const pages = cataloguePages();
    console.log(`csp-walk: ${pages.length} catalogue pages`);
    expect(pages.length).toBe(32);
    for (const path of pages) {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(seen, 'CSP violations').toEqual([]);
  });

  test('news with every hostile payload (stories, comments, users): 0 violations', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const seen = await watchCsp(page);
    const ids = await notableIds(request);
    await visit(page, `/item/${ids.hostileGallery}`);
    const more = page.getByRole('button', { name: /^Load more/ });
    while ((await more.count()) > 0) {
      await more.first().click();
      await threadsSettled(page);
    }
    const pages = [
      ...ids.hostile.map((entry) => `/item/${entry.storyId}`),
      ...ids.hostileUsers.map((user) => `/user/${encodeURIComponent(user)}`),
    ];
    console.log(`csp-walk: ${pages.length + 1} hostile news pages`);
    for (const path of pages) await visit(page, path);
    expect(seen, 'CSP violations').toEqual([]);
  });

  test('devtools opened with Alt+Shift+D on the news list and the shop: 0 violations', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const seen = await watchCsp(page);
    for (const path of ['/', '/products', '/analytics']) {
      await visit(page, path);
      await page.locator('body').press('Alt+Shift+KeyD');
      const panel = page.getByRole('dialog', { name: 'Tendril devtools' });
      await expect(panel).toBeVisible();
      for (const tab of await panel.getByRole('tab').all()) await tab.click();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    }
    expect(seen, 'CSP violations').toEqual([]);
  });
});

test.describe('strict CSP walk: the watch itself', () => {
  test.use({ allowedConsoleErrors: /requires 'TrustedHTML' assignment/ });

  test('sees a violation when one is introduced', async ({ page }) => {
    const seen = await watchCsp(page);
    await visit(page, '/demo/basic-signals');
    // A plain string into an HTML sink: Trusted Types refuse it and report it.
    await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>not trusted</b>';
      } catch {
        // The refusal itself is the point.
      }
    });
    await expect.poll(() => seen.length).toBeGreaterThan(0);
  });
});
