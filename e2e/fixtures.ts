import { test as base, expect, type Page, type Response } from '@playwright/test';
import { untilAppStarted } from './hydration.ts';

/** Makes `page`'s goto, reload, goBack and goForward return once the app has started. */
function waitForTheAppOnLoad(page: Page): void {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    (page[name] as unknown) = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args.at(-1) as { waitUntil?: string } | string | undefined;
      if (typeof options !== 'object' || options.waitUntil !== 'commit')
        await page.waitForFunction(untilAppStarted, undefined, { timeout: 10_000 }).catch(() => {});
      return response;
    };
  }
}

// Every browser test fails on an uncaught page error or a console error: a user-visible page
// must not log errors. Tests that expect some (of either kind) pass
// `test.use({ allowedConsoleErrors: /…/ })` (one RegExp: Playwright would read a bare array as
// [value, options]).
export const test = base.extend<{ allowedConsoleErrors: RegExp | null; consoleGuard: void }>({
  allowedConsoleErrors: [null, { option: true }],
  // A page rendered ahead of time is on screen before its code has run, and a button pressed
  // before React owns the page does nothing (a link loads a new page). `goto` therefore returns
  // once React owns #root, as a user waits for a page to respond, and so do a reload, Back and
  // Forward (after a reload, the entries before it belong to a document that is gone), in every
  // page of the test's context. A page whose code cannot arrive (offline on a first visit) stays
  // as rendered: after 10 s the call returns anyway and the test's own checks decide.
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) context.on('page', waitForTheAppOnLoad);
    await use(context);
  },
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => {
        if (!allowedConsoleErrors?.test(error.message))
          problems.push(`pageerror: ${error.message}`);
      });
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
