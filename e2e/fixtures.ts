import { test as base, expect } from '@playwright/test';
import { untilAppStarted } from './hydration.ts';

// Every browser test fails on an uncaught page error or a console error: a user-visible
// page must not log errors. Tests that expect some pass `test.use({ allowedConsoleErrors: /…/ })`
// (one RegExp: Playwright would read a bare array as [value, options]).
export const test = base.extend<{ allowedConsoleErrors: RegExp | null; consoleGuard: void }>({
  allowedConsoleErrors: [null, { option: true }],
  // A page rendered ahead of time is on screen before its code has run, and a button pressed
  // before React owns the page does nothing (a link loads a new page). `page.goto` therefore
  // returns once React owns #root, as a user waits for a page to respond. A page whose code
  // cannot arrive (offline on a first visit) stays as rendered: after 10 s goto returns anyway
  // and the test's own checks decide.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && options?.waitUntil !== 'commit')
        await page.waitForFunction(untilAppStarted, undefined, { timeout: 10_000 }).catch(() => {});
      return response;
    };
    await use(page);
  },
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowedConsoleErrors?.test(text)) problems.push(`console.error: ${text}`);
      });
      await use();
      expect(problems, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
