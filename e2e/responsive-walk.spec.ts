// Every route of the built site (site-routes.ts: the route table, the micro app, the Demo
// Center's list and the feature catalogue) on a phone and on a desktop, in the light and the
// dark theme: no sideways scrolling, an h1, axe clean, and no console error (fixtures.ts).
// One page per route does all four: load light at 375 px, widen to 1280 px, save the dark
// theme as the site does and reload, narrow back to 375 px.
// This is the axe pass over every page as it loads; other specs check the states a load does
// not reach (an open modal, a filled cart, a page after its controls are used).
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { notableIds } from './news-helpers.ts';
import {
  cataloguePages,
  concrete,
  needsIds,
  routePatterns,
  visit,
  type RouteIds,
} from './site-routes.ts';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Elements that reach past the right edge of the viewport and are not inside a box that clips
 * or scrolls them, the first few, as tag.class "text…".
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const names: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el.getBoundingClientRect().right <= edge + 1 || clipped(el)) continue;
      const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/) : [];
      const text = (el.textContent ?? '').trim().slice(0, 40);
      names.push(`${[el.tagName.toLowerCase(), ...cls.slice(0, 4)].join('.')} "${text}"`);
      if (names.length === 5) break;
    }
    return names;
  });
}

/** The checks for the page as it is now, in one theme at one width. */
async function checkVariant(page: Page, variant: string): Promise<void> {
  await test.step(variant, async () => {
    await expect(page.locator('h1').first()).toBeVisible();
    const width = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    // A resize re-lays the page out in the next frame: poll briefly, then name the culprits.
    await expect
      .poll(width, { message: `${variant}: wider than the viewport`, timeout: 2_000 })
      .toBeLessThanOrEqual(0)
      .catch(async (error: Error) => {
        throw new Error(
          `${error.message}\nreaching past the edge: ${(await overflowing(page)).join(', ')}`,
        );
      });
    await expectAxeClean(page);
  });
}

/** The four variants of `path`, in one page. */
async function walk(page: Page, path: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await visit(page, path);
  await checkVariant(page, 'light, 375 px');
  await page.setViewportSize(DESKTOP);
  await checkVariant(page, 'light, 1280 px');
  // The site reads its theme from localStorage `theme` (JSON) as it starts.
  await page.evaluate(() => localStorage.setItem('theme', JSON.stringify('dark')));
  await visit(page, page.url());
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await checkVariant(page, 'dark, 1280 px');
  await page.setViewportSize(PHONE);
  await checkVariant(page, 'dark, 375 px');
}

async function urlFor(pattern: string, request: APIRequestContext): Promise<string> {
  const sample: RouteIds = { story: 0, user: '' };
  if (!needsIds(pattern)) return concrete(pattern, sample);
  const ids = await notableIds(request);
  return concrete(pattern, { story: ids.mediumStories[0]!, user: ids.prolificUser });
}

test.describe('every route at 375 and 1280 px, light and dark', () => {
  // Four axe passes and two loads; a long guide's highlighted code makes each pass slow.
  test.setTimeout(240_000);

  for (const pattern of routePatterns()) {
    test(pattern, async ({ page, request }) => {
      await walk(page, await urlFor(pattern, request));
    });
  }

  // One pattern route serves the whole catalogue, so the route table cannot list its pages.
  for (const path of cataloguePages()) {
    test(path, async ({ page }) => {
      await walk(page, path);
    });
  }
});
