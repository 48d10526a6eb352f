// The strict Content Security Policy with Trusted Types, checked over every route of the built
// site: each page is loaded (the news reader with the stand-in's hostile payloads, the shop,
// every demo, the Demo Center, the analytics page, every page of the feature catalogue, devtools
// open) while every `securitypolicyviolation` event and every console CSP or Trusted Types
// error is counted.
// The count must be 0. The routes come from the app's route table (read from its source), so a
// new page is walked without touching this file; a new route parameter needs a sample below.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_MENU_ITEMS } from '../apps/site/src/features/demo-center/data/demo-menu.ts';
import { FEATURES } from '../apps/site/src/features/docs/catalogue.ts';
import { watchCsp } from './csp-watch.ts';
import { expect, test } from './fixtures.ts';
import { notableIds, threadsSettled } from './news-helpers.ts';

const SITE = join(import.meta.dirname, '../apps/site');
const SRC = join(SITE, 'src');

/**
 * The route table's files: app/routes.ts and every module at the top of a feature folder that
 * declares routes (an absolute `path:` and a `component:`), so a new feature's are found too.
 */
function routeSources(): string[] {
  const files = [join(SRC, 'app/routes.ts')];
  for (const feature of readdirSync(join(SRC, 'features'), { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const folder = join(SRC, 'features', feature.name);
    for (const name of readdirSync(folder)) {
      if (!/\.tsx?$/.test(name) || /\.test\./.test(name)) continue;
      const text = readFileSync(join(folder, name), 'utf8');
      if (/\bpath:\s*'[/*]/.test(text) && /\bcomponent:/.test(text)) files.push(join(folder, name));
    }
  }
  return files;
}

/** Every absolute path the route table declares (`path: '/…'` or `page('/…', …)`), and `*`. */
function declaredPaths(): string[] {
  const paths = new Set<string>();
  for (const file of routeSources()) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:\bpath:\s*|\bpage\(\s*)'([^']+)'/g)) {
      const path = match[1]!;
      if (path.startsWith('/') || path === '*') paths.add(path);
    }
  }
  return [...paths];
}

/** A sample for each route parameter, by the route's first segment. */
function samples(ids: { story: number; user: string }): Record<string, string> {
  return {
    '/item/:id': String(ids.story),
    '/user/:id': ids.user,
    '/product/:id': '1',
    '/users/:id': '1',
    '/test-product/:id': '123',
    '/test-product/:id/main-only': '123',
    '/test-simple/:id': '7',
    '/micro/notes/:id': '1',
  };
}

function concrete(path: string, ids: { story: number; user: string }): string {
  if (path === '*') return '/no-such-page';
  if (path.endsWith('/*')) return path.replace(/\*$/, 'deep/link');
  if (!path.includes(':')) return path;
  const value = samples(ids)[path];
  if (value === undefined)
    throw new Error(`csp-walk: add a sample for the parameters of ${path} to samples()`);
  return path.replace(/:[^/]+/, value);
}

/**
 * The notes micro app's routes: relative paths in its own route table, which the site adds
 * under /micro at run time (apps/micro-notes is a separate build; shell/micro-apps.ts).
 */
function microAppPaths(): string[] {
  const table = readFileSync(join(SITE, '../micro-notes/src/index.tsx'), 'utf8');
  return [...table.matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => `/micro/${match[1]}`);
}

/** The site's routes, concrete, plus the micro app's and every page the Demo Center lists. */
function walkRoutes(ids: { story: number; user: string }): string[] {
  const routes = new Set(
    [...declaredPaths(), ...microAppPaths()].map((path) => concrete(path, ids)),
  );
  for (const { path } of DEMO_MENU_ITEMS) routes.add(path);
  return [...routes];
}

/**
 * A page is walked once its requests are done and its h1 has rendered (and, for a story, its
 * threads): the network can sit idle while a busy machine evaluates scripts, before a lazy
 * page's chunk is even asked for, and leaving then cancels that download.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor();
  if (path.startsWith('/item/')) await threadsSettled(page);
}

test.describe('strict CSP walk', () => {
  test('the policy is served as a header and matches dist/csp.txt', async ({ page }) => {
    const response = await page.goto('/');
    const header = response?.headers()['content-security-policy'] ?? '';
    expect(header).toBe(readFileSync(join(SITE, 'dist/csp.txt'), 'utf8').trim());
    expect(header).toContain("require-trusted-types-for 'script'");
    expect(header).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
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
    const pages = FEATURES.flatMap((feature) => [feature.routes.docs, feature.routes.demo]);
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
