import type { Page } from '@playwright/test';

const CSP_CONSOLE = /Content Security Policy|Trusted ?Type|Trusted(HTML|Script|ScriptURL)/i;

/**
 * Collects a page's CSP and Trusted Types violations across navigations: every
 * `securitypolicyviolation` event (the listener is installed before any page script) and
 * every console report of one. Call it before the first `goto`; assert the list is empty.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__tendrilCspViolation', ({ frame }, text: string) =>
    seen.push(`${frame.url()}: ${text}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __tendrilCspViolation(text: string): void })
        .__tendrilCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (CSP_CONSOLE.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}
