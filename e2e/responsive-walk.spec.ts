// Every route of the built site (site-routes.ts: the route table, the micro app, the Demo
// Center's list and the feature catalogue) on a phone and on a desktop, in the light and the
// dark theme: no sideways scrolling, an h1, axe clean, and no console error (fixtures.ts); the
// floating Demos and Devtools buttons cover no text and no control, wherever the page is
// scrolled; and the shop's header keeps to two rows. In the dark theme, code excerpts are dark
// panels whose every token axe finds readable.
// One page per route does all four: load light at 375 px, widen to 1280 px, save the dark
// theme as the site does and reload, narrow back to 375 px.
// This is the axe pass over every page as it loads; other specs check the states a load does
// not reach (an open modal, a filled cart, a page after its controls are used).
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAxeClean, expectCodeInTheme } from './axe.ts';
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

/**
 * What the Demos and Devtools buttons cover, from the top of the page to its end, a screen at
 * a time: each visible control and line of text (clipped as its scrolling boxes clip it) whose
 * box meets a button's, as `button over tag "text"`. Scrolls back to the top.
 */
function coveredByFloatingButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = [...document.querySelectorAll('button')].filter((button) =>
      /^(Demos|Devtools)$/.test(button.textContent?.trim() ?? ''),
    );
    const CONTROLS =
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role=button], [role=link], [role=tab], [contenteditable=true]';
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    /** `rect` less what the boxes that clip or scroll `element`'s content hide of it. */
    const clipped = (element: Element, rect: DOMRect): DOMRect | null => {
      let { left, top, right, bottom } = rect;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = up.getBoundingClientRect();
        left = Math.max(left, box.left);
        top = Math.max(top, box.top);
        right = Math.min(right, box.right);
        bottom = Math.min(bottom, box.bottom);
      }
      return right - left > 1 && bottom - top > 1
        ? new DOMRect(left, top, right - left, bottom - top)
        : null;
    };
    // Not drawn: hidden, transparent, or in a box the browser skips while it is off screen
    // (`content-visibility: auto`, whose contents keep stale positions until drawn).
    const shown = (element: Element) =>
      element.checkVisibility({
        opacityProperty: true,
        visibilityProperty: true,
        contentVisibilityAuto: true,
      });
    const ours = (node: Node) => floating.some((button) => button.contains(node));
    const name = (element: Element, text: string) =>
      `${element.tagName.toLowerCase()} "${text.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

    const found = new Set<string>();
    const check = () => {
      const buttons = floating
        .filter(shown)
        .map((button) => [button.textContent!.trim(), button.getBoundingClientRect()] as const);
      const report = (element: Element, rect: DOMRect, text: string) => {
        for (const [label, box] of buttons) {
          if (!meets(rect, box)) continue;
          const visible = clipped(element, rect);
          if (visible && meets(visible, box)) found.add(`${label} over ${name(element, text)}`);
        }
      };
      for (const control of document.querySelectorAll(CONTROLS)) {
        if (ours(control) || control.contains(floating[0] ?? null) || !shown(control)) continue;
        const rect = control.getBoundingClientRect();
        if (rect.width > 1 && rect.height > 1) report(control, rect, control.textContent ?? '');
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || ours(node) || !shown(parent)) continue;
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (rect.width > 1 && rect.height > 1) report(parent, rect, node.textContent);
      }
    };
    // A floating button is over another part of the page at each scroll position: every
    // position a screen apart, and the end.
    const end = document.documentElement.scrollHeight - innerHeight;
    const step = Math.max(innerHeight - 60, Math.ceil(end / 40));
    for (let y = 0; ; y = Math.min(y + step, end)) {
      scrollTo(0, y);
      check();
      if (y >= end) break;
    }
    scrollTo(0, 0);
    return [...found].slice(0, 8);
  });
}

/**
 * The rows of the page's header: its visible text and controls, gathered into rows of boxes
 * that share some height (a logo centred beside two lines of links is one row with them).
 */
function headerRows(page: Page): Promise<{ rows: number; height: number }> {
  return page.evaluate(() => {
    const header = document.querySelector('#root header')!;
    const boxes: { top: number; bottom: number }[] = [];
    const add = (rect: DOMRect) => {
      if (rect.width > 1 && rect.height > 1) boxes.push({ top: rect.top, bottom: rect.bottom });
    };
    for (const control of header.querySelectorAll('a[href], button'))
      if (control.checkVisibility({ visibilityProperty: true }))
        add(control.getBoundingClientRect());
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) add(rect);
    }
    boxes.sort((a, b) => a.top - b.top);
    const rows: { top: number; bottom: number }[] = [];
    for (const box of boxes) {
      const row = rows.at(-1);
      if (row && box.top < row.bottom) row.bottom = Math.max(row.bottom, box.bottom);
      else rows.push({ ...box });
    }
    return { rows: rows.length, height: Math.round(header.getBoundingClientRect().height) };
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
    // The devtools launcher arrives once the first screen is done with the network.
    await expect(page.getByRole('button', { name: 'Devtools' })).toBeVisible({ timeout: 10_000 });
    expect(
      await coveredByFloatingButtons(page),
      `${variant}: covered by a floating button`,
    ).toEqual([]);
    // The shop's header (the news reader's has its own): its links are in a menu on a phone.
    if (await page.locator('#root header a[href="/cart"]').count()) {
      const { rows, height } = await headerRows(page);
      expect(rows, `${variant}: the shop's header is ${height} px tall`).toBeLessThanOrEqual(2);
    }
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
  await test.step('dark: code excerpts', () => expectCodeInTheme(page, 'dark'));
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
