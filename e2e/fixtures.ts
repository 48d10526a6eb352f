import { test as base, expect } from '@playwright/test';

// Every browser test fails on an uncaught page error or a console error: a user-visible
// page must not log errors. Tests that expect one can add it to `allowedConsoleErrors`.
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowedConsoleErrors.some((re) => re.test(text)))
          problems.push(`console.error: ${text}`);
      });
      await use();
      expect(problems, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
