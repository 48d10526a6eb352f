// The pages the build renders ahead of time (apps/site/build/prerender.ts): each is served with
// its first screen in the HTML, and the browser hydrates it cleanly. The console guard in
// fixtures.ts fails a test on any hydration error React reports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { watchCsp } from './csp-watch.ts';
import { SITE } from './site-routes.ts';

const DIST = join(SITE, 'dist');
const RENDERED = /<div id="root"[^>]*><(?!\/div>)/;

/** Every dist/<path>/index.html with a rendered #root, as its path. */
const prerendered = existsSync(DIST)
  ? readdirSync(DIST, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('/index.html'))
      .filter((file) => RENDERED.test(readFileSync(join(DIST, file), 'utf8')))
      .map((file) => `/${file.slice(0, -'/index.html'.length)}`)
      .sort()
  : [];

test('the build renders the Demo Center and the feature pages ahead of time', () => {
  expect(prerendered).toContain('/admin');
  expect(prerendered).toContain('/signals/docs');
  expect(prerendered).toContain('/router-basic/demo');
  // 16 features × docs and demo, less the two demos made for each visitor, and the Demo Center.
  expect(prerendered).toHaveLength(31);
});

for (const path of prerendered) {
  test(`${path} arrives rendered and hydrates without a mismatch or a CSP violation`, async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const html = await (await page.request.get(path)).text();
    expect(html).toMatch(RENDERED);
    const heading = /<h1\b[^>]*>([^<]+)</.exec(html)?.[1];
    expect(heading, 'the first screen has its heading').toBeTruthy();

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading!);
    // Hydrated: React owns the root, and a link navigates in the page, not by a reload.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react')),
    );
    // One set of head tags: the browser's own, or the prerendered ones it took over.
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(path, page.url()).href,
    );
    await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
    const link = page.locator('main a[href^="/"]').first();
    const target = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target!.split(/[?#]/)[0]}$`));
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(
      true,
    );
    expect(violations).toEqual([]);
  });
}
