// Hostile payloads from the stand-in's catalogue (script tags, event handlers, javascript:
// and data: links in every spelling, SVG, MathML, iframes, forms, styles) in titles, story
// text, comments and user profiles. Every page that carries one is loaded in a real browser;
// nothing may run, no dialog may open, the rendered HTML keeps only the allowlist, and no
// javascript: link is left anywhere.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { notableIds, threadsSettled, watchForXss, type HostileEntry } from './news-helpers.ts';

interface Findings {
  /** Elements or attributes outside the allowlist inside rendered HN HTML. */
  outside: string[];
  /** Dangerous URLs anywhere in the document. */
  urls: string[];
  /** Elements no news page should ever contain. */
  forbidden: string[];
  xss: unknown;
  css: boolean;
  htmlBlocks: number;
}

/** Inspects the page as it stands, after hovering every link inside HN HTML. */
async function inspect(page: Page): Promise<Findings> {
  for (const link of await page.locator('[data-testid=hn-html] a').all())
    await link.hover({ timeout: 2000 }).catch(() => undefined); // a mouseover payload would fire
  await page.waitForTimeout(50); // an onerror/onload payload fires after the failed load
  return page.evaluate(() => {
    const allowedTags = new Set(['P', 'I', 'EM', 'CODE', 'PRE', 'A']);
    const outside: string[] = [];
    const blocks = document.querySelectorAll('[data-testid=hn-html]');
    for (const block of blocks) {
      for (const el of block.querySelectorAll('*')) {
        if (!allowedTags.has(el.tagName)) outside.push(el.tagName);
        for (const name of el.getAttributeNames())
          if (!(el.tagName === 'A' && ['href', 'rel', 'target'].includes(name)))
            outside.push(`${el.tagName}[${name}]`);
        if (el.tagName === 'A' && el.hasAttribute('href')) {
          const a = el as HTMLAnchorElement;
          if (!['http:', 'https:'].includes(new URL(a.href).protocol)) outside.push(`A ${a.href}`);
          if (a.rel !== 'noopener noreferrer nofollow' || a.target !== '_blank')
            outside.push(`A rel=${a.rel} target=${a.target}`);
        }
      }
    }
    const urls: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const name of ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc']) {
        const value = el.getAttribute(name);
        if (value === null) continue;
        // Browsers ignore control characters and spaces inside a scheme.
        // eslint-disable-next-line no-control-regex -- those characters are the point
        const squeezed = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (/^(javascript|data|vbscript):/.test(squeezed) || name === 'srcdoc')
          urls.push(`${el.tagName}[${name}]=${value}`);
      }
    }
    // The reader's own notice for browsers without JavaScript is the one noscript it renders.
    const forbidden = [
      ...document.querySelectorAll(
        'main script, main iframe, main object, main embed, main svg, main math, main form, main input, main button[formaction], main style, main meta, main base, main video, main source, main details, main img, main noscript:not([data-news-notice])',
      ),
    ].map((el) => el.tagName);
    const css = [...document.querySelectorAll('*')].some(
      (el) => getComputedStyle(el).getPropertyValue('--xss').trim() !== '',
    );
    return {
      outside,
      urls,
      forbidden,
      xss: (window as unknown as { __xss?: unknown }).__xss,
      css,
      htmlBlocks: blocks.length,
    };
  });
}

function expectClean(findings: Findings, where: string): void {
  expect(findings.xss, `${where}: window.__xss`).toBeUndefined();
  expect(findings.css, `${where}: a leaked --xss style`).toBe(false);
  expect(findings.outside, `${where}: outside the allowlist`).toEqual([]);
  expect(findings.urls, `${where}: dangerous URLs`).toEqual([]);
  expect(findings.forbidden, `${where}: forbidden elements`).toEqual([]);
}

let catalogue: HostileEntry[] = [];

test.beforeAll(async ({ request }) => {
  catalogue = (await notableIds(request)).hostile;
  expect(catalogue.length).toBeGreaterThan(30);
});

test.describe('news: hostile payloads', () => {
  test('stories: titles stay text, text is sanitized, bad URLs are dropped', async ({ page }) => {
    test.setTimeout(120_000);
    const seen = watchForXss(page);
    for (const entry of catalogue) {
      await page.goto(`/item/${entry.storyId}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText(`XSS ${entry.key}:`);
      await threadsSettled(page);
      // The title is shown as typed, never as markup.
      expect(await heading.locator('*:not(a):not(span)').count(), entry.key).toBe(0);
      if (entry.key.startsWith('url')) await expect(heading.getByRole('link')).toHaveCount(0);
      const findings = await inspect(page);
      expectClean(findings, `story ${entry.key}`);
      if (!entry.key.startsWith('url'))
        expect(findings.htmlBlocks, `${entry.key}: its text rendered`).toBeGreaterThan(0);
    }
    expect(seen.dialogs).toEqual([]);
  });

  test('comments: one page per payload, and the gallery with every comment loaded', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const seen = watchForXss(page);
    for (const entry of catalogue) {
      await page.goto(`/item/${entry.commentId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Comment by ${entry.user}`);
      await threadsSettled(page);
      expectClean(await inspect(page), `comment ${entry.key}`);
    }

    const { hostileGallery } = await notableIds(request);
    await page.goto(`/item/${hostileGallery}`);
    await threadsSettled(page);
    const more = page.getByRole('button', { name: /^Load more/ });
    while ((await more.count()) > 0) {
      await more.first().click();
      await threadsSettled(page);
      await expect(page.getByRole('button', { name: 'Loading…' })).toHaveCount(0);
    }
    const shown = await page.getByTestId('comment').count();
    expect(shown).toBeGreaterThanOrEqual(catalogue.length);
    expectClean(await inspect(page), 'gallery');
    expect(seen.dialogs).toEqual([]);
  });

  test('users: every hostile about is sanitized', async ({ page }) => {
    test.setTimeout(120_000);
    const seen = watchForXss(page);
    for (const entry of catalogue) {
      await page.goto(`/user/${entry.user}`);
      await expect(page.getByTestId('user-id')).toHaveText(entry.user);
      await expect(page.getByTestId('user-about').getByTestId('hn-html')).toBeVisible();
      expectClean(await inspect(page), `user ${entry.user}`);
    }
    expect(seen.dialogs).toEqual([]);
  });

  test('the front page, with a payload in a title, stays clean', async ({ page }) => {
    const seen = watchForXss(page);
    await page.goto('/');
    await expect(page.getByTestId('story-row')).toHaveCount(30);
    await expect(page.getByTestId('story-row').filter({ hasText: 'XSS imgerror' })).toHaveCount(1);
    expectClean(await inspect(page), 'front page');
    expect(seen.dialogs).toEqual([]);
  });
});
