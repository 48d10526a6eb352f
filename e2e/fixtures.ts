import { test as base, expect } from '@playwright/test';

// Every browser test fails on an uncaught page error or a console error: a user-visible
// page must not log errors. Tests that expect some pass `test.use({ allowedConsoleErrors: /…/ })`
// (one RegExp: Playwright would read a bare array as [value, options]).
export const test = base.extend<{ allowedConsoleErrors: RegExp | null; consoleGuard: void }>({
  allowedConsoleErrors: [null, { option: true }],
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
